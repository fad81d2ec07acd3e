/**
 * The admin ships a custom order (POST /api/admin/custom-orders/{id}/ship) and marks it delivered: the tracking
 * number normalised, the URL derived from the carrier, an unpaid balance confirmed explicitly, the customer's e-mail
 * with carrier, number, link and address, the audit in plain words, corrections e-mailed only when asked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIP_MESSAGES } from '../../../core/schemas/shipping';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, customOrders, type NewCustomOrder } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { CUSTOMER, insertCustomOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let client: ReturnType<typeof accountTestClient>;
let admin = '';
let customerCookie = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  client = accountTestClient(t);
  admin = await signInAdmin(t);
  customerCookie = (await client.register('shipfan', 'ship-fan@example.com')).cookie;
});
afterAll(() => t.close());

const UPS = '1Z999AA10123456784';
const UPS_URL = `https://www.ups.com/track?tracknum=${UPS}`;
const SHIP_TO = {
  name: 'Pat Golfer',
  company: 'Pebble Creek Golf Club',
  address: '1 Clubhouse Drive',
  city: 'Newport Beach',
  state: 'CA',
  zipCode: '92660',
  country: 'US' as const,
};

/** In production with its balance paid and an address to ship to, unless told otherwise. */
function paidOrder(values: Partial<NewCustomOrder> = {}) {
  return insertCustomOrder(t.database.db, {
    status: 'in_production',
    balancePaymentId: 'CAPTURE-BALANCE',
    shipTo: SHIP_TO,
    ...values,
  });
}

function post(path: string, payload?: object, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
const ship = (id: number, payload: object, cookie = admin) =>
  post(`/api/admin/custom-orders/${id}/ship`, payload, cookie);
const delivered = (id: number, cookie = admin) => post(`/api/admin/custom-orders/${id}/delivered`, undefined, cookie);

const rowOf = async (id: number) =>
  (await t.database.db.select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const mailsAbout = async (id: number) =>
  (await client.mailTo(CUSTOMER.email)).filter((mail) => mail.payload.customOrderId === id);
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'custom_orders'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('shipping a custom order', () => {
  it('normalises the number, derives the URL, e-mails carrier, number, link and address, audits in plain words', async () => {
    const { order, token } = await paidOrder();
    const res = await ship(order.id, { carrier: 'ups', trackingNumber: ' 1z 999-aa1 01 2345 6784 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order shipped: the customer has been e-mailed the tracking details.');

    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'shipped', carrier: 'ups', trackingNumber: UPS, trackingUrl: UPS_URL });
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeNull();

    const [mail, ...more] = await mailsAbout(order.id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your custom pins are on their way (order W-${1000 + order.id})`);
    for (const line of [
      'Carrier: UPS',
      `Tracking number: ${UPS}`,
      'Pebble Creek Golf Club',
      'Newport Beach, CA 92660',
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    expect(mail!.textBody).toContain(`Track your package: ${UPS_URL}`);
    expect(mail!.textBody.split('Track your package')).toHaveLength(2);
    expect(mail!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=`));
    expect(mail!.htmlBody).toContain(`href="${UPS_URL.replace('&', '&amp;')}"`);

    const [audit] = await auditsOf(order.id);
    expect(audit).toMatchObject({
      action: 'custom-order.shipped',
      details: { summary: `Shipped with UPS ${UPS}`, emailed: CUSTOMER.email },
      before: { status: 'in_production', carrier: null, trackingNumber: null },
      after: { status: 'shipped', carrier: 'ups', trackingNumber: UPS, trackingUrl: UPS_URL },
    });

    // The customer's page by the signed link shows the carrier and the tracking link.
    const page = await t.app.inject({ method: 'GET', url: `/api/order-status/${order.id}?token=${token}` });
    expect(page.json()).toMatchObject({
      type: 'custom',
      order: {
        status: 'shipped',
        carrier: 'ups',
        trackingNumber: UPS,
        trackingUrl: UPS_URL,
        shippedAt: expect.any(String),
      },
    });
  });

  it('refuses an unpaid balance with 409 unless the body confirms it, and says so in the audit', async () => {
    const { order } = await paidOrder({ balancePaymentId: null, status: 'approved' });
    const refused = await ship(order.id, { carrier: 'usps', trackingNumber: '9400 1000 0000 0000 0000 00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SHIP_MESSAGES.unpaidBalance);
    expect(await rowOf(order.id)).toMatchObject({ status: 'approved', trackingNumber: null, shippedAt: null });
    expect(await mailsAbout(order.id)).toEqual([]);

    const confirmed = await ship(order.id, {
      carrier: 'usps',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      confirmUnpaid: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rowOf(order.id)).trackingUrl).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    const [audit] = await auditsOf(order.id);
    expect(audit!.details).toMatchObject({ unpaid: 'Shipped before the balance was paid' });
  });

  it('answers 400 for a bad carrier, a missing or odd number, a bad link, and "Other" without its link', async () => {
    const { order } = await paidOrder();
    const cases: Array<[object, string]> = [
      [{ carrier: 'royal-mail', trackingNumber: UPS }, SHIP_MESSAGES.carrier],
      [{ trackingNumber: UPS }, SHIP_MESSAGES.carrier],
      [{ carrier: 'ups' }, SHIP_MESSAGES.trackingRequired],
      [{ carrier: 'ups', trackingNumber: ' - - ' }, SHIP_MESSAGES.trackingRequired],
      [{ carrier: 'ups', trackingNumber: '1Z<script>' }, SHIP_MESSAGES.trackingCharacters],
      [{ carrier: 'ups', trackingNumber: UPS, trackingUrl: 'javascript:alert(1)' }, SHIP_MESSAGES.trackingUrl],
      [{ carrier: 'other', trackingNumber: 'AB123' }, SHIP_MESSAGES.trackingUrlOther],
    ];
    for (const [payload, message] of cases) {
      const res = await ship(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await mailsAbout(order.id)).toEqual([]);

    const other = await ship(order.id, {
      carrier: 'other',
      trackingNumber: 'ab-123',
      trackingUrl: 'https://track.example/AB123',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({ carrier: 'other', trackingUrl: 'https://track.example/AB123' });
    const [audit] = await auditsOf(order.id);
    expect(audit!.details).toMatchObject({ summary: 'Shipped with tracking number AB123' });
  });

  it('corrects the tracking of a shipped order, e-mailing again only when asked; the same again changes nothing', async () => {
    const { order } = await paidOrder();
    await ship(order.id, { carrier: 'ups', trackingNumber: UPS });
    const first = (await rowOf(order.id)).shippedAt;

    const quiet = await ship(order.id, { carrier: 'fedex', trackingNumber: '7946 1234 5678' });
    expect(quiet.json().message).toBe('Tracking updated: the customer was not e-mailed.');
    expect(await rowOf(order.id)).toMatchObject({
      carrier: 'fedex',
      trackingNumber: '794612345678',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
      shippedAt: first,
    });
    expect(await mailsAbout(order.id)).toHaveLength(1);
    expect((await auditsOf(order.id)).at(-1)).toMatchObject({
      action: 'custom-order.tracking',
      details: { summary: 'Tracking changed to FedEx 794612345678' },
    });

    await ship(order.id, { carrier: 'fedex', trackingNumber: '794612345678' });
    expect(await auditsOf(order.id)).toHaveLength(2);

    await ship(order.id, { carrier: 'fedex', trackingNumber: '794612345678', emailCustomer: true });
    const mails = await mailsAbout(order.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toContain('Carrier: FedEx');
  });

  it('adds tracking to an order marked shipped before the dialog existed as a correction (no e-mail unless asked)', async () => {
    const { order } = await paidOrder({ status: 'shipped' });
    const res = await ship(order.id, { carrier: 'ups', trackingNumber: UPS });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: UPS,
      shippedAt: expect.any(Date),
    });
    expect(await mailsAbout(order.id)).toEqual([]);
    expect((await auditsOf(order.id))[0]).toMatchObject({ action: 'custom-order.tracking' });
  });

  it('refuses "shipped" from the status selector with a 400 naming the ship route; no e-mail', async () => {
    const { order } = await paidOrder();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`POST /api/admin/custom-orders/${order.id}/ship`);
    expect((await rowOf(order.id)).status).toBe('in_production');
    expect(await mailsAbout(order.id)).toEqual([]);
  });

  it('refuses a cancelled order (409), an unknown one (404), a customer (403) and a visitor (401)', async () => {
    const { order } = await paidOrder({ status: 'cancelled' });
    expect((await ship(order.id, { carrier: 'ups', trackingNumber: UPS })).statusCode).toBe(409);
    expect((await ship(999_999, { carrier: 'ups', trackingNumber: UPS })).statusCode).toBe(404);
    const { order: live } = await paidOrder();
    expect((await ship(live.id, { carrier: 'ups', trackingNumber: UPS }, customerCookie)).statusCode).toBe(403);
    expect((await ship(live.id, { carrier: 'ups', trackingNumber: UPS }, '')).statusCode).toBe(401);
    expect((await delivered(live.id, customerCookie)).statusCode).toBe(403);
    expect((await rowOf(live.id)).status).toBe('in_production');
  });
});

describe('delivered', () => {
  it('only after shipping: delivered_at, the e-mail, the audit; again changes nothing', async () => {
    const { order, token } = await paidOrder();
    const early = await delivered(order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SHIP_MESSAGES.notShipped);

    await ship(order.id, { carrier: 'dhl', trackingNumber: '1234567890' });
    const res = await delivered(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(order.id);
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [mail] = await mailsAbout(order.id);
    expect(mail!.subject).toBe(`Your custom pins have been delivered (order W-${1000 + order.id})`);
    expect((await auditsOf(order.id)).at(-1)).toMatchObject({
      action: 'custom-order.delivered',
      details: { summary: 'Marked delivered' },
      before: { status: 'shipped' },
      after: { status: 'delivered' },
    });

    expect((await delivered(order.id)).statusCode).toBe(200);
    expect(await mailsAbout(order.id)).toHaveLength(2);

    // A correction after delivery keeps it delivered.
    await ship(order.id, { carrier: 'dhl', trackingNumber: '1234567891' });
    const page = await t.app.inject({ method: 'GET', url: `/api/order-status/${order.id}?token=${token}` });
    expect(page.json()).toMatchObject({
      order: {
        status: 'delivered',
        carrier: 'dhl',
        trackingNumber: '1234567891',
        deliveredAt: expect.any(String),
      },
    });
  });
});
