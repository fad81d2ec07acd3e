/**
 * The real app's pages and API answers: brotli before zstd for a browser that accepts both (smaller on every page
 * and on /api/products), Vary: Accept-Encoding, and a page keeps the document security headers. (Development pages
 * have no strict CSP, for Vite's scripts; static-assets.api.test.ts checks the CSP nonce with the strict policy.)
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../../tests/helpers/database';

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

describe('compression of pages and API answers', () => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-page-compression-')),
        SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
        PUBLIC_URL: 'http://shop.test',
        LOG_LEVEL: 'silent',
      },
      { persistSecret: false },
    );
    app = await buildApp({ config, database, pages: 'development' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });

  it('sends a page as brotli with Vary: Accept-Encoding and the document headers', async () => {
    const res = await get('/wholesale');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('</html>');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends /api/products as brotli too', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toBeTruthy();
  });
});
