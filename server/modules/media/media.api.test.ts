import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { IMAGE_NOT_RENDERED, RENDER_LIMITS } from './media.service';

/** What Chromium sends for an <img>. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /img/{width}/...', () => {
  it('renders a product SVG to a WebP of the asked width, then serves it from the cache', async () => {
    const url = '/img/320/images/products/harbour-town-lighthouse.svg';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('renders the in-between widths a phone picks (720 for a 412px screen at DPR 1.75)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/720/images/products/harbour-town-lighthouse.svg' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(720);
  });

  it('sends a picture with the headers of a file, not those of a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/320/images/products/harbour-town-lighthouse.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(res.headers[header], header).toBeUndefined();
    }
  });

  it('sends AVIF to a browser whose Accept names it, WebP to any other client, and varies on Accept', async () => {
    const url = '/img/480/images/products/harbour-town-lighthouse.svg';
    const avif = await t.app.inject({ method: 'GET', url, headers: { accept: CHROMIUM_ACCEPT } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 480]);

    for (const accept of [undefined, '*/*', 'image/*', 'image/webp,*/*', 'image/avif;q=0, image/webp', 'text/html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toBe('image/webp');
      expect(res.headers.vary, accept).toBe('Accept');
      expect((await sharp(res.rawPayload).metadata()).format, accept).toBe('webp');
    }
  });

  it('keeps the AVIF and the WebP of one picture apart in its cache', async () => {
    const url = '/img/160/images/products/harbour-town-lighthouse.svg';
    const avif = await t.app.inject({ method: 'GET', url, headers: { accept: CHROMIUM_ACCEPT } });
    const webp = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    const avifAgain = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    expect(avifAgain.headers['content-type']).toBe('image/avif');
    expect(avifAgain.rawPayload.equals(avif.rawPayload)).toBe(true);
    // Smaller, or the second encoding would not be worth a first request's wait.
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
  });

  it('answers a missing picture with the same 404 whichever format is asked for', async () => {
    const url = '/img/320/images/products/nope.svg';
    const asAvif = await t.app.inject({ method: 'GET', url, headers: { accept: CHROMIUM_ACCEPT } });
    const asWebp = await t.app.inject({ method: 'GET', url });
    expect(asAvif.statusCode).toBe(404);
    expect(asAvif.headers['content-type']).toMatch(/^application\/json/);
    expect(asAvif.json()).toEqual(asWebp.json());
  });

  it('refuses widths outside the list, unknown files and paths that climb out', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/img/333/images/products/harbour-town-lighthouse.svg' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/images/products/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/images/../../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/etc/passwd' })).statusCode).toBe(404);
  });
});

/**
 * An SVG logo anyone can upload with a quote request, declared 3000 x 3000 (12,500 px square at the 300 dpi we
 * render at: 156 MP, under sharp's own limit) and filled with blurred shapes, which librsvg takes minutes over.
 */
function denseSvg(): Buffer {
  const blurred = Array.from(
    { length: 40 },
    (_, i) => `<circle cx="${(i * 370) % 3000}" cy="${(i * 530) % 3000}" r="1400" fill="#1f7a3a" filter="url(#b)"/>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000" viewBox="0 0 3000 3000">` +
      `<defs><filter id="b"><feGaussianBlur stdDeviation="400"/></filter></defs>${blurred}</svg>`,
  );
}

describe('a picture too large or too complex to render', () => {
  it('is refused with a clear 422 within the render limit, and the shop answers meanwhile', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: '10.6.0.1',
      ...multipart(
        {
          customerName: 'Pat',
          customerEmail: 'pat@example.com',
          projectDescription: 'A crest for our club',
          quantity: 30,
        },
        { field: 'logo', filename: 'crest.svg', contentType: 'image/svg+xml', bytes: denseSvg() },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { logoUrl } = upload.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/^\/uploads\/[\w-]+\.svg$/);

    const started = Date.now();
    const rendering = t.app.inject({ method: 'GET', url: `/img/1200${logoUrl}` });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const refused = await rendering;
    const tookMs = Date.now() - started;
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: IMAGE_NOT_RENDERED });
    expect(tookMs).toBeLessThan(RENDER_LIMITS.seconds * 1000);

    // Asked again (another width's worth of work saved too): the same answer at once, no second attempt.
    const again = Date.now();
    expect((await t.app.inject({ method: 'GET', url: `/img/1200${logoUrl}` })).statusCode).toBe(422);
    expect(Date.now() - again).toBeLessThan(1000);
  });
});
