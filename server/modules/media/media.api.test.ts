import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';

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

  it('refuses widths outside the list, unknown files and paths that climb out', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/img/333/images/products/harbour-town-lighthouse.svg' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/images/products/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/images/../../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/img/320/etc/passwd' })).statusCode).toBe(404);
  });
});
