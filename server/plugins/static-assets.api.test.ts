/**
 * Built files as the production server sends them: the build's own brotli and gzip copies
 * (scripts/precompress-assets.mjs) with the right Content-Encoding and Vary, a year's cache for hashed files and a
 * week for named ones, and only the headers a file needs, while documents keep the full set with a per-response
 * CSP nonce.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityPlugin from './security';
import staticAssetsPlugin, { COMPRESS_OPTIONS, IMMUTABLE_CACHE, NAMED_FILE_CACHE } from './static-assets';

const SCRIPT = `export const pins = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Pin ${i}` })))};\n`;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="5" cy="5" r="4"/>'.repeat(60)}</svg>`;
const BROWSER = 'gzip, deflate, br, zstd';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'pinshop-static-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'images/logos'), { recursive: true });
  writeFileSync(path.join(root, 'assets/pins-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(root, 'images/logos/club.svg'), LOGO);
  writeFileSync(path.join(root, 'icon.svg'), LOGO);
  // The build step itself, as `npm run build` runs it.
  execFileSync(process.execPath, ['scripts/precompress-assets.mjs', root], { stdio: 'pipe' });

  app = Fastify();
  await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 'files', version: '1' } } });
  await app.register(compress, COMPRESS_OPTIONS);
  await app.register(securityPlugin, { publicUrl: 'http://shop.test', strictCsp: true, https: false });
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
  await app.register(staticAssetsPlugin, { root });
  app.get('/page', async (_request, reply) =>
    reply
      .type('text/html')
      .send(`<!doctype html><script nonce="${reply.scriptNonce}"></script>${'<p>pin</p>'.repeat(300)}`),
  );
  await app.ready();
});
afterAll(() => app?.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build step', () => {
  it('writes a .br and a .gz copy next to each compressible file', () => {
    expect(readdirSync(path.join(root, 'assets')).sort()).toEqual([
      'pins-Ab12Cd34.js',
      'pins-Ab12Cd34.js.br',
      'pins-Ab12Cd34.js.gz',
    ]);
    expect(readdirSync(path.join(root, 'images/logos')).sort()).toEqual(['club.svg', 'club.svg.br', 'club.svg.gz']);
  });
});

describe('pre-compressed files', () => {
  it('sends the brotli copy to a browser that accepts it, with Vary: Accept-Encoding', async () => {
    const res = await get('/assets/pins-Ab12Cd34.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    // The build's copy itself, not one compressed again for this request.
    expect(res.rawPayload.equals(readFileSync(path.join(root, 'assets/pins-Ab12Cd34.js.br')))).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/pins-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    expect(gzipped.rawPayload.equals(readFileSync(path.join(root, 'assets/pins-Ab12Cd34.js.gz')))).toBe(true);

    const plain = await get('/assets/pins-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has no address of its own for a copy', async () => {
    expect((await get('/assets/pins-Ab12Cd34.js.br', BROWSER)).statusCode).toBe(404);
    expect((await get('/images/logos/club.svg.gz')).statusCode).toBe(404);
    expect((await get('/icon.svg.br', BROWSER)).statusCode).toBe(404);
  });

  it('routes a folder, not each file in it: one wildcard per folder, a route per file beside the folders', () => {
    for (const url of ['/assets/*', '/images/*', '/icon.svg'])
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/assets/pins-Ab12Cd34.js' })).toBe(false);
    expect(app.printRoutes()).not.toContain('pins-Ab12Cd34');
  });

  it('serves a file beside the folders (the icons), pre-compressed as well', async () => {
    const res = await get('/icon.svg', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGO);
    expect(res.headers['cache-control']).toBe(NAMED_FILE_CACHE);
    expect((await app.inject({ method: 'HEAD', url: '/icon.svg' })).statusCode).toBe(200);
  });

  it('sends nothing from outside the build', async () => {
    for (const url of [
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/images/..%2f..%2fetc/passwd',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('serves named files (public/images) the same way', async () => {
    const res = await get('/images/logos/club.svg', BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGO);
  });
});

describe('caching', () => {
  it('keeps a content-hashed file for a year, immutable', async () => {
    expect((await get('/assets/pins-Ab12Cd34.js')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('keeps a file under its own name for a week, revalidated in the background after that', async () => {
    expect((await get('/images/logos/club.svg')).headers['cache-control']).toBe(NAMED_FILE_CACHE);
  });
});

describe('security headers', () => {
  it('gives a file nosniff and CORP, without a CSP or the other document headers', async () => {
    const res = await get('/assets/pins-Ab12Cd34.js', BROWSER);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('keeps the full set on a page, with a CSP nonce of its own that matches its script', async () => {
    const [first, second] = [await get('/page', BROWSER), await get('/page', BROWSER)];
    for (const res of [first, second]) {
      const csp = String(res.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`nonce="${nonce}"`);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('compresses a page with brotli before zstd when the browser accepts both', async () => {
    const res = await get('/page', BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('answers an unknown file in a folder of the build with the JSON 404 of any unknown address, not a page', async () => {
    const res = await get('/images/logos/missing.svg');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Route GET /images/logos/missing.svg not found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the OpenAPI document', () => {
  it('lists no file route (the icons, the folders): they are files, not operations', () => {
    const paths = Object.keys((app as FastifyInstance & { swagger(): { paths?: object } }).swagger().paths ?? {});
    expect(paths).toEqual(['/page']);
  });
});
