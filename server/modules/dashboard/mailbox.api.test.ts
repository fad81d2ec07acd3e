/**
 * The admin's mailbox: the outbox listed newest first (by state, recipient or subject, a page at a time), one message
 * with its bodies, and Resend for a failed message only (attempts from zero, audited, then really sent).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../../core/schemas/admin';
import {
  MAILBOX_MESSAGES,
  mailboxMessageSchema,
  mailboxPageSchema,
  type MailboxRow,
} from '../../../core/schemas/mailbox';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { outbox } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';

let t: TestApp;
let admin = '';
const ids = { receipt: 0, failed: 0, sent: 0, pending: 0 };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  const db = t.database.db;
  ids.receipt = await enqueueEmail(db, {
    to: 'pat@example.com',
    subject: 'Your order #7 is confirmed',
    text: 'Thanks for your order.',
    html: '<p>Thanks for your <b>order</b>.</p>',
    payload: { orderId: 7 },
  });
  ids.failed = await enqueueEmail(db, { to: 'gone@bounce.example', subject: 'Invoice INV-1', text: 'Pay here.' });
  ids.sent = await enqueueEmail(db, { to: 'ann@example.com', subject: '50% off_pins', text: 'Sale.' });
  ids.pending = await enqueueEmail(db, { to: 'bo@example.com', subject: 'Welcome', text: 'Hello.' });
  await db
    .update(outbox)
    .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
    .where(eq(outbox.id, ids.failed));
  await db.update(outbox).set({ status: 'sent', attempts: 1, sentAt: new Date() }).where(eq(outbox.id, ids.sent));
  // Only this file's messages: the receipt stays pending too, like `pending`.
  await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
    .where(eq(outbox.id, ids.receipt));
}, 60_000);
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, cookie = admin) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

async function list(query = ''): Promise<MailboxRow[]> {
  return (await page(query)).emails;
}

async function page(query = '') {
  const res = await call('GET', `/api/admin/mailbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return mailboxPageSchema.parse(res.json());
}

const mine = (rows: MailboxRow[]) => rows.filter((row) => Object.values(ids).includes(row.id)).map((row) => row.id);

describe('GET /api/admin/mailbox', () => {
  it('is for the admin only', async () => {
    expect((await call('GET', '/api/admin/mailbox', '')).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/mailbox/${ids.receipt}`, '')).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/mailbox/${ids.failed}/resend`, '')).statusCode).toBe(401);
  });

  it('lists every message newest first with its state, attempts and last error', async () => {
    const rows = await list();
    expect(mine(rows)).toEqual([ids.pending, ids.sent, ids.failed, ids.receipt]);
    const failed = rows.find((row) => row.id === ids.failed)!;
    expect(failed).toMatchObject({
      to: 'gone@bounce.example',
      subject: 'Invoice INV-1',
      kind: 'email',
      state: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    });
    expect(rows.find((row) => row.id === ids.sent)?.sentAt).toEqual(expect.any(String));
  });

  it('filters by state and by recipient or subject (wildcards typed are plain text), a page at a time', async () => {
    expect(mine(await list('?status=failed'))).toEqual([ids.failed]);
    expect(mine(await list('?q=BOUNCE'))).toEqual([ids.failed]);
    expect(mine(await list('?q=order%20%237'))).toEqual([ids.receipt]);
    expect(mine(await list('?q=off_'))).toEqual([ids.sent]);
    expect(mine(await list('?q=%25'))).toEqual([ids.sent]);
    const only = await page('?limit=1&q=ann%40example.com');
    expect(only).toEqual({ emails: [expect.objectContaining({ id: ids.sent })], nextCursor: null });
    const newest = await page('?limit=1');
    const next = await page(`?limit=1&cursor=${newest.nextCursor}`);
    expect(next.emails[0]!.id).toBeLessThan(newest.emails[0]!.id);
  });

  it('refuses a bad filter with a 400', async () => {
    expect((await call('GET', '/api/admin/mailbox?status=lost')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/mailbox?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/mailbox/{id}', () => {
  it('shows the message with its text and HTML bodies and what caused it', async () => {
    const res = await call('GET', `/api/admin/mailbox/${ids.receipt}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(mailboxMessageSchema.parse(res.json())).toMatchObject({
      id: ids.receipt,
      text: 'Thanks for your order.',
      html: '<p>Thanks for your <b>order</b>.</p>',
      payload: { orderId: 7 },
      state: 'pending',
    });
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const missing = await call('GET', '/api/admin/mailbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MAILBOX_MESSAGES.notFound });
    expect((await call('GET', '/api/admin/mailbox/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/mailbox/{id}/resend', () => {
  it('refuses a message that did not fail (409) and an unknown one (404), and records nothing', async () => {
    for (const id of [ids.pending, ids.sent]) {
      const res = await call('POST', `/api/admin/mailbox/${id}/resend`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MAILBOX_MESSAGES.notFailed });
    }
    expect((await call('POST', '/api/admin/mailbox/999999/resend')).statusCode).toBe(404);
    const audit = await call('GET', '/api/admin/audit?entity=outbox');
    expect(audit.json().entries).toEqual([]);
  });

  it('queues a failed message again with attempts from zero, audited, and the worker sends it', async () => {
    const res = await call('POST', `/api/admin/mailbox/${ids.failed}/resend`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: MAILBOX_MESSAGES.resent });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, ids.failed));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    const audit = auditPageSchema.parse((await call('GET', `/api/admin/audit?entity=outbox`)).json()).entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'mail.resend',
        entityId: String(ids.failed),
        actorUsername: 'owner',
        before: { status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' },
        after: { status: 'pending', attempts: 0, lastError: null },
      }),
    ]);

    // Sent for real (the test transport writes .eml files); a second Resend is refused now.
    await t.app.services.outbox.runOnce();
    const [after] = await list('?q=bounce');
    expect(after).toMatchObject({ id: ids.failed, state: 'sent', attempts: 1 });
    expect((await call('POST', `/api/admin/mailbox/${ids.failed}/resend`)).statusCode).toBe(409);
  });
});
