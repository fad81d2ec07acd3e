/**
 * "Needs your attention" (GET /api/admin/attention): each open event shows as a plain sentence with the admin view of
 * its object, and goes away once the owner has done the thing (a new proof, a reply to the quote, a resend, the
 * NET 30 order's invoice or its cancellation).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../core/en-us-dates';
import { attentionSchema, type AttentionItem } from '../../../core/schemas/attention';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { outbox } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let admin = '';
let client = 0;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const today = () => formatDate(new Date(), 'monthDay', 'utc');
const DAY_MS = 86_400_000;

function inject(method: 'GET' | 'POST' | 'PATCH', url: string, options: { cookie?: string; payload?: object } = {}) {
  client += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.21.0.${client % 250}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function attention(): Promise<AttentionItem[]> {
  const res = await inject('GET', '/api/admin/attention', { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return attentionSchema.parse(res.json()).items;
}

const itemFor = async (path: string, kind: AttentionItem['kind']) =>
  (await attention()).filter((item) => item.path === path && item.kind === kind);

function uploadProof(id: number) {
  const body = multipart({}, { field: 'proof', filename: 'v.png', contentType: 'image/png', bytes: PNG_BYTES });
  return t.app.inject({
    method: 'POST',
    url: `/api/custom-orders/${id}/proofs`,
    headers: { cookie: admin, ...body.headers },
    payload: body.payload,
  });
}

describe('GET /api/admin/attention', () => {
  it('is the admin’s only', async () => {
    expect((await inject('GET', '/api/admin/attention')).statusCode).toBe(401);
  });

  it('a proof change request, until a new version answers it', async () => {
    const { order, token } = await insertCustomOrder(t.database.db, {
      status: 'design_in_progress',
      customerName: 'Anna Park',
    });
    const path = `/admin/orders/W-${order.id + 1000}`;
    expect((await uploadProof(order.id)).statusCode).toBe(201);
    expect(await itemFor(path, 'proof_changes')).toEqual([]);
    const body = multipart({ token, version: 1, comment: 'A darker green, please.' });
    const asked = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/proof/changes`, ...body });
    expect(asked.statusCode, asked.body).toBe(200);
    const [item] = await itemFor(path, 'proof_changes');
    expect(item!.text).toBe(`Anna Park asked for changes to the proof of order W-${order.id + 1000} on ${today()}`);

    expect((await uploadProof(order.id)).statusCode).toBe(201);
    expect(await itemFor(path, 'proof_changes')).toEqual([]);
  });

  it('a deposit paid more than 2 business days ago with no proof, until the proof is sent', async () => {
    const paidAt = new Date(Date.now() - 10 * DAY_MS);
    const { order: late } = await insertCustomOrder(t.database.db, { customerName: 'Lee Chan', createdAt: paidAt });
    const { order: fresh } = await insertCustomOrder(t.database.db, { customerName: 'Kim Fresh' });
    const path = `/admin/orders/W-${late.id + 1000}`;
    const [item] = await itemFor(path, 'proof_overdue');
    expect(item!.text).toBe(
      `No proof yet for order W-${late.id + 1000}: Lee Chan paid the deposit on ${formatDate(paidAt, 'monthDay', 'utc')}`,
    );
    expect(await itemFor(`/admin/orders/W-${fresh.id + 1000}`, 'proof_overdue')).toEqual([]);

    expect((await uploadProof(late.id)).statusCode).toBe(201);
    expect(await itemFor(path, 'proof_overdue')).toEqual([]);
  });

  it('a quote request waiting, until it is answered', async () => {
    const body = multipart({
      customerName: 'Jordan Lee',
      customerEmail: 'jordan@example.com',
      quantity: 150,
      projectDescription: 'Club crest pins for our member-guest tournament in June.',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: '10.21.1.1',
      ...body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json();
    const text = `Jordan Lee asked for a quote for 150 pins (request #${id}) on ${today()}`;
    const waiting = (await itemFor(`/admin/quotes?open=${id}`, 'quote_waiting')).filter((item) => item.text === text);
    expect(waiting).toHaveLength(1);

    const answered = await inject('PATCH', `/api/quote-requests/${id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await itemFor(`/admin/quotes?open=${id}`, 'quote_waiting')).some((item) => item.text === text)).toBe(false);
  });

  it('an e-mail that failed, until it is resent', async () => {
    const id = await enqueueEmail(t.database.db, {
      to: 'gone@bounce.example',
      subject: 'Your invoice INV-100009',
      text: 'Pay here.',
    });
    await t.database.db.update(outbox).set({ status: 'failed', attempts: 8 }).where(eq(outbox.id, id));
    const text = `The e-mail "Your invoice INV-100009" to gone@bounce.example (${today()}) could not be sent`;
    const failed = await itemFor(`/admin/mailbox?open=${id}`, 'email_failed');
    expect(failed.map((item) => item.text)).toContain(text);

    expect((await inject('POST', `/api/admin/mailbox/${id}/resend`, { cookie: admin })).statusCode).toBe(202);
    const after = await itemFor(`/admin/mailbox?open=${id}`, 'email_failed');
    expect(after.map((item) => item.text)).not.toContain(text);
  });

  it('a NET 30 order awaiting its invoice, until it is cancelled (or invoiced)', async () => {
    const { order } = await insertRegularOrder(t.database.db, {
      paid: false,
      status: 'awaiting_invoice',
      paymentMethod: 'invoice',
      companyName: 'Riverside Golf Club',
    });
    const number = `C-${order.id + 1000}`;
    const path = `/admin/orders/${number}`;
    const [item] = await itemFor(path, 'net30_invoice');
    expect(item!.text).toBe(
      `Riverside Golf Club (Pat Golfer) ordered ${number} on NET 30 terms on ${today()}: it waits for your approval`,
    );
    const cancelled = await inject('POST', `/api/admin/orders/${order.id}/cancel`, { cookie: admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await itemFor(path, 'net30_invoice')).toEqual([]);
  });

  it('lists the oldest first', async () => {
    const items = await attention();
    const times = items.map((item) => item.since);
    expect(times).toEqual([...times].sort());
  });
});
