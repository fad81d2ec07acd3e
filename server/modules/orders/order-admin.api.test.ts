/**
 * The admin's changes to orders: status of both kinds (persisted, audited with before and after, e-mailed where
 * the customer expects it), tracking, and delete (archived when money moved, erased otherwise; gone from every list).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, customOrders, orders } from '../../db/schema';
import { accountTestClient } from '../accounts/account-test-client';
import { CUSTOMER, insertCustomOrder, insertRegularOrder } from './order-test-data';

let t: TestApp;
let client: ReturnType<typeof accountTestClient>;
let admin = '';
let customer = { id: 0, cookie: '' };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  client = accountTestClient(t);
  admin = await signInAdmin(t);
  const registered = await client.register('patgolfer', 'pat-account@example.com');
  customer = { id: registered.user.id, cookie: registered.cookie };
});
afterAll(() => t.close());

function send(method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const auditsOf = (entity: string, id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

/** The e-mails queued to the test customer about one order (the payload names it). */
async function mailsAbout(key: 'orderId' | 'customOrderId', id: number) {
  return (await client.mailTo(CUSTOMER.email)).filter((mail) => mail.payload[key] === id);
}

const UPDATED = { message: 'Order status has been updated successfully.' };

describe('status changes', () => {
  it('a regular order: persisted, audited before/after, e-mailed on shipped and delivered, not twice', async () => {
    const { order } = await insertRegularOrder(t.database.db, { trackingNumber: '1Z999' });
    const shipped = await send('PUT', `/api/orders/${order.id}/status`, { status: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toEqual(UPDATED);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('shipped');
    const [audit] = await auditsOf('orders', order.id, 'order.status');
    expect(audit).toMatchObject({ before: { status: 'processing' }, after: { status: 'shipped' } });
    const [mail] = await mailsAbout('orderId', order.id);
    expect(mail!.subject).toBe(`Your order C-${1000 + order.id} has shipped`);
    expect(mail!.textBody).toContain('1Z999');

    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'shipped' })).json()).toEqual(UPDATED);
    expect(await auditsOf('orders', order.id, 'order.status')).toHaveLength(1);
    expect(await mailsAbout('orderId', order.id)).toHaveLength(1);

    await send('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' });
    const mails = await mailsAbout('orderId', order.id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order C-${1000 + order.id} has been delivered`,
      `Your order C-${1000 + order.id} has shipped`,
    ]);
    expect(mails[0]!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=[\\w-]{43}`));

    await send('PUT', `/api/orders/${order.id}/status`, { status: 'processing' });
    expect(await mailsAbout('orderId', order.id)).toHaveLength(2);
  });

  it('a regular order: a status outside the list is a 400, an unknown order 404, a refunded one 409', async () => {
    const { order } = await insertRegularOrder(t.database.db, { status: 'refunded' });
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'mockup_sent' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/orders/999999/status', { status: 'shipped' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'shipped' })).statusCode).toBe(409);
  });

  it('a custom order: persisted, audited before/after, e-mailed on shipped with its status link', async () => {
    const { order } = await insertCustomOrder(t.database.db);
    for (const status of ['approved', 'in_production', 'shipped', 'shipped']) {
      const res = await send('PATCH', `/api/custom-orders/${order.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(UPDATED);
    }
    const [row] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe('shipped');
    const audits = await auditsOf('custom_orders', order.id, 'custom-order.status');
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ status: 'deposit_paid' }, { status: 'approved' }],
      [{ status: 'approved' }, { status: 'in_production' }],
      [{ status: 'in_production' }, { status: 'shipped' }],
    ]);
    const all = await mailsAbout('customOrderId', order.id);
    // "approved" e-mails the design's approval with the balance link (issue 17; proofs.api.test checks it).
    expect(all.filter((mail) => mail.subject.startsWith('Your design is approved'))).toHaveLength(1);
    const mails = all.filter((mail) => !mail.subject.startsWith('Your design is approved'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your custom pins are on their way (order W-${1000 + order.id})`);
    expect(mails[0]!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=`));
  });
});

describe('tracking', () => {
  it('requires a number, in the spec words; the URL must be http(s)', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    for (const payload of [{}, { trackingNumber: '   ' }, { trackingUrl: 'https://ups.example' }]) {
      const res = await send('PUT', `/api/orders/${order.id}/tracking`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Tracking number is required.');
    }
    const bad = await send('PUT', `/api/orders/${order.id}/tracking`, {
      trackingNumber: '1Z',
      trackingUrl: 'javascript:x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('ships a processing order, e-mails the tracking link and the order link, audited before/after', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    const url = 'https://www.ups.example/track?n=1Z42';
    const res = await send('PUT', `/api/orders/${order.id}/tracking`, { trackingNumber: ' 1Z42 ', trackingUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'shipped', trackingNumber: '1Z42', trackingUrl: url });
    const [audit] = await auditsOf('orders', order.id, 'order.tracking');
    expect(audit).toMatchObject({
      before: { status: 'processing', trackingNumber: null, trackingUrl: null },
      after: { status: 'shipped', trackingNumber: '1Z42', trackingUrl: url },
    });
    const [mail] = await mailsAbout('orderId', order.id);
    expect(mail!.subject).toBe(`Your order C-${1000 + order.id} has shipped`);
    expect(mail!.textBody).toContain(url);
    expect(mail!.textBody).toMatch(new RegExp(`http://shop\\.test/orders/${order.id}\\?token=`));
    expect(mail!.htmlBody).toContain('href="https://www.ups.example/track?n=1Z42"');

    // The same again changes nothing; a delivered order keeps its status when the number is corrected.
    await send('PUT', `/api/orders/${order.id}/tracking`, { trackingNumber: '1Z42', trackingUrl: url });
    expect(await mailsAbout('orderId', order.id)).toHaveLength(1);
    await send('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' });
    await send('PUT', `/api/orders/${order.id}/tracking`, { trackingNumber: '1Z43' });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'delivered', trackingNumber: '1Z43', trackingUrl: null });
    expect((await send('PUT', '/api/orders/999999/tracking', { trackingNumber: '1Z' })).statusCode).toBe(404);
  });
});

describe('delete', () => {
  const listed = async () => {
    const history = (await send('GET', '/api/admin/orders?limit=100')).json<{
      orders: Array<{ kind: string; order: { id: number } }>;
    }>();
    const mine = (await send('GET', '/api/orders', undefined, customer.cookie)).json<Array<{ id: number }>>();
    const myCustom = (await send('GET', '/api/custom-orders/user-orders', undefined, customer.cookie)).json<
      Array<{ id: number }>
    >();
    const everyRegular = (await send('GET', '/api/orders')).json<Array<{ id: number }>>();
    return {
      regular: [...history.orders.filter((o) => o.kind === 'regular').map((o) => o.order.id), ...mine.map((o) => o.id)],
      custom: [
        ...history.orders.filter((o) => o.kind === 'custom').map((o) => o.order.id),
        ...myCustom.map((o) => o.id),
      ],
      everyRegular: everyRegular.map((o) => o.id),
    };
  };

  it('archives a paid order: gone from every list, still behind its status link, audited with before', async () => {
    const regular = await insertRegularOrder(t.database.db, { userId: customer.id });
    const custom = await insertCustomOrder(t.database.db, { userId: customer.id });
    const before = await listed();
    expect(before.regular.filter((id) => id === regular.order.id)).toHaveLength(2);
    expect(before.custom.filter((id) => id === custom.order.id)).toHaveLength(2);

    const r = await send('DELETE', `/api/orders/${regular.order.id}`);
    expect(r.json()).toEqual({ message: 'Order has been deleted successfully.' });
    const c = await send('DELETE', `/api/custom-orders/${custom.order.id}`);
    expect(c.json()).toEqual({ message: 'Custom order has been deleted successfully.' });

    const after = await listed();
    expect(after.regular).not.toContain(regular.order.id);
    expect(after.everyRegular).not.toContain(regular.order.id);
    expect(after.custom).not.toContain(custom.order.id);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, regular.order.id));
    expect(kept!.archivedAt).toBeInstanceOf(Date);
    const [keptCustom] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, custom.order.id));
    expect(keptCustom!.archivedAt).toBeInstanceOf(Date);

    const link = await send('GET', `/api/order-status/${custom.order.id}?token=${custom.token}`, undefined, '');
    expect(link.json()).toMatchObject({ type: 'custom', order: { id: custom.order.id, balanceDue: false } });
    const regularLink = await send(
      'GET',
      `/api/order-status/${regular.order.id}?token=${regular.token}`,
      undefined,
      '',
    );
    expect(regularLink.json()).toMatchObject({ type: 'regular', order: { id: regular.order.id } });

    const [audit] = await auditsOf('custom_orders', custom.order.id, 'custom-order.delete');
    expect(audit).toMatchObject({
      details: { archived: true },
      before: { id: custom.order.id, status: 'deposit_paid' },
    });
    expect(audit!.after).toEqual({ archivedAt: expect.any(String) });
    const [regularAudit] = await auditsOf('orders', regular.order.id, 'order.delete');
    expect(regularAudit).toMatchObject({ details: { archived: true }, before: { id: regular.order.id } });

    // Already deleted: as unknown as a made-up id, for every admin action.
    expect((await send('DELETE', `/api/orders/${regular.order.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/custom-orders/${custom.order.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/orders/${regular.order.id}/status`, { status: 'shipped' })).statusCode).toBe(404);
    const status = await send('PATCH', `/api/custom-orders/${custom.order.id}/status`, { status: 'approved' });
    expect(status.statusCode).toBe(404);
    expect((await send('DELETE', '/api/custom-orders/999999')).statusCode).toBe(404);
  });

  it('erases an order no money moved for', async () => {
    const regular = await insertRegularOrder(t.database.db, { paid: false });
    const custom = await insertCustomOrder(t.database.db, { deposit: false });
    expect((await send('DELETE', `/api/orders/${regular.order.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/custom-orders/${custom.order.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(orders).where(eq(orders.id, regular.order.id))).toEqual([]);
    expect(await t.database.db.select().from(customOrders).where(eq(customOrders.id, custom.order.id))).toEqual([]);
    const [audit] = await auditsOf('custom_orders', custom.order.id, 'custom-order.delete');
    expect(audit).toMatchObject({ details: { archived: false }, after: null, before: { id: custom.order.id } });
  });

  it('is for the admin only, and an empty request from the admin is a 4xx, never a 500', async () => {
    // The admin-guard test's request (ids of 1 there): unknown ids here, so nothing is changed by accident.
    for (const [method, url] of [
      ['GET', '/api/admin/orders/1/1/export'],
      ['POST', '/api/admin/orders/1/1/email'],
      ['POST', '/api/custom-orders/999999/generate-balance-link'],
      ['PATCH', '/api/custom-orders/999999/status'],
      ['DELETE', '/api/custom-orders/999999'],
      ['PUT', '/api/orders/999999/status'],
      ['PUT', '/api/orders/999999/tracking'],
      ['DELETE', '/api/orders/999999'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: admin },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const { order } = await insertRegularOrder(t.database.db);
    expect((await send('DELETE', `/api/orders/${order.id}`, undefined, '')).statusCode).toBe(401);
    expect((await send('DELETE', `/api/orders/${order.id}`, undefined, customer.cookie)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/orders/${order.id}/tracking`, { trackingNumber: 'x' }, customer.cookie)).statusCode,
    ).toBe(403);
  });
});
