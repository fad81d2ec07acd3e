/**
 * The bounce and complaint webhooks with recorded payloads: Amazon SES notices wrapped by SNS (signed by a test key
 * whose certificate the injected fetcher serves, as AWS's would be), Postmark's bounce and spam complaint webhooks,
 * and the plain JSON form. Verified notices suppress (hard bounce, complaint: at once; soft: the third); a bad
 * signature or secret is a 401 that records nothing.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { emailBounces, outbox, suppressions } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';

const FIXTURES = 'tests/fixtures/email-webhooks';
const fixture = (name: string) => JSON.parse(readFileSync(`${FIXTURES}/${name}`, 'utf8')) as Record<string, unknown>;
const CERT = readFileSync(`${FIXTURES}/test-sns-cert.pem`, 'utf8');
const SECRET = 'bounce-webhook-secret-0123456789';
const fetched: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { EMAIL_WEBHOOK_SECRET: SECRET },
    {
      snsCertificateFetcher: async (url) => {
        fetched.push(url);
        return CERT;
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(suppressions);
  await t.database.db.delete(emailBounces);
});

const ses = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/email/ses',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
    payload: JSON.stringify(payload),
  });
const withSecret = (url: string, payload: object, authorization: string | undefined) =>
  t.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, payload });
const basic = (password: string) => `Basic ${Buffer.from(`postmark:${password}`).toString('base64')}`;
const suppressed = async () =>
  (await t.database.db.select().from(suppressions))
    .map((s) => [s.email, s.reason])
    .sort(([a], [b]) => a!.toLowerCase().localeCompare(b!.toLowerCase()));

describe('Amazon SES through SNS', () => {
  it('a signed hard bounce (SignatureVersion 1) suppresses the address and marks its last message', async () => {
    const id = await t.database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'gone.golfer@example.com', subject: 'Spring pins', text: 'Hi' }),
    );
    await t.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, id));
    const res = await ses(fixture('ses-bounce-hard.sns.json'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1, suppressed: 1 });
    expect(await suppressed()).toEqual([['gone.golfer@example.com', 'bounced']]);
    expect(fetched.at(-1)).toMatch(/^https:\/\/sns\.us-east-1\.amazonaws\.com\/.+\.pem$/);
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(message!.lastError).toBe('Bounced');
  });

  it('a signed complaint (SignatureVersion 2) suppresses as complained', async () => {
    const res = await ses(fixture('ses-complaint.sns.json'));
    expect(res.json()).toEqual({ received: 1, suppressed: 1 });
    expect(await suppressed()).toEqual([['angry.golfer@example.com', 'complained']]);
  });

  it('soft bounces suppress from the third on', async () => {
    const soft = fixture('ses-bounce-soft.sns.json');
    expect((await ses(soft)).json()).toEqual({ received: 1, suppressed: 0 });
    expect((await ses(soft)).json()).toEqual({ received: 1, suppressed: 0 });
    expect(await suppressed()).toEqual([]);
    expect((await ses(soft)).json()).toEqual({ received: 1, suppressed: 1 });
    expect(await suppressed()).toEqual([['full.box@example.com', 'bounced']]);
  });

  it('a changed message, a foreign certificate address or a missing signature is a 401 and records nothing', async () => {
    const hard = fixture('ses-bounce-hard.sns.json');
    const tampered = { ...hard, Message: String(hard.Message).replace('gone.golfer', 'someone.else') };
    const http = { ...hard, SigningCertURL: String(hard.SigningCertURL).replace('https:', 'http:') };
    const foreign = { ...hard, SigningCertURL: 'https://sns.us-east-1.amazonaws.com.evil.example/cert.pem' };
    const unsigned = { ...hard, Signature: undefined };
    const otherVersion = { ...hard, SignatureVersion: '2' };
    for (const payload of [tampered, http, foreign, unsigned, otherVersion, { hello: 'world' }]) {
      const res = await ses(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(401);
    }
    expect(await suppressed()).toEqual([]);
    const [bounces] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailBounces);
    expect(bounces!.n).toBe(0);
  });
});

describe('Postmark', () => {
  it('a hard bounce and a spam complaint with the secret as basic auth', async () => {
    const hard = await withSecret('/api/webhooks/email/postmark', fixture('postmark-bounce-hard.json'), basic(SECRET));
    expect(hard.statusCode, hard.body).toBe(200);
    expect(hard.json()).toEqual({ received: 1, suppressed: 1 });
    const spam = fixture('postmark-spam-complaint.json');
    expect((await withSecret('/api/webhooks/email/postmark', spam, basic(SECRET))).json()).toEqual({
      received: 1,
      suppressed: 1,
    });
    expect(await suppressed()).toEqual([
      ['lost.caddie@example.com', 'bounced'],
      ['spam.clicker@example.com', 'complained'],
    ]);
  });

  it('a wrong or missing secret is a 401 and suppresses nothing', async () => {
    for (const auth of [basic('wrong-secret'), undefined, `Bearer ${SECRET}x`]) {
      const res = await withSecret('/api/webhooks/email/postmark', fixture('postmark-bounce-hard.json'), auth);
      expect(res.statusCode).toBe(401);
    }
    expect(await suppressed()).toEqual([]);
  });
});

describe('the plain JSON form', () => {
  it('takes hard, soft and complaint notices with the secret as a Bearer token', async () => {
    const post = (payload: object) => withSecret('/api/webhooks/email/bounces', payload, `Bearer ${SECRET}`);
    expect((await post({ email: 'Dead@Example.com', type: 'hard' })).json()).toEqual({ received: 1, suppressed: 1 });
    expect((await post({ email: 'cross@example.com', type: 'complaint' })).json()).toMatchObject({ suppressed: 1 });
    expect((await post({ email: 'slow@example.com', type: 'soft' })).json()).toMatchObject({ suppressed: 0 });
    expect(await suppressed()).toEqual([
      ['cross@example.com', 'complained'],
      ['Dead@Example.com', 'bounced'],
    ]);
    const bad = await post({ email: 'not an address', type: 'hard' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'email must be an e-mail address']);
  });

  it('a wrong secret is a 401 and suppresses nothing', async () => {
    const res = await withSecret('/api/webhooks/email/bounces', { email: 'a@example.com', type: 'hard' }, 'Bearer x');
    expect(res.statusCode).toBe(401);
    expect(await suppressed()).toEqual([]);
  });
});
