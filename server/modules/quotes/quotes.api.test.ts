import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PDF_BYTES, PNG_BYTES, type FilePart } from '../../../tests/helpers/multipart';
import { outbox, quoteRequests, uploads } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  customerName: 'Jordan Spieth Fan Club',
  customerEmail: 'jordan@example.com',
  customerPhone: '555-0100',
  companyName: 'Pebble Pro Shop',
  projectDescription: 'Round pin with our crest, gold plating, for the member-guest.',
  quantity: 150,
  preferredSize: '1inch',
  deadlineDate: addDays(isoDate(new Date()), 30),
  additionalNotes: 'Please match PMS 349.',
};

let client = 0;
/** Each call from its own address: the endpoint allows 10 requests a minute per client. */
function submit(fields: Record<string, string | number>, file?: FilePart) {
  const body = multipart(fields, file);
  client += 1;
  return t.app.inject({ method: 'POST', url: '/api/quote-requests', remoteAddress: `10.0.0.${client}`, ...body });
}

const logo = (bytes: Buffer, filename: string, contentType = 'image/png'): FilePart => ({
  field: 'logo',
  filename,
  contentType,
  bytes,
});

describe('POST /api/quote-requests', () => {
  it('stores the request with its logo and queues the confirmation and the sales notification', async () => {
    const res = await submit(valid, logo(PNG_BYTES, 'crest.png'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      quantity: 150,
      logoUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
    });

    const [stored] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(stored).toMatchObject({ customerEmail: 'jordan@example.com', logoFileName: 'crest.png', status: 'pending' });

    const mails = await t.database.db.select().from(outbox);
    // The customer's confirmation, and the owner's notice (which names the request under `about`).
    const forQuote = mails.filter(
      (m) =>
        m.payload.quoteRequestId === body.id ||
        (m.payload.ownerNotice === 'quote_request' && (m.payload.about as { id: number }).id === body.id),
    );
    expect(forQuote.map((m) => m.toAddress).sort()).toEqual(['jordan@example.com', 'sales@pinshop.example']);
    expect(forQuote.find((m) => m.toAddress === 'sales@pinshop.example')?.textBody).toContain(
      `http://shop.test${body.logoUrl}`,
    );

    const file = await t.app.inject({ method: 'GET', url: body.logoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    // Re-encoded: the same picture, not the same bytes.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it.each([
    [{ customerName: '' }, 'Name is required'],
    [{ customerEmail: 'not-an-email' }, 'Valid email is required'],
    [{ projectDescription: 'too short' }, 'Please provide more details about your project'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [
      { deadlineDate: addDays(isoDate(new Date()), 10) },
      'Deadline must be at least 3 weeks from today to allow for production time',
    ],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const before = (await t.database.db.select().from(quoteRequests)).length;
    const res = await submit({ ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.database.db.select().from(quoteRequests)).length).toBe(before);
  });

  it('accepts a request without a logo and without the optional fields', async () => {
    const res = await submit({
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      projectDescription: 'Ball markers for our club championship.',
      quantity: 25,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().logoUrl).toBeNull();
  });

  it('is rate limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = multipart({ ...valid, customerName: '' });
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/quote-requests', remoteAddress: '10.9.9.9', ...body }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  describe('upload attacks', () => {
    it('decides the type by the bytes: a PNG named .svg is stored as a PNG', async () => {
      const res = await submit(valid, logo(PNG_BYTES, 'logo.svg', 'image/svg+xml'));
      expect(res.statusCode).toBe(201);
      expect(res.json().logoUrl).toMatch(/\.png$/);
    });

    it('refuses an HTML file named .png with 415', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      const res = await submit(valid, logo(html, 'logo.png'));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Please upload a PNG, JPG, GIF, or SVG file.' });
    });

    it('refuses a PDF on the quote form (the designer takes PDFs, the quote does not)', async () => {
      const res = await submit(valid, logo(PDF_BYTES, 'logo.pdf', 'application/pdf'));
      expect(res.statusCode).toBe(415);
    });

    it('keeps an SVG without its script, event handlers and external references, served as an attachment', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">' +
          '<script>alert(2)</script><circle cx="5" cy="5" r="4" fill="green" onclick="alert(3)"/>' +
          '<image xlink:href="https://evil.example/track.png"/><a href="javascript:alert(4)"><rect width="2" height="2"/></a></svg>',
      );
      const res = await submit(valid, logo(svg, 'crest.svg', 'image/svg+xml'));
      expect(res.statusCode).toBe(201);
      const file = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      const kept = file.body;
      expect(kept).toContain('<circle');
      for (const bad of ['onload', 'onclick', '<script', 'alert(', 'evil.example', 'javascript:']) {
        expect(kept).not.toContain(bad);
      }
    });

    it('refuses a file of 10 MB + 1 byte with 413 and keeps nothing', async () => {
      const uploadsBefore = (await t.database.db.select().from(uploads)).length;
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
      PNG_BYTES.copy(big);
      const res = await submit(valid, logo(big, 'huge.png'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'Please upload a file smaller than 10MB.' });
      expect((await t.database.db.select().from(uploads)).length).toBe(uploadsBefore);
    });

    it('answers 404 for an unknown upload and never serves a path outside the store', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/uploads/0000.png' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2Fsession-secret' })).statusCode).toBe(404);
    });
  });
});
