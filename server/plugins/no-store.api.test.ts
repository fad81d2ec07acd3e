import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../../tests/helpers/app';
import { isPersonalPath } from './no-store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
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
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      expect(isPersonalPath(page), page).toBe(true);
    }
    for (const page of ['/', '/wholesale', '/product/1', '/blog', '/blog/ordering-guide', '/quote', '/custom']) {
      expect(isPersonalPath(page), page).toBe(false);
    }
  });
});
