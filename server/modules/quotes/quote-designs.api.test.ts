/**
 * A quote request of several designs (decision 045): each design's name, quantity and artwork kept, the owner's
 * view lists them, the quote's pay link carries them into the order; a request with a bad design saves nothing.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { DESIGN_MESSAGES, designFileField } from '../../../core/designs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { PNG_BYTES } from '../../../tests/helpers/multipart';
import { quoteRequests, uploads } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOLES = [
  { name: 'Hole 1: Acme Bank', quantity: 100 },
  { name: 'Hole 2: Birdie Brewing', quantity: 75 },
  { name: 'Hole 3: Fairway Motors', quantity: 125 },
];

const fields = (designs: unknown, overrides: Record<string, string | number> = {}) => ({
  customerName: 'Lakeside Charity Classic',
  customerEmail: 'sponsors@lakeside.example',
  projectDescription: 'One ball marker per sponsor hole for our charity classic.',
  product: 'ball-marker',
  quantity: 300,
  deadlineDate: addDays(isoDate(new Date()), 40),
  designs: JSON.stringify(designs),
  ...overrides,
});

/** A multipart body as the quote form sends it: the fields, then design n's artwork as `logo` or `logo<n>`. */
function body(values: Record<string, string | number>, files: number[]) {
  const boundary = `----pinshop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(values)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const n of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${designFileField(n)}"; filename="hole-${n}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_BYTES,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let client = 0;
function submit(values: Record<string, string | number>, files: number[]) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: `10.45.0.${client}`,
    ...body(values, files),
  });
}

async function stored() {
  const db = t.database.db;
  const [quotes] = await db.select({ n: count() }).from(quoteRequests);
  const [files] = await db.select({ n: count() }).from(uploads);
  return { quotes: quotes!.n, files: files!.n };
}

describe('a quote request of several designs', () => {
  it('keeps each design with its artwork, shows them to the owner and carries them into the quoted order', async () => {
    const res = await submit(fields(HOLES), [1, 2, 3]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.quantity).toBe(300);
    expect(answer.designs).toEqual(
      HOLES.map((design, index) => ({
        ...design,
        logoUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
        logoFileName: `hole-${index + 1}.png`,
      })),
    );
    // Design 1's artwork is the request's logo, so everything that knows one logo keeps working.
    expect(answer.logoUrl).toBe(answer.designs[0].logoUrl);
    expect(new Set(answer.designs.map((design: { logoUrl: string }) => design.logoUrl)).size).toBe(3);
    for (const design of answer.designs) {
      expect((await t.app.inject({ method: 'GET', url: design.logoUrl })).statusCode).toBe(200);
    }

    const cookie = await signInAdmin(t);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/quote-requests?q=%23${answer.id}`,
      headers: { cookie },
    });
    expect(listed.json().quotes[0].designs).toEqual(answer.designs);

    const quoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quote-requests/${answer.id}`,
      headers: { cookie },
      payload: { quotedAmount: 90_000 },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, answer.id));
    const mails = await t.database.db.query.outbox.findMany();
    const link = mails
      .map((mail) => /\/quote-deposit\/([\w.-]+)/.exec(mail.textBody)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(row!.preparedOrderId).not.toBeNull();
    const order = (await t.app.inject({ method: 'GET', url: `/api/prepared-orders/${link}` })).json();
    expect(order).toMatchObject({ product: 'ball-marker', quantity: 300, designs: answer.designs });
  });

  it.each([
    ['a design under 25', [{ name: 'Hole 1', quantity: 24 }], 24, DESIGN_MESSAGES.quantity],
    ['a design without a name', [{ name: ' ', quantity: 100 }], 100, DESIGN_MESSAGES.name],
    [
      '11 designs',
      Array.from({ length: 11 }, (_unused, index) => ({ name: `Hole ${index + 1}`, quantity: 25 })),
      275,
      DESIGN_MESSAGES.count,
    ],
    ['quantities that do not add up', HOLES, 250, DESIGN_MESSAGES.total],
  ])('refuses %s with its message and saves nothing', async (_label, designs, quantity, message) => {
    const before = await stored();
    const files = designs.slice(0, 10).map((_design, index) => index + 1);
    const res = await submit(fields(designs, { quantity }), files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a design without its artwork, naming the design, and saves nothing', async () => {
    const before = await stored();
    const res = await submit(fields(HOLES), [1, 3]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: DESIGN_MESSAGES.artwork,
      issues: [{ path: 'designs.1.artwork', message: DESIGN_MESSAGES.artwork }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file for a design that is not listed', async () => {
    const res = await submit(fields(HOLES.slice(0, 2), { quantity: 175 }), [1, 2, 3]);
    expect(res.statusCode).toBe(400);
  });

  it('keeps a request of one logo without designs as before', async () => {
    const res = await submit(fields(HOLES, { designs: '', quantity: 150 }), [1]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ quantity: 150, designs: [], logoUrl: expect.stringMatching(/^\/uploads\//) });
  });
});
