/**
 * The admin's manual invoices: created with a sequence number and e-mailed with a pay link that opens the invoice,
 * listed newest first with how they were paid, deleted only while nothing is paying them; every change audited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminInvoiceSchema, INVOICE_DEFAULTS, type AdminInvoice } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTwinApps } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { paymentHarness } from '../../../tests/helpers/payments';
import { outbox, payments } from '../../db/schema';
import { INVOICE_MESSAGES } from './invoice-admin';

const { world, call, approve, capture } = paymentHarness();

let cookie = '';
let client = 0;
beforeAll(async () => {
  cookie = await signInAdmin(world.t);
});

/** An admin call, each from its own address (the per-address limits stay out of the way). */
function admin(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  client += 1;
  return world.t.app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

const PRO_SHOP = {
  customerName: 'Riverside Pro Shop',
  customerEmail: 'buyer@riverside.example',
  customerCompany: 'Riverside Golf Club',
  customerAddress: '12 River Road, Austin, TX 78701',
  items: [
    { description: 'Soft enamel pins, 1 inch', quantity: 2, amount: 12.5 },
    { description: 'Setup fee', amount: '0.10' },
  ],
  tax: 2.01,
  dueDate: '2031-05-01',
  terms: 'Net 15',
  notes: 'Thanks for the tournament order.',
};

async function createInvoice(body: object = PRO_SHOP): Promise<AdminInvoice> {
  const res = await admin('POST', '/api/send-invoice', body);
  expect(res.statusCode, res.body).toBe(201);
  return adminInvoiceSchema.parse(res.json());
}

const auditOf = async (id: number) =>
  (await admin('GET', `/api/admin/audit?entity=manual_invoices&entityId=${id}`)).json().entries as Array<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;

describe('POST /api/send-invoice', () => {
  it('creates the invoice in cents, e-mails a signed pay link that opens it, and audits it', async () => {
    const invoice = await createInvoice();
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
    // Past the demo invoices the seed inserted with fixed numbers.
    expect(Number(invoice.invoiceNumber.slice(4))).toBeGreaterThan(100_002);
    expect(invoice).toMatchObject({
      customerCompany: 'Riverside Golf Club',
      items: [
        { description: 'Soft enamel pins, 1 inch', quantity: 2, unitPrice: 12.5 },
        { description: 'Setup fee', quantity: 1, unitPrice: 0.1 },
      ],
      subtotal: 25.1,
      tax: 2.01,
      total: 27.11,
      dueDate: '2031-05-01',
      terms: 'Net 15',
      notes: 'Thanks for the tournament order.',
      status: 'pending',
      paidAt: null,
      captureId: null,
    });
    expect(invoice.sentAt).not.toBeNull();
    const link = new URL(invoice.payUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`http://shop.test/pay-invoice/${invoice.invoiceNumber}`);
    expect(link.searchParams.get('amount')).toBe('27.11');

    const mails = (await world.t.database.db.select().from(outbox)).filter(
      (row) => (row.payload as Record<string, unknown>).invoiceId === invoice.id,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'buyer@riverside.example' });
    expect(mails[0]!.subject).toContain(invoice.invoiceNumber);
    for (const text of ['$27.11', '2031-05-01', 'Net 15', 'Thanks for the tournament order.', invoice.payUrl]) {
      expect(mails[0]!.textBody).toContain(text);
    }
    expect(mails[0]!.htmlBody).toContain(invoice.payUrl.replaceAll('&', '&amp;'));

    // The e-mailed link is the customer's way in: its token opens the invoice, at the stored total.
    const mailed = new URL(/https?:\/\/\S+pay-invoice\S+/.exec(mails[0]!.textBody)![0]);
    const opened = await call('GET', `/api/invoices/${invoice.invoiceNumber}?t=${mailed.searchParams.get('t')}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ invoiceNumber: invoice.invoiceNumber, total: 27.11, status: 'pending' });

    const [created] = await auditOf(invoice.id);
    expect(created).toMatchObject({
      action: 'invoice.create',
      before: null,
      after: { invoiceNumber: invoice.invoiceNumber, totalCents: 2711, customerEmail: 'buyer@riverside.example' },
    });
  });

  it('fills in the due date (30 days out), the terms, the note, the quantity and no tax', async () => {
    const invoice = await createInvoice({
      customerName: 'Walk-in',
      customerEmail: 'walkin@example.com',
      items: [{ description: 'Ball markers', amount: 40 }],
      customerCompany: '',
      terms: '',
    });
    const in30Days = new Date(Date.now() + INVOICE_DEFAULTS.dueInDays * 86_400_000).toISOString().slice(0, 10);
    expect(invoice).toMatchObject({
      dueDate: in30Days,
      terms: 'Net 30',
      notes: INVOICE_DEFAULTS.note,
      customerCompany: null,
      customerAddress: null,
      items: [{ description: 'Ball markers', quantity: 1, unitPrice: 40 }],
      subtotal: 40,
      tax: 0,
      total: 40,
    });
  });

  it('answers "Please fill in all required fields." for a missing name, e-mail, item or amount', async () => {
    const item = { description: 'Pins', amount: 10 };
    const base = { customerName: 'A Buyer', customerEmail: 'a@example.com', items: [item] };
    const bodies: object[] = [
      { ...base, customerName: undefined },
      { ...base, customerName: '   ' },
      { ...base, customerEmail: undefined },
      { ...base, customerEmail: 'not-an-email' },
      { ...base, items: undefined },
      { ...base, items: [] },
      { ...base, items: [{ description: 'Pins' }] },
      { ...base, items: [{ description: 'Pins', amount: '' }] },
      { ...base, items: [{ description: 'Pins', amount: 0 }] },
      { ...base, items: [{ description: 'Pins', amount: 'ten' }] },
      { ...base, items: [{ description: 'Pins', amount: 1.005 }] },
    ];
    for (const body of bodies) {
      const res = await admin('POST', '/api/send-invoice', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(ADMIN_MESSAGES.invoiceRequired);
    }
    const badDay = await admin('POST', '/api/send-invoice', { ...base, dueDate: '2031-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe(INVOICE_MESSAGES.badDueDate);
    const huge = await admin('POST', '/api/send-invoice', {
      ...base,
      items: [{ description: 'Pins', quantity: 1000, amount: 1001 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(INVOICE_MESSAGES.tooLarge);
  });

  it('gives 20 invoices created at once 20 different numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin('POST', '/api/send-invoice', { ...PRO_SHOP, customerName: `Buyer ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().invoiceNumber)).size).toBe(20);
  });

  it('is for the admin only', async () => {
    const res = await call('POST', '/api/send-invoice', PRO_SHOP);
    expect(res.statusCode).toBe(401);
    expect((await call('GET', '/api/manual-invoices')).statusCode).toBe(401);
  });
});

describe('GET /api/manual-invoices', () => {
  it('lists the latest 10, newest first (limit up to 100), a page at a time; searches by number', async () => {
    const made = [];
    for (const name of ['First', 'Second', 'Third'])
      made.push(await createInvoice({ ...PRO_SHOP, customerName: name }));
    const res = await admin('GET', '/api/manual-invoices');
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { invoices: AdminInvoice[] }).invoices;
    expect(listed).toHaveLength(INVOICE_DEFAULTS.listed);
    expect(listed.slice(0, 3).map((invoice) => invoice.id)).toEqual(made.reverse().map((invoice) => invoice.id));
    const times = listed.map((invoice) => Date.parse(invoice.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed[0]!.payUrl).toMatch(/^http:\/\/shop\.test\/pay-invoice\/INV-\d{6}\?amount=27\.11&t=[\w-]{43}$/);

    expect((await admin('GET', '/api/manual-invoices?limit=3')).json().invoices).toHaveLength(3);
    const found = (await admin('GET', '/api/manual-invoices?q=inv-100002')).json() as { invoices: AdminInvoice[] };
    expect(found.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(['INV-100002']);
    const demo = found.invoices[0];
    expect(demo).toMatchObject({ status: 'paid', paidAt: '2026-09-20T17:00:00.000Z', captureId: null });
    expect((await admin('GET', '/api/manual-invoices?limit=101')).statusCode).toBe(400);
  });
});

describe('DELETE /api/manual-invoices/{id}', () => {
  const pay = (invoice: AdminInvoice) =>
    call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: invoice.invoiceNumber,
      token: new URL(invoice.payUrl).searchParams.get('t'),
      amount: String(invoice.total),
    });

  it('deletes a pending invoice (audited with what it was); an unknown id is a 404', async () => {
    const invoice = await createInvoice();
    const res = await admin('DELETE', `/api/manual-invoices/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invoice deleted.' });
    const list = (await admin('GET', `/api/manual-invoices?q=${invoice.invoiceNumber}`)).json()
      .invoices as AdminInvoice[];
    expect(list.some((entry) => entry.id === invoice.id)).toBe(false);
    const again = await admin('DELETE', `/api/manual-invoices/${invoice.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Invoice not found' });
    expect((await admin('DELETE', '/api/manual-invoices/abc')).statusCode).toBe(400);

    const [deleted] = await auditOf(invoice.id);
    expect(deleted).toMatchObject({
      action: 'invoice.delete',
      after: null,
      before: { invoiceNumber: invoice.invoiceNumber, totalCents: 2711, status: 'pending' },
    });
    // The deleted invoice's link opens nothing any more.
    const t = new URL(invoice.payUrl).searchParams.get('t');
    expect((await call('GET', `/api/invoices/${invoice.invoiceNumber}?t=${t}`)).statusCode).toBe(404);
  });

  it('refuses while a payment is in progress and once paid; the list then shows when and by which capture', async () => {
    const invoice = await createInvoice();
    const created = await pay(invoice);
    expect(created.statusCode, created.body).toBe(201);
    const busy = await admin('DELETE', `/api/manual-invoices/${invoice.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(INVOICE_MESSAGES.inProgress);

    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    const paid = await admin('DELETE', `/api/manual-invoices/${invoice.id}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('A paid invoice cannot be deleted.');

    const [payment] = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.json().id));
    const listed = ((await admin('GET', '/api/manual-invoices')).json().invoices as AdminInvoice[]).find(
      (entry) => entry.id === invoice.id,
    );
    expect(payment!.captureId).toBeTruthy();
    expect(listed).toMatchObject({ status: 'paid', captureId: payment!.captureId });
    expect(Date.parse(listed!.paidAt!)).toBeGreaterThanOrEqual(Date.parse(invoice.createdAt));
    expect((await auditOf(invoice.id)).map((row) => row.action)).toEqual(['invoice.create']);
  });

  it('a capture that arrives after the invoice was deleted is refunded, never kept', async () => {
    const invoice = await createInvoice();
    const created = await pay(invoice);
    const paypalOrderId = created.json().id as string;
    await approve(paypalOrderId);
    // The payment was ended (as the reconciler ends a stale one), so the invoice may go; then the buyer's capture.
    await world.t.database.db
      .update(payments)
      .set({ status: 'voided' })
      .where(eq(payments.providerOrderId, paypalOrderId));
    expect((await admin('DELETE', `/api/manual-invoices/${invoice.id}`)).statusCode).toBe(200);
    await capture(paypalOrderId);
    const [payment] = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, paypalOrderId));
    expect(payment).toMatchObject({ status: 'voided', manualInvoiceId: null });
    expect(payment!.details).toMatchObject({ refunded: true, refundReason: 'This invoice was withdrawn by the shop' });
  });
});

describe.skipIf(!onPostgresServer())('two instances on one PostgreSQL', () => {
  let twins: Awaited<ReturnType<typeof buildTwinApps>>;
  let twinCookie = '';
  beforeAll(async () => {
    twins = await buildTwinApps({ LOG_LEVEL: 'silent' });
    twinCookie = await signInAdmin({ app: twins.apps[0], database: twins.database, close: twins.close });
  });
  afterAll(() => twins?.close());

  it('numbers invoices created on both instances at once without a collision', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        client += 1;
        return twins.apps[index % 2]!.inject({
          method: 'POST',
          url: '/api/send-invoice',
          remoteAddress: `10.10.0.${client % 250}`,
          headers: { cookie: twinCookie },
          payload: { ...PRO_SHOP, customerName: `Twin buyer ${index}` },
        });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().invoiceNumber)).size).toBe(20);
  });
});
