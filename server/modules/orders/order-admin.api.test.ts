/**
 * The admin's changes to orders: status of both kinds (persisted, audited with before and after; shipping has its
 * own routes: order-shipping.api.test.ts) and delete (archived when money moved, erased otherwise; gone from every
 * list).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, customOrders, orders } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { CUSTOMER, insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';

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
  it('a regular order: persisted, audited before/after; "shipped" is the tracking route\'s (400 here)', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    const pending = await send('PUT', `/api/orders/${order.id}/status`, { status: 'pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual(UPDATED);
    const [audit] = await auditsOf('orders', order.id, 'order.status');
    expect(audit).toMatchObject({ before: { status: 'processing' }, after: { status: 'pending' } });
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'pending' })).json()).toEqual(UPDATED);
    expect(await auditsOf('orders', order.id, 'order.status')).toHaveLength(1);

    const shipped = await send('PUT', `/api/orders/${order.id}/status`, { status: 'shipped' });
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().message).toContain(`PUT /api/orders/${order.id}/tracking`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    expect(await mailsAbout('orderId', order.id)).toEqual([]);
  });

  it('a regular order: a status outside the list is a 400, an unknown order 404, a refunded one 409', async () => {
    const { order } = await insertRegularOrder(t.database.db, { status: 'refunded' });
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'mockup_sent' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/orders/999999/status', { status: 'pending' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/orders/${order.id}/status`, { status: 'pending' })).statusCode).toBe(409);
  });

  it('a custom order: persisted, audited before/after; "shipped" is the ship route\'s (400 here)', async () => {
    const { order } = await insertCustomOrder(t.database.db);
    for (const status of ['approved', 'in_production', 'in_production']) {
      const res = await send('PATCH', `/api/custom-orders/${order.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(UPDATED);
    }
    const shipped = await send('PATCH', `/api/custom-orders/${order.id}/status`, { status: 'shipped' });
    expect(shipped.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe('in_production');
    const audits = await auditsOf('custom_orders', order.id, 'custom-order.status');
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ status: 'deposit_paid' }, { status: 'approved' }],
      [{ status: 'approved' }, { status: 'in_production' }],
    ]);
    const all = await mailsAbout('customOrderId', order.id);
    // "approved" e-mails the design's approval with the balance link (proofs.api.test checks it).
    expect(all.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your design is approved/)]);
  });
});

describe('delete', () => {
  const listed = async () => {
    const history = (await send('GET', '/api/admin/orders?limit=100')).json<{
      orders: Array<{ kind: string; order: { id: number } }>;
    }>();
    type Page = { orders: Array<{ id: number }> };
    const mine = (await send('GET', '/api/orders?limit=100', undefined, customer.cookie)).json<Page>().orders;
    const myCustom = (
      await send('GET', '/api/custom-orders/user-orders?limit=100', undefined, customer.cookie)
    ).json<Page>().orders;
    const everyRegular = (await send('GET', '/api/orders?limit=100')).json<Page>().orders;
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
    expect((await send('PUT', `/api/orders/${regular.order.id}/status`, { status: 'pending' })).statusCode).toBe(404);
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
