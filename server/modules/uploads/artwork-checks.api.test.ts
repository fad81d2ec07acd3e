/**
 * Artwork pre-flight through the real routes: a file checked before its form is sent (nothing kept), and the report
 * kept with the upload when the designer, the quote form or the design library sends it, for the owner to read.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkCheck } from '../../../core/schemas/artwork';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { artworkFile, artworkPdf } from '../../../tests/helpers/artwork-fixtures';
import { SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart } from '../../../tests/helpers/multipart';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';
import { uploads } from '../../db/schema';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let client = 0;
const remote = () => `10.7.${Math.floor(++client / 200)}.${client % 200}`;

function check(file: { filename: string; contentType: string; bytes: Buffer }, field?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/artwork-checks',
    remoteAddress: remote(),
    ...multipart(field ? { field } : {}, { field: 'file', ...file }),
  });
}

async function adminReport(url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/artwork-report?url=${encodeURIComponent(url)}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Pick<ArtworkCheck, 'report'>).report!;
}

const storedUploads = async () => (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;
const nexts = (check: ArtworkCheck) => check.report!.findings.map((f) => f.next).join(' ');

describe('POST /api/artwork-checks', () => {
  it('reports each fixture in plain words, with what happens next, and keeps nothing', async () => {
    const before = await storedUploads();
    const crest: ArtworkCheck = (await check(artworkFile('crest'))).json();
    expect(crest.report).toMatchObject({ kind: 'raster', widthPx: 240, colourCount: 3 });
    expect(nexts(crest)).toContain('We’ll redraw it as vector, free');
    const palette: ArtworkCheck = (await check(artworkFile('palette'))).json();
    expect(palette.report!.colourCount).toBe(14);
    expect(nexts(palette)).toContain('More than 8 colours: we’ll suggest a simpler palette');
    const flag: ArtworkCheck = (await check(artworkFile('flag'))).json();
    expect(flag.report).toMatchObject({ kind: 'vector', colourCount: 3 });
    expect(flag.report!.findings.every((f) => f.tone === 'ok')).toBe(true);
    const thin: ArtworkCheck = (await check(artworkFile('thinLines'))).json();
    expect(thin.report!.findings.map((f) => f.id)).toContain('thin-lines');
    expect(thin.report!.transparent).toBe(true);
    expect(await storedUploads()).toBe(before);
  });

  it('a PDF of several pages: the first is used and the report says so', async () => {
    const res = await check({ filename: 'crest.pdf', contentType: 'application/pdf', bytes: await artworkPdf(2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report.findings[0].text).toBe(
      'Your PDF has 2 pages: we checked and will use the first page only.',
    );
  });

  it('a file that is not an image, PDF or SVG: the field’s own message, nothing kept', async () => {
    const before = await storedUploads();
    const text = { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('Just some notes, not art') };
    const design = await check(text);
    expect([design.statusCode, design.json().message]).toEqual([
      415,
      'Please upload a PNG, JPG, GIF, SVG or PDF file.',
    ]);
    const quote = await check({ ...text, bytes: await artworkPdf(1) }, 'quote-logo');
    expect([quote.statusCode, quote.json().message]).toEqual([415, 'Please upload a PNG, JPG, GIF, or SVG file.']);
    const proof = await check(artworkFile('flag'), 'proof-change');
    expect([proof.statusCode, proof.json().message]).toEqual([415, 'Please upload a PNG or JPG image.']);
    const none = await t.app.inject({ method: 'POST', url: '/api/artwork-checks', ...multipart({}) });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Please choose a file to check.']);
    expect(await storedUploads()).toBe(before);
  });
});

describe('the report kept with the upload, for the owner', () => {
  it('the designer’s file: the admin reads its report from the order’s artwork', async () => {
    const body = multipart(
      { orderData: JSON.stringify(SMALL_SILVER_ORDER) },
      { field: 'logo', ...artworkFile('crest') },
    );
    const prepared = await t.app.inject({ method: 'POST', url: '/api/custom-orders/prepare', ...body });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const { order } = await insertCustomOrder(t.database.db, { logoUrl: prepared.json().logoUrl });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/custom-orders/${order.id}`,
      headers: { cookie: admin },
    });
    const report = await adminReport(seen.json().logoUrl);
    expect(report.findings.find((f) => f.id === 'resolution')!.next).toMatch(/^We’ll redraw it as vector, free/);
  });

  it('a quote request’s logo and a saved design’s artwork keep theirs', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: remote(),
      ...multipart(
        { customerName: 'Pat', customerEmail: 'pat@example.com', projectDescription: 'Club crest', quantity: 30 },
        { field: 'logo', ...artworkFile('palette') },
      ),
    });
    expect(quote.statusCode, quote.body).toBe(201);
    expect((await adminReport(quote.json().logoUrl)).colourCount).toBe(14);

    const { cookie } = await accountTestClient(t).register('artworkowner', 'artwork-owner@example.com');
    const design = multipart(
      {
        design: JSON.stringify({
          name: 'Flag',
          options: { quantity: 100, size: '1inch', plating: 'gold', packaging: ['just-pins'], rushOrder: false },
        }),
      },
      { field: 'logo', ...artworkFile('flag') },
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-designs',
      headers: { ...design.headers, cookie },
      payload: design.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await adminReport(saved.json().logoUrl)).kind).toBe('vector');
  });

  it('a proof change request’s image: the owner reads its report in the proof thread', async () => {
    const { order, token } = await insertCustomOrder(t.database.db);
    const proof = multipart({ note: '' }, { field: 'proof', ...artworkFile('thinLines') });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/custom-orders/${order.id}/proofs`,
      headers: { ...proof.headers, cookie: admin },
      payload: proof.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const changes = multipart(
      { token, version: 1, comment: 'Like this crest' },
      { field: 'image', ...artworkFile('crest') },
    );
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/proof/changes`,
      remoteAddress: remote(),
      ...changes,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/custom-orders/${order.id}/proofs`,
      headers: { cookie: admin },
    });
    const report = await adminReport(thread.json().designs[0].feedback[0].imageUrl);
    expect(report).toMatchObject({ kind: 'raster', widthPx: 240 });
  });

  it('the report is the owner’s: a visitor is refused, an unknown file is 404', async () => {
    const url = `/api/admin/artwork-report?url=${encodeURIComponent('/uploads/0000.png')}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.purpose, 'quote-logo')).limit(1);
    expect(row!.preflight!.swatches.length).toBeGreaterThan(0);
  });
});
