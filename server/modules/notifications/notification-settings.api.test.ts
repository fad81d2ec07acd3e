/**
 * The owner's notification settings (GET and PUT /api/admin/settings/notifications): who gets the notices, which
 * kinds are off, saved audited; a bad address is a 400 that names it. A new quote request and an e-mail the outbox
 * gave up on tell the owner (never a notice about a failed notice).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { auditLog, outbox, shopSettings } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';

const URL = '/api/admin/settings/notifications';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-notices-'));

let t: TestApp;
let admin = '';
let client = 0;
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const put = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
const get = (cookie = admin) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });

function submitQuote(name: string) {
  client += 1;
  const body = multipart({
    customerName: name,
    customerEmail: 'jordan@example.com',
    quantity: 150,
    projectDescription: 'Club crest pins for our member-guest tournament in June.',
  });
  return t.app.inject({ method: 'POST', url: '/api/quote-requests', remoteAddress: `10.9.0.${client}`, ...body });
}

const noticesOf = async (kind: string) =>
  (await t.database.db.select().from(outbox)).filter((row) => row.payload.ownerNotice === kind);

describe('the settings', () => {
  it('are the admin’s only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await put({ recipients: [], off: [] }, '')).statusCode).toBe(401);
  });

  it('start empty: every kind on, to the sales address', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: [], off: [], defaultRecipient: 'sales@pinshop.example' });
  });

  it('refuse a bad address by name, too many addresses and an unknown kind (400, nothing saved)', async () => {
    const bad = await put({ recipients: ['owner@pins.example', 'owner at pins'], off: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"owner at pins" is not an e-mail address');
    const many = await put({ recipients: Array.from({ length: 11 }, (_, i) => `o${i}@pins.example`), off: [] });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('At most 10 addresses');
    expect((await put({ recipients: [], off: ['birthdays'] })).statusCode).toBe(400);
    expect((await put({ recipients: 'owner@pins.example', off: [] })).statusCode).toBe(400);
    expect((await get()).json()).toMatchObject({ recipients: [], off: [] });
  });

  it('save each address once and write the audit row in plain words', async () => {
    const res = await put({
      recipients: [' Owner@pins.example', 'owner@pins.example', 'studio@pins.example'],
      off: ['proof_approved', 'proof_approved'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      recipients: ['Owner@pins.example', 'studio@pins.example'],
      off: ['proof_approved'],
      defaultRecipient: 'sales@pinshop.example',
    });
    expect((await get()).json()).toEqual(res.json());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_settings'), eq(auditLog.entityId, 'owner_notifications')));
    expect(audit!.details).toEqual({
      summary: 'Owner notices go to Owner@pins.example, studio@pins.example; off: A customer approved a proof',
    });
    expect(audit!.before).toEqual({ owner_notifications: { recipients: [], off: [] } });
  });

  it('read back as the default when the stored value no longer reads', async () => {
    await t.database.db
      .update(shopSettings)
      .set({ value: { recipients: 'nobody', off: 3 } })
      .where(eq(shopSettings.key, 'owner_notifications'));
    expect((await get()).json()).toMatchObject({ recipients: [], off: [] });
  });
});

describe('a new quote request', () => {
  it('tells the addresses set, with the request; switched off, nobody', async () => {
    await put({ recipients: ['owner@pins.example'], off: [] });
    const first = await submitQuote('Jordan Lee');
    expect(first.statusCode, first.body).toBe(201);
    const [notice, ...more] = await noticesOf('quote_request');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      toAddress: 'owner@pins.example',
      subject: `New quote request #${first.json().id} from Jordan Lee`,
    });
    expect(notice!.textBody).toContain('Quantity: 150 pins');
    expect(notice!.textBody).toContain('http://shop.test/admin/quotes?open=');

    await put({ recipients: ['owner@pins.example'], off: ['quote_request'] });
    expect((await submitQuote('Sam Quiet')).statusCode).toBe(201);
    expect(await noticesOf('quote_request')).toHaveLength(1);
    await put({ recipients: [], off: [] });
  });
});

describe('an e-mail the outbox gives up on', () => {
  it('tells the owner once; a notice that fails in turn tells nobody', async () => {
    // The mail folder is a file: the file transport cannot write, so every message fails.
    writeFileSync(path.join(dataDir, 'mail'), 'not a folder');
    const { db } = t.database;
    const id = await enqueueEmail(db, { to: 'anna@example.com', subject: 'Your proof is ready', text: 'See it.' });
    await db.update(outbox).set({ attempts: 7 }).where(eq(outbox.id, id));
    await t.app.services.outbox.runOnce();
    const [failed] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(failed!.status).toBe('failed');
    const [notice, ...more] = await noticesOf('email_failed');
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('An e-mail could not be sent: Your proof is ready');
    expect(notice!.textBody).toContain(
      'The e-mail "Your proof is ready" to anna@example.com could not be sent after 8 tries',
    );
    expect(notice!.textBody).toContain('http://shop.test/admin/mailbox?open=');

    await db.update(outbox).set({ attempts: 7, nextAttemptAt: new Date() }).where(eq(outbox.id, notice!.id));
    await t.app.services.outbox.runOnce();
    expect((await db.select().from(outbox).where(eq(outbox.id, notice!.id)))[0]!.status).toBe('failed');
    expect(await noticesOf('email_failed')).toHaveLength(1);
  });
});
