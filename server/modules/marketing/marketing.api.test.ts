import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { contacts, newsletterSignups, outbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let client = 0;
/** Each call from its own address unless one is given: both endpoints allow 5 requests a minute per client. */
function post(url: string, payload: unknown, remoteAddress = `10.7.0.${++client}`) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

async function signupsOf(email: string) {
  return t.database.db
    .select()
    .from(newsletterSignups)
    .where(sql`lower(${newsletterSignups.email}) = lower(${email})`);
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${email})`);
}

describe('POST /api/newsletter-signup', () => {
  it('stores the signup with its source and consent time, adds a contact and queues the 15% welcome e-mail', async () => {
    const before = Date.now();
    const res = await post('/api/newsletter-signup', { email: '  Birdie@Example.com ', source: 'popup_15off' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringContaining('15%') });

    const [signup] = await signupsOf('birdie@example.com');
    expect(signup).toMatchObject({ email: 'Birdie@Example.com', source: 'popup_15off', ip: expect.any(String) });
    expect(signup!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(sql`lower(${contacts.email}) = 'birdie@example.com'`);
    expect(contact).toMatchObject({ source: 'signup', consentSource: 'newsletter popup_15off' });
    expect(contact?.marketingConsentAt).toBeInstanceOf(Date);

    const mails = await mailsTo('birdie@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('15% off');
    expect(mails[0]!.textBody).toContain('WELCOME15');
    expect(mails[0]!.htmlBody).toContain('WELCOME15');
  });

  it('answers a repeat (any letter case) with the same success, and stores and sends nothing more', async () => {
    const first = await post('/api/newsletter-signup', { email: 'eagle@example.com', source: 'popup_15off' });
    const again = await post('/api/newsletter-signup', { email: 'EAGLE@example.com', source: 'popup_15off' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await signupsOf('eagle@example.com')).toHaveLength(1);
    expect(await mailsTo('eagle@example.com')).toHaveLength(1);
  });

  it('takes popup_15off as the source when none is sent', async () => {
    expect((await post('/api/newsletter-signup', { email: 'albatross@example.com' })).statusCode).toBe(200);
    expect((await signupsOf('albatross@example.com'))[0]?.source).toBe('popup_15off');
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter your email address'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    [{ email: 'ok@example.com', source: 'spam-list' }, 'source must be one of: popup_15off'],
  ])('refuses %o with 400 "%s" and stores nothing', async (payload, message) => {
    const count = (await t.database.db.select().from(newsletterSignups)).length;
    const res = await post('/api/newsletter-signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(newsletterSignups)).toHaveLength(count);
  });

  it('limits each client to 5 signups a minute', async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/newsletter-signup', { email: `limit${i}@example.com` }, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post('/api/newsletter-signup', { email: 'limit-x@example.com' }, address);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(await signupsOf('limit5@example.com')).toHaveLength(0);
    // Another visitor is not affected.
    expect((await post('/api/newsletter-signup', { email: 'other@example.com' })).statusCode).toBe(200);
  });
});

describe('POST /api/exit-intent-free-pin', () => {
  it('stores the signup under its own source and queues the free-pin e-mail linking to /product/21', async () => {
    const res = await post('/api/exit-intent-free-pin', { email: 'flag@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Free Pin Claimed!');
    expect((await signupsOf('flag@example.com')).map((s) => s.source)).toEqual(['exit_intent_free_pin']);
    const mails = await mailsTo('flag@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/free American Flag golf pin/i);
    expect(mails[0]!.textBody).toContain('http://shop.test/product/21');
  });

  it('keeps one row per e-mail and source: the same address may join the newsletter too', async () => {
    await post('/api/exit-intent-free-pin', { email: 'both@example.com' });
    expect((await post('/api/exit-intent-free-pin', { email: 'Both@Example.com' })).statusCode).toBe(200);
    await post('/api/newsletter-signup', { email: 'both@example.com' });
    expect((await signupsOf('both@example.com')).map((s) => s.source).sort()).toEqual([
      'exit_intent_free_pin',
      'popup_15off',
    ]);
    expect(await mailsTo('both@example.com')).toHaveLength(2);
    const people = await t.database.db
      .select()
      .from(contacts)
      .where(sql`lower(${contacts.email}) = 'both@example.com'`);
    expect(people).toHaveLength(1);
    // The free pin alone was no opt-in to marketing; the newsletter signup that followed was.
    expect(people[0]).toMatchObject({ consentSource: 'newsletter popup_15off' });
  });

  it('records a free-pin signup as a contact without marketing consent', async () => {
    await post('/api/exit-intent-free-pin', { email: 'pinonly@example.com' });
    const [person] = await t.database.db
      .select()
      .from(contacts)
      .where(sql`lower(${contacts.email}) = 'pinonly@example.com'`);
    expect(person).toMatchObject({ marketingConsentAt: null, consentSource: null });
  });

  it.each([[{}], [{ email: 'nope' }], [{ email: '' }]])('refuses %o with 400', async (payload) => {
    const res = await post('/api/exit-intent-free-pin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email address/);
  });

  it('limits each client to 5 claims a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/exit-intent-free-pin', { email: `pin${i}@example.com` }, '10.8.8.8')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
