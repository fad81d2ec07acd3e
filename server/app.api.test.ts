import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../tests/helpers/app';
import { signInAdmin } from '../tests/helpers/admin';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('error format', () => {
  it('an unknown /api route answers 404 JSON with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('malformed JSON is a 400 with a clear message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('a non-numeric product id is a 400 with the zod issues', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('id must be a number');
    expect(body.issues[0].path).toBe('params.id');
  });

  it('a missing product is a 404 with the spec message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });

  it('every response carries a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('security', () => {
  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // A JSON answer runs no script: scripts from the shop's origin only, no nonce (pages: static-assets.api.test.ts).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(res.headers['content-security-policy']).not.toContain('nonce-');
  });

  it("allows PayPal's hosts in the CSP only when real PayPal buttons are in use", async () => {
    const testMode = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(testMode.headers['content-security-policy']).not.toContain('paypal.com');
    const real = await buildTestApp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENV: 'sandbox' });
    try {
      const csp = String(
        (await real.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.paypal\.com/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/www\.paypal\.com/);
      const setup = await real.app.inject({ method: 'GET', url: '/paypal/setup' });
      expect(setup.json()).toMatchObject({ mode: 'sandbox', clientId: 'id' });
    } finally {
      await real.close();
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-site request refused' });

    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('GET /api/auth/user is 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
  });
});

describe('catalogue and cart (foundation slice)', () => {
  it('GET /api/products lists the active demo products with the spec fields and prices in dollars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const products = res.json() as Array<Record<string, unknown>>;
    expect(products.length).toBeGreaterThanOrEqual(24);
    const flag = products.find((p) => p.id === 21);
    expect(flag).toMatchObject({ name: 'American Flag Golf Pin', price: 0, group: 'patriotic' });
    for (const key of ['id', 'name', 'description', 'price', 'imageUrl', 'inStock', 'stockQuantity', 'category']) {
      expect(products[0]).toHaveProperty(key);
    }
  });

  it('GET /api/cart needs an X-Session-Id the shop issued (it issues one when there is none) and starts empty', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['x-session-id']).toHaveLength(44);

    const malformed = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': 'abc' } });
    expect(malformed.statusCode).toBe(400);

    const ok = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': newSessionId() } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, methods]) =>
        Object.keys(methods).map(
          // The image route's wildcard is documented as a trailing {path} (server/plugins/openapi-document.ts).
          (m) => `${m.toUpperCase()} ${p.replace(/\{path\}$/, '*').replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const ours = t.app.registeredRoutes.filter(
      (route) => !route.hidden && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
    );
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const route of ours) expect(documented).toContain(`${route.method} ${route.url}`);
    for (const expected of ['GET /api/products', 'GET /api/products/:id', 'GET /api/cart', 'GET /healthz']) {
      expect(documented).toContain(expected);
    }
  });

  it('serves the browsable docs page to the admin only; the JSON document stays public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' })).statusCode).toBe(401);
    const admin = await signInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
