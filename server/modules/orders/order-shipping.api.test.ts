/**
 * The admin ships a catalogue order through the spec's PUT /api/orders/{id}/tracking (now with the carrier) and marks
 * it delivered (POST /api/orders/{id}/delivered, or the spec's status call): the number normalised, the URL derived,
 * a NET 30 order with an unpaid invoice confirmed explicitly, the e-mail naming carrier, number, link (once) and
 * address, the audit in plain words.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIP_MESSAGES } from '../../../core/schemas/shipping';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, manualInvoices, orders } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { CUSTOMER, insertRegularOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let client: ReturnType<typeof accountTestClient>;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  client = accountTestClient(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const UPS = '1Z999AA10123456784';
const UPS_URL = `https://www.ups.com/track?tracknum=${UPS}`;
const ADDRESS = '1 Clubhouse Drive, Newport Beach, CA 92660';

function send(method: 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
}
const track = (id: number, payload: object) => send('PUT', `/api/orders/${id}/tracking`, payload);
const rowOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsAbout = async (id: number) =>
  (await client.mailTo(CUSTOMER.email)).filter((mail) => mail.payload.orderId === id);
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'orders'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('the spec tracking call', () => {
  it('requires a number, in the spec words; the URL must be http(s)', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    for (const payload of [{}, { trackingNumber: '   ' }, { trackingUrl: 'https://ups.example' }]) {
      const res = await track(order.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Tracking number is required.');
    }
    expect((await track(order.id, { trackingNumber: '1Z', trackingUrl: 'javascript:x' })).statusCode).toBe(400);
    expect((await track(order.id, { trackingNumber: '1Z', carrier: 'pigeon' })).json().message).toBe(
      SHIP_MESSAGES.carrier,
    );
    expect((await track(order.id, { trackingNumber: '1Z', carrier: 'other' })).json().message).toBe(
      SHIP_MESSAGES.trackingUrlOther,
    );
    expect((await track(999_999, { trackingNumber: '1Z' })).statusCode).toBe(404);
  });

  it('without a carrier (the spec editor): ships with the URL given, e-mails it once, audited before/after', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    const url = 'https://www.ups.example/track?n=1Z42';
    const res = await track(order.id, { trackingNumber: ' 1Z42 ', trackingUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({
      status: 'shipped',
      carrier: null,
      trackingNumber: '1Z42',
      trackingUrl: url,
    });
    const [audit] = await auditsOf(order.id);
    expect(audit).toMatchObject({
      action: 'order.shipped',
      details: { summary: 'Shipped with tracking number 1Z42' },
      before: { status: 'processing', trackingNumber: null, trackingUrl: null },
      after: { status: 'shipped', trackingNumber: '1Z42', trackingUrl: url },
    });
    const [mail] = await mailsAbout(order.id);
    expect(mail!.subject).toBe(`Your order C-${1000 + order.id} has shipped`);
    expect(mail!.textBody.split('Track your package')).toHaveLength(2);
    expect(mail!.textBody).toContain(`Track your package: ${url}`);
    expect(mail!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=`));
    expect(mail!.htmlBody).toContain(`href="${url}"`);
    expect(mail!.htmlBody!.split('Track your package')).toHaveLength(2);
  });
});

describe('shipping with a carrier', () => {
  it('normalises the number, derives the link, e-mails carrier, number, link and address', async () => {
    const { order } = await insertRegularOrder(t.database.db, { shippingAddress: ADDRESS });
    const res = await track(order.id, { carrier: 'ups', trackingNumber: '1z999aa1-0123-456784' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'shipped', carrier: 'ups', trackingNumber: UPS, trackingUrl: UPS_URL });
    expect(row.shippedAt).toBeInstanceOf(Date);
    const [mail] = await mailsAbout(order.id);
    for (const line of [
      'Carrier: UPS',
      `Tracking number: ${UPS}`,
      `Ship to: ${ADDRESS}`,
      `Track your package: ${UPS_URL}`,
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    expect((await auditsOf(order.id))[0]!.details).toMatchObject({ summary: `Shipped with UPS ${UPS}` });

    // A correction: saved and audited, e-mailed only when asked; a delivered order stays delivered.
    await track(order.id, { carrier: 'ups', trackingNumber: '1Z999AA10123456785' });
    expect(await mailsAbout(order.id)).toHaveLength(1);
    expect((await auditsOf(order.id)).at(-1)).toMatchObject({
      action: 'order.tracking',
      details: { summary: 'Tracking changed to UPS 1Z999AA10123456785' },
    });
    expect((await send('POST', `/api/orders/${order.id}/delivered`)).statusCode).toBe(200);
    await track(order.id, { carrier: 'ups', trackingNumber: UPS, emailCustomer: true });
    expect(await rowOf(order.id)).toMatchObject({ status: 'delivered', trackingNumber: UPS });
    expect(await mailsAbout(order.id)).toHaveLength(3);
  });

  it('a NET 30 order with its invoice unpaid ships only when confirmed (409 otherwise); a paid one at once', async () => {
    const invoice = async (status: 'pending' | 'paid') =>
      (
        await t.database.db
          .insert(manualInvoices)
          .values({
            invoiceNumber: `INV-T-${status}-${Date.now()}`,
            customerName: CUSTOMER.name,
            customerEmail: CUSTOMER.email,
            dueDate: '2030-01-31',
            items: [],
            subtotalCents: 2_398,
            totalCents: 2_398,
            status,
          })
          .returning()
      )[0]!;
    const unpaid = await insertRegularOrder(t.database.db, {
      paid: false,
      paymentMethod: 'invoice',
      manualInvoiceId: (await invoice('pending')).id,
    });
    const refused = await track(unpaid.order.id, { carrier: 'fedex', trackingNumber: '794612345678' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SHIP_MESSAGES.unpaidInvoice);
    expect(await rowOf(unpaid.order.id)).toMatchObject({ status: 'processing', trackingNumber: null });
    const confirmed = await track(unpaid.order.id, {
      carrier: 'fedex',
      trackingNumber: '794612345678',
      confirmUnpaid: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await auditsOf(unpaid.order.id))[0]!.details).toMatchObject({
      unpaid: 'Shipped before the invoice was paid',
    });

    const paid = await insertRegularOrder(t.database.db, {
      paid: false,
      paymentMethod: 'invoice',
      manualInvoiceId: (await invoice('paid')).id,
    });
    expect((await track(paid.order.id, { carrier: 'dhl', trackingNumber: '1234567890' })).statusCode).toBe(200);
  });
});

describe('delivered', () => {
  it('only after shipping; sets delivered_at, e-mails, audits; the spec status call does the same; again nothing', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    const early = await send('POST', `/api/orders/${order.id}/delivered`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SHIP_MESSAGES.notShipped);
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(409);

    await track(order.id, { carrier: 'usps', trackingNumber: '9400100000000000000000' });
    const res = await send('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(order.id);
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [mail] = await mailsAbout(order.id);
    expect(mail!.subject).toBe(`Your order C-${1000 + order.id} has been delivered`);
    expect(mail!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=[\\w-]{43}`));
    expect((await auditsOf(order.id)).at(-1)).toMatchObject({
      action: 'order.delivered',
      details: { summary: 'Marked delivered' },
      after: { status: 'delivered' },
    });
    expect((await send('POST', `/api/orders/${order.id}/delivered`)).statusCode).toBe(200);
    expect(await mailsAbout(order.id)).toHaveLength(2);
  });
});
