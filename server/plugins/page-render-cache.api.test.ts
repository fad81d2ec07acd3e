/**
 * Signed-out pages reuse their rendered HTML (app/render-cache.server.ts) only while everything the render reads is
 * the same: a catalogue edit shows in the very next page, every response has its own CSP nonce and request id, and
 * a signed-in visitor gets a page rendered for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { signInAdmin, TEST_ADMIN } from '../../tests/helpers/admin';
import { createTestDatabase } from '../../tests/helpers/database';

/** A product of the demo catalogue. */
const PRODUCT = 1;

describe('the rendered-page cache', () => {
  let database: DatabaseHandle;
  let app: App;
  let adminCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-render-cache-')),
        SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
        PUBLIC_URL: 'http://shop.test',
        LOG_LEVEL: 'silent',
      },
      { persistSecret: false },
    );
    app = await buildApp({ config, database, pages: 'development' });
    adminCookie = await signInAdmin({ app, database, close: async () => {} });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** The nonce attributes of a page (one per-response value) and its request id. */
  function perResponse(res: Awaited<ReturnType<typeof page>>) {
    const nonces = new Set([...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    return { nonces: [...nonces], requestId: String(res.headers['x-request-id']) };
  }

  it('gives every response its own CSP nonce and request id, the same page otherwise', async () => {
    const first = await page('/wholesale');
    const second = await page('/wholesale');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [a, b] = [perResponse(first), perResponse(second)];
    expect(a.nonces).toHaveLength(1);
    expect(b.nonces).toHaveLength(1);
    expect(b.nonces[0]).not.toBe(a.nonces[0]);
    // The error page's reference (root loader data) is each response's own request id.
    expect(first.body).toContain(a.requestId);
    expect(second.body).toContain(b.requestId);
    expect(second.body).not.toContain(a.requestId);
    const normalise = (html: string, r: typeof a) => html.replaceAll(r.nonces[0]!, 'N').replaceAll(r.requestId, 'R');
    expect(normalise(second.body, b)).toBe(normalise(first.body, a));
  });

  it('sends a kept page whole, with its length, compressed when asked, and without a body to HEAD', async () => {
    const rendered = await page('/blog');
    const kept = await page('/blog');
    expect([rendered.statusCode, kept.statusCode]).toEqual([200, 200]);
    // Written from the kept parts (app/entry.server keptPageParts), so its length is known before the first byte.
    expect(kept.headers['content-length']).toBe(String(kept.rawPayload.length));
    const normalise = (html: string, res: typeof kept) => {
      const { nonces, requestId } = perResponse(res);
      return html.replaceAll(nonces[0]!, 'N').replaceAll(requestId, 'R');
    };
    expect(normalise(kept.body, kept)).toBe(normalise(rendered.body, rendered));

    const compressed = await app.inject({ method: 'GET', url: '/blog', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-length']).not.toBe(kept.headers['content-length']);
    const html = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    const { nonces } = perResponse({ ...compressed, body: html } as typeof kept);
    expect(html.replaceAll(nonces[0]!, 'N').replaceAll(String(compressed.headers['x-request-id']), 'R')).toBe(
      normalise(kept.body, kept),
    );

    const head = await app.inject({ method: 'HEAD', url: '/blog' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('shows an admin edit of the catalogue in the very next page', async () => {
    const before = await page(`/product/${PRODUCT}`);
    expect(before.statusCode).toBe(200);
    await page(`/product/${PRODUCT}`);
    const current = (await app.inject({ method: 'GET', url: `/api/products/${PRODUCT}` })).json<{
      name: string;
      description: string;
      price: number;
      category: string;
      stockQuantity: number;
    }>();
    const renamed = `${current.name} Renamed For The Cache Test`;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/products/${PRODUCT}`,
      headers: { cookie: adminCookie },
      payload: {
        name: renamed,
        description: current.description,
        price: current.price,
        category: current.category,
        stockQuantity: current.stockQuantity,
        expectedStock: current.stockQuantity,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await page(`/product/${PRODUCT}`);
    expect(before.body).not.toContain(renamed);
    expect(after.body).toContain(renamed);
    expect((await page('/wholesale')).body).toContain(renamed);
  });

  it('renders a signed-in visitor their own page', async () => {
    await page('/');
    const signedIn = await page('/', adminCookie);
    expect(signedIn.statusCode).toBe(200);
    // The root loader's user (the header's account menu) reaches the page.
    expect(signedIn.body).toContain(TEST_ADMIN.email);
    expect((await page('/')).body).not.toContain(TEST_ADMIN.email);
  });
});
