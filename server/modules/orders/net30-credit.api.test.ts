/**
 * NET 30 credit limits: the owner sets one per customer (never below $0, audited); within it a NET 30 order is
 * invoiced at once, over it (or with none) it waits for the owner, who approves or declines it; an overdue invoice
 * refuses new NET 30 orders, naming the invoice and its amount, until it is paid.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../core/money';
import { CREDIT_MESSAGES, invoicedAtOnce, overdueRefusal, overLimitWaiting } from '../../../core/schemas/credit-limits';
import { customerProfileSchema } from '../../../core/schemas/customers';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { contacts, manualInvoices, orders, outbox } from '../../db/schema';

const { world, cartWith, approve, capture, stockOf } = paymentHarness();

let client = 0;
function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { cookie?: string; session?: string; payload?: object },
) {
  client += 1;
  return world.t.app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.session ? { 'x-session-id': options.session } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

/** A new business customer: an account, its contact id (the admin's customer page) and its NET 30 request. */
async function businessCustomer(name: string) {
  const email = `${name}@fairways.example`;
  const { cookie } = await accountTestClient(world.t).register(name, email);
  const [contact] = await world.t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(sql`lower(${contacts.email}) = ${email}`);
  const request = async (quantity: number) =>
    send('POST', '/api/orders/invoice-request', {
      cookie,
      session: await cartWith([[PAR_3, quantity]]),
      payload: { customer: { ...CUSTOMER, email }, companyName: `${name} Golf Club` },
    });
  return { email, cookie, contactId: contact!.id, request };
}

const setLimit = (contactId: number, limitCents: unknown, cookie = admin) =>
  send('PUT', `/api/admin/customers/${contactId}/credit-limit`, { cookie, payload: { limitCents } });
const orderRow = async (id: number) => (await world.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditOf = async (entity: string, id: number) =>
  (await send('GET', `/api/admin/audit?entity=${entity}&entityId=${id}`, { cookie: admin })).json().entries as Array<{
    action: string;
    summary: string;
  }>;
const noticesFor = async (orderId: number) =>
  (await world.t.database.db.select().from(outbox)).filter(
    (row) => row.payload.ownerNotice === 'net30_requested' && (row.payload.about as { id: number }).id === orderId,
  );
const customerMail = async (orderId: number, email: string) =>
  (await world.t.database.db.select().from(outbox)).filter(
    (row) => row.toAddress === email && row.payload.orderId === orderId,
  );

describe('the credit limit on the customer page', () => {
  it('refuses a limit below $0, a fraction of a cent and a customer; sets, shows, removes and audits it', async () => {
    const buyer = await businessCustomer('limitsetter');
    const negative = await setLimit(buyer.contactId, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain(CREDIT_MESSAGES.limitNegative);
    expect((await setLimit(buyer.contactId, 10.5)).json().message).toContain(CREDIT_MESSAGES.limitWhole);
    expect((await setLimit(buyer.contactId, '100')).statusCode).toBe(400);
    expect((await setLimit(buyer.contactId, 5_000, buyer.cookie)).statusCode).toBe(403);
    expect((await setLimit(999_999, 5_000)).statusCode).toBe(404);

    const set = await setLimit(buyer.contactId, 250_000);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ limitCents: 250_000, message: CREDIT_MESSAGES.limitSaved });
    const profile = customerProfileSchema.parse(
      (await send('GET', `/api/admin/customers/${buyer.contactId}`, { cookie: admin })).json(),
    );
    expect(profile.creditLimitCents).toBe(250_000);
    expect((await setLimit(buyer.contactId, 300_000)).statusCode).toBe(200);
    const removed = await setLimit(buyer.contactId, null);
    expect(removed.json()).toEqual({ limitCents: null, message: CREDIT_MESSAGES.limitRemoved });
    const again = (await send('GET', `/api/admin/customers/${buyer.contactId}`, { cookie: admin })).json();
    expect(again.creditLimitCents).toBeNull();

    const history = (await auditOf('contacts', buyer.contactId)).filter(
      (row) => row.action === 'customer.credit_limit',
    );
    expect(history.map((row) => row.summary)).toEqual([
      `Removed the NET 30 credit limit of ${buyer.email} (was $3,000.00)`,
      `Set the NET 30 credit limit of ${buyer.email} to $3,000.00 (was $2,500.00)`,
      `Set the NET 30 credit limit of ${buyer.email} to $2,500.00`,
    ]);
  });
});

describe('a NET 30 order against the limit', () => {
  it('within the limit: invoiced at once, no wait and no notice; over it: waits, the owner is told why', async () => {
    const buyer = await businessCustomer('withinlimit');
    expect((await setLimit(buyer.contactId, 5_000)).statusCode).toBe(200);

    const first = await buyer.request(2);
    expect(first.statusCode, first.body).toBe(201);
    const firstOrder = await orderRow(first.json().orderId);
    expect(firstOrder.status).toBe('processing');
    const [invoice] = await world.t.database.db
      .select()
      .from(manualInvoices)
      .where(eq(manualInvoices.id, firstOrder.manualInvoiceId!));
    expect(invoice).toMatchObject({ status: 'pending', totalCents: firstOrder.totalAmountCents });
    expect(first.json()).toMatchObject({
      status: 'processing',
      message: invoicedAtOnce(invoice!.invoiceNumber, invoice!.dueDate),
    });
    expect(await noticesFor(firstOrder.id)).toEqual([]);
    const firstMails = await customerMail(firstOrder.id, buyer.email);
    expect(firstMails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(new RegExp(`^Invoice ${invoice!.invoiceNumber} from `)),
      `We received your order C-${1000 + firstOrder.id} (NET 30)`,
    ]);
    const approved = (await auditOf('orders', firstOrder.id)).find((row) => row.action === 'order.net30_approved')!;
    expect(approved.summary).toBe(
      `Approved the NET 30 order (${formatUsd(firstOrder.totalAmountCents)}) by the customer's credit limit of $50.00, $0.00 already unpaid`,
    );

    const second = await buyer.request(4);
    expect(second.statusCode, second.body).toBe(201);
    const secondOrder = await orderRow(second.json().orderId);
    expect(firstOrder.totalAmountCents + secondOrder.totalAmountCents).toBeGreaterThan(5_000);
    expect(secondOrder).toMatchObject({ status: 'awaiting_invoice', manualInvoiceId: null });
    const words = overLimitWaiting(firstOrder.totalAmountCents, secondOrder.totalAmountCents, 5_000);
    expect(second.json()).toMatchObject({ status: 'awaiting_invoice', message: words });
    const received = (await customerMail(secondOrder.id, buyer.email))[0]!;
    expect(received.textBody).toContain(words);
    const [notice] = await noticesFor(secondOrder.id);
    expect(notice!.subject).toContain('waiting for your approval');
    expect(notice!.textBody).toContain(
      `the order waits for you: its ${formatUsd(secondOrder.totalAmountCents)} would take their unpaid invoices from ` +
        `${formatUsd(firstOrder.totalAmountCents)} to ${formatUsd(firstOrder.totalAmountCents + secondOrder.totalAmountCents)}, over their credit limit of $50.00.`,
    );
    expect(notice!.textBody).toContain('Approve it (the invoice is issued and e-mailed) or decline it');

    // The owner approves it: the invoice goes out, the approval is audited as the owner's.
    const issued = await send('POST', `/api/admin/orders/${secondOrder.id}/invoice`, { cookie: admin });
    expect(issued.statusCode, issued.body).toBe(201);
    expect((await orderRow(secondOrder.id)).status).toBe('processing');
    const history = await auditOf('orders', secondOrder.id);
    expect(history.find((row) => row.action === 'order.net30_approved')!.summary).toBe(
      `Approved the NET 30 order (${formatUsd(secondOrder.totalAmountCents)})`,
    );
    // The order's history says why it waited.
    expect(history.find((row) => row.action === 'order.invoice_requested')!.summary).toContain(
      `It waits for your approval: its ${formatUsd(secondOrder.totalAmountCents)} would take their unpaid invoices`,
    );
  });

  it('with no limit every order waits; declined, its stock comes back and the customer is told in plain words', async () => {
    const buyer = await businessCustomer('nolimit');
    const stock = await stockOf(PAR_3);
    const res = await buyer.request(1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'awaiting_invoice', message: CREDIT_MESSAGES.waitingNoLimit });
    const id = res.json().orderId as number;
    expect((await noticesFor(id))[0]!.textBody).toContain('no credit limit is set for this customer');

    const declined = await send('POST', `/api/admin/orders/${id}/cancel`, { cookie: admin });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect(await stockOf(PAR_3)).toBe(stock);
    const told = (await customerMail(id, buyer.email)).find((mail) => mail.subject.includes('was cancelled'))!;
    expect(told.textBody).toContain(`We could not approve NET 30 terms for your order C-${1000 + id}`);
    expect(told.textBody).toContain('nothing is due');
  });
});

describe('an overdue invoice', () => {
  it('refuses new NET 30 orders, naming the invoice and its amount, until it is paid', async () => {
    const buyer = await businessCustomer('latepayer');
    expect((await setLimit(buyer.contactId, 100_000)).statusCode).toBe(200);
    const first = await buyer.request(1);
    const order = await orderRow(first.json().orderId);
    const [invoice] = await world.t.database.db
      .update(manualInvoices)
      .set({ dueDate: '2026-01-15' })
      .where(eq(manualInvoices.id, order.manualInvoiceId!))
      .returning();

    const stock = await stockOf(PAR_3);
    const session = await cartWith([[PAR_3, 1]]);
    const refused = await send('POST', '/api/orders/invoice-request', {
      cookie: buyer.cookie,
      session,
      payload: { customer: { ...CUSTOMER, email: buyer.email }, companyName: 'Late Golf Club' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(overdueRefusal([invoice!]));
    expect(refused.json().message).toBe(
      `Your invoice ${invoice!.invoiceNumber} for ${formatUsd(invoice!.totalCents)}, due January 15, 2026, is overdue. ` +
        'Please pay it before ordering on NET 30 terms again, or pay this order by card.',
    );
    expect(await stockOf(PAR_3)).toBe(stock);
    expect((await send('GET', '/api/cart', { session })).json()).toHaveLength(1);

    // Paid by its link: NET 30 is open again.
    const payPath = (
      (await send('GET', '/api/orders?limit=100', { cookie: buyer.cookie })).json() as {
        orders: Array<{ id: number; invoice: { payPath: string } | null }>;
      }
    ).orders.find((row) => row.id === order.id)!.invoice!.payPath;
    const link = new URL(payPath, 'http://shop.test');
    const created = await send('POST', '/api/paypal/order', {
      payload: { purpose: 'invoice', invoiceNumber: invoice!.invoiceNumber, token: link.searchParams.get('t') },
    });
    expect(created.statusCode, created.body).toBe(201);
    await approve((created.json() as { id: string }).id);
    expect((await capture((created.json() as { id: string }).id)).statusCode).toBe(200);
    const after = await send('POST', '/api/orders/invoice-request', {
      cookie: buyer.cookie,
      session,
      payload: { customer: { ...CUSTOMER, email: buyer.email }, companyName: 'Late Golf Club' },
    });
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().status).toBe('processing');
  });
});
