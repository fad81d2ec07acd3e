import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../tests/helpers/admin';
import { buildTestApp, newSessionId, type TestApp } from '../../tests/helpers/app';
import { readOperations } from '../../tests/helpers/fuzz-openapi';
import { ROUTE_ACCESS } from '../../tests/helpers/route-access';
import { accountTestClient } from '../../tests/helpers/account-test-client';
import { isPersonalPath } from './no-store';

let t: TestApp;
let admin = '';
let customer = '';
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  customer = (await accountTestClient(t).register('nostore', 'nostore@example.com')).cookie;
});
afterAll(() => t.close());

describe('personal pages and calls are never cached', () => {
  it.each([
    ['/api/auth/user', {}],
    ['/api/orders', {}],
    ['/api/order-status/1?token=abc', {}],
    ['/api/invoices/INV-100001', {}],
    ['/api/balance-payment/not-a-real-token-at-all-000', {}],
    ['/api/custom-orders/1', {}],
    ['/api/cart', { 'x-session-id': newSessionId() }],
  ])('GET %s answers Cache-Control: no-store, whatever its status', async (url, headers) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the catalogue and the blog stay cacheable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).headers['cache-control']).not.toBe('no-store');
  });

  it('covers the personal pages and not the public ones', () => {
    for (const page of [
      '/track-order',
      '/orders/3?token=x',
      '/balance-payment/abc',
      '/pay-invoice/INV-1',
      '/checkout',
      '/verify-email?token=abc',
      '/register/verify?token=abc',
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      expect(isPersonalPath(page), page).toBe(true);
    }
    for (const page of ['/', '/wholesale', '/product/1', '/blog', '/blog/ordering-guide', '/quote', '/custom']) {
      expect(isPersonalPath(page), page).toBe(false);
    }
  });

  it('every admin read (lists, exports, files) and every signed-in read answers no-store', async () => {
    const operations = (await readOperations(t.app)).filter((op) => op.method === 'GET');
    const missing: string[] = [];
    for (const op of operations) {
      const entry = ROUTE_ACCESS[op.operationId];
      const isAdmin = op.tags.includes('admin');
      const personal = entry && (entry.visitor === 401 || entry.owned || entry.ownList);
      if (!isAdmin && !personal) continue;
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: isAdmin ? admin : customer } });
      if (res.headers['cache-control'] !== 'no-store') missing.push(`${op.operationId} GET ${url}: ${res.statusCode}`);
    }
    expect(missing).toEqual([]);
    for (const page of ['/admin', '/admin/orders/custom/1/packing-slip?prices=1', '/admin/security']) {
      expect(isPersonalPath(page), page).toBe(true);
    }
  });
});
