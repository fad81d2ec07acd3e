/**
 * Unsubscribing by the token of a campaign e-mail: RFC 8058 one-click from a mail provider's servers (any body, a
 * foreign Origin) takes effect at once and withdraws the address's queued campaign mail; a repeat changes nothing;
 * the undo removes only the person's own unsubscribe; a forged token is a 404 everywhere.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { campaigns, emailCampaigns, outbox, suppressions } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { unsubscribeToken } from './unsubscribe-tokens';

/** buildTestApp's SESSION_SECRET: the app signs unsubscribe links with it. */
const SECRET = 'test-session-secret-of-at-least-32-chars';

let t: TestApp;
let campaignId = 0;
let client = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  const [campaign] = await t.database.db
    .insert(campaigns)
    .values({ kind: 'marketing', subject: 'Spring sale', ratePerSecond: 10 })
    .returning();
  campaignId = campaign!.id;
}, 60_000);
afterAll(() => t.close());

/** A recipient of the campaign: its unsubscribe token. */
async function recipient(email: string): Promise<string> {
  const [row] = await t.database.db
    .insert(emailCampaigns)
    .values({ campaignId, customerEmail: email, campaignType: 'marketing' })
    .returning();
  return unsubscribeToken(SECRET, row!.id);
}

/** From its own address each time: these tests make more calls than the per-address limit. */
function call(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: string | Buffer | object; headers?: Record<string, string> } = {},
) {
  client += 1;
  return t.app.inject({ method, url, remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`, ...options });
}

const oneClick = (token: string) =>
  call('POST', `/api/unsubscribe/${token}`, {
    payload: 'List-Unsubscribe=One-Click',
    // As a mail provider's server sends it: a form body, its own Origin, no Sec-Fetch-Site.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
  });

async function suppressionsOf(email: string) {
  return t.database.db
    .select()
    .from(suppressions)
    .where(sql`lower(${suppressions.email}) = lower(${email})`);
}

describe('one-click unsubscribe', () => {
  it('GET shows the masked address and changes nothing (mail scanners open links)', async () => {
    const token = await recipient('ada.fairway@example.com');
    const res = await call('GET', `/api/unsubscribe/${token}`);
    expect(res.json()).toEqual({
      email: 'a***@example.com',
      unsubscribed: false,
      message: 'This address receives our marketing e-mail.',
    });
    expect(await suppressionsOf('ada.fairway@example.com')).toEqual([]);
  });

  it('a form POST from a foreign Origin unsubscribes at once, withdraws queued campaign mail, and a repeat changes nothing', async () => {
    const token = await recipient('Ben.Birdie@example.com');
    const db = t.database.db;
    const [campaignMail, otherCampaignMail, receipt, someoneElse] = await db.transaction(async (tx) => [
      await enqueueEmail(tx, { to: 'ben.birdie@example.com', subject: 'Spring sale', text: 'x', kind: 'campaign' }),
      await enqueueEmail(tx, { to: 'BEN.BIRDIE@example.com', subject: 'VIP offer', text: 'x', kind: 'campaign' }),
      await enqueueEmail(tx, { to: 'ben.birdie@example.com', subject: 'Your order', text: 'x' }),
      await enqueueEmail(tx, { to: 'cal.chip@example.com', subject: 'Spring sale', text: 'x', kind: 'campaign' }),
    ]);

    const res = await oneClick(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      email: 'B***@example.com',
      unsubscribed: true,
      message: CAMPAIGN_MESSAGES.unsubscribed,
    });
    expect(await suppressionsOf('ben.birdie@example.com')).toMatchObject([{ reason: 'unsubscribed', campaignId }]);
    const status = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!.status;
    expect(await Promise.all([campaignMail, otherCampaignMail, receipt, someoneElse].map(status))).toEqual([
      'cancelled',
      'cancelled',
      'pending',
      'pending',
    ]);

    const again = await oneClick(token);
    expect(again.json()).toMatchObject({ unsubscribed: true });
    expect(await suppressionsOf('ben.birdie@example.com')).toHaveLength(1);
    expect((await call('GET', `/api/unsubscribe/${token}`)).json()).toMatchObject({ unsubscribed: true });
  });

  it('takes any body a client may send: multipart, JSON, empty JSON or none', async () => {
    const form = multipart({ 'List-Unsubscribe': 'One-Click' });
    const bodies = [
      { payload: form.payload, headers: form.headers },
      { payload: { 'List-Unsubscribe': 'One-Click' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      {},
    ];
    for (const [index, body] of bodies.entries()) {
      const email = `body${index}@example.com`;
      const res = await call('POST', `/api/unsubscribe/${await recipient(email)}`, body);
      expect([res.statusCode, res.json().unsubscribed], email).toEqual([200, true]);
      expect(await suppressionsOf(email)).toHaveLength(1);
    }
  });

  it("the page's plain forms (page=1) are sent back to the page with a 303", async () => {
    const token = await recipient('dee.drive@example.com');
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' };
    const res = await call('POST', `/api/unsubscribe/${token}`, { payload: 'page=1', headers });
    expect([res.statusCode, res.headers.location]).toEqual([303, `/unsubscribe/${token}`]);
    expect(await suppressionsOf('dee.drive@example.com')).toHaveLength(1);
    const undo = await call('POST', `/api/unsubscribe/${token}/undo`, { payload: 'page=1', headers });
    expect([undo.statusCode, undo.headers.location]).toEqual([303, `/unsubscribe/${token}?resubscribed=1`]);
    expect(await suppressionsOf('dee.drive@example.com')).toEqual([]);
  });
});

describe('undo', () => {
  it("removes the person's own unsubscribe; resubscribing and unsubscribing again work", async () => {
    const token = await recipient('eve.eagle@example.com');
    await oneClick(token);
    const undo = await call('POST', `/api/unsubscribe/${token}/undo`);
    expect(undo.json()).toEqual({
      email: 'e***@example.com',
      unsubscribed: false,
      message: CAMPAIGN_MESSAGES.resubscribed,
    });
    expect(await suppressionsOf('eve.eagle@example.com')).toEqual([]);
    expect((await oneClick(token)).json()).toMatchObject({ unsubscribed: true });
  });

  it("the admin's exclusion becomes the person's unsubscribe; a bounce stays whatever the person does", async () => {
    const db = t.database.db;
    await db.insert(suppressions).values([
      { email: 'fay.fore@example.com', reason: 'excluded' },
      { email: 'gus.green@example.com', reason: 'bounced' },
    ]);
    const fay = await recipient('fay.fore@example.com');
    await oneClick(fay);
    expect(await suppressionsOf('fay.fore@example.com')).toMatchObject([{ reason: 'unsubscribed', campaignId }]);

    const gus = await recipient('gus.green@example.com');
    expect((await oneClick(gus)).json()).toMatchObject({ unsubscribed: true });
    expect((await call('POST', `/api/unsubscribe/${gus}/undo`)).json()).toMatchObject({ unsubscribed: true });
    expect(await suppressionsOf('gus.green@example.com')).toMatchObject([{ reason: 'bounced' }]);
  });

  it('is refused from another site (only the one-click POST is exempt from the same-origin check)', async () => {
    const token = await recipient('hal.hook@example.com');
    await oneClick(token);
    const res = await call('POST', `/api/unsubscribe/${token}/undo`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await suppressionsOf('hal.hook@example.com')).toHaveLength(1);
  });
});

describe('a link that is not ours', () => {
  it('is a 404 with the same message for a forged signature, an unknown recipient or garbage', async () => {
    const real = await recipient('ivy.iron@example.com');
    const forged = `${real.split('.')[0]}.${'A'.repeat(43)}`;
    const unknown = unsubscribeToken(SECRET, 999_999);
    const otherSecret = unsubscribeToken('another-secret-of-at-least-32-characters', Number(real.split('.')[0]));
    for (const token of [forged, unknown, otherSecret, 'garbage']) {
      for (const [method, url] of [
        ['GET', `/api/unsubscribe/${token}`],
        ['POST', `/api/unsubscribe/${token}`],
        ['POST', `/api/unsubscribe/${token}/undo`],
      ] as const) {
        const res = await call(method, url);
        expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([
          404,
          CAMPAIGN_MESSAGES.unsubscribeNotFound,
        ]);
      }
    }
    expect(await suppressionsOf('ivy.iron@example.com')).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/unsubscribe/garbage', remoteAddress: '10.8.0.1' })).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
