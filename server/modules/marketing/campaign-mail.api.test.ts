import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { addContacts, addList, campaignDriver } from '../../../tests/helpers/campaigns';
import { readMailDir, type ParsedEml } from '../../../tests/helpers/eml';
import { campaigns } from '../../db/schema';
import { recipientOfToken } from './unsubscribe-tokens';

const POSTAL = '1 Fairway Drive, Newport Beach, CA 92660';
const SECRET = 'test-session-secret-of-at-least-32-chars';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-campaign-mail-'));

let t: TestApp;
let cookie: string;
let driver: ReturnType<typeof campaignDriver>;
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir, SHOP_POSTAL_ADDRESS: POSTAL });
  cookie = await signInAdmin(t);
  driver = campaignDriver(t);
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

const HOSTILE = [
  '<h2 style="color:#1f7a3a">Spring <b>pins</b></h2>',
  '<p onclick="steal()" style="background:url(https://evil.example/x.png)">Fresh designs.</p>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(2)">bad link</a> <a href="https://pinshop.example/products">Shop now</a>',
  '<img src="http://tracker.example/t.gif" alt="tracker"><img src="https://pinshop.example/pin.png" alt="A pin">',
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"></form>',
].join('\n');

async function mailsTo(address: string): Promise<ParsedEml[]> {
  return (await readMailDir(dataDir)).filter((mail) => mail.headers.to === address);
}

describe('a marketing e-mail as the recipient gets it (.eml)', () => {
  let mail: ParsedEml;
  beforeAll(async () => {
    await addContacts(t.database.db, [{ email: 'reader@example.com', name: 'Robin' }]);
    const res = await post('/api/send-marketing-email', { subject: 'Spring pins are here', content: HOSTILE });
    expect(res.statusCode, res.body).toBe(202);
    await driver.run();
    mail = (await mailsTo('reader@example.com'))[0]!;
    expect(mail).toBeDefined();
  });

  it('carries List-Unsubscribe (one-click address and mailto, one token) and List-Unsubscribe-Post', () => {
    expect(mail.headers.subject).toBe('Spring pins are here');
    const match =
      /^<http:\/\/shop\.test\/api\/unsubscribe\/([^>]+)>, <mailto:sales@pinshop\.example\?subject=unsubscribe%20([^>]+)>$/.exec(
        mail.headers['list-unsubscribe'] ?? '',
      );
    expect(match, mail.headers['list-unsubscribe']).not.toBeNull();
    expect(match![2]).toBe(match![1]);
    expect(recipientOfToken(SECRET, match![1]!)).toEqual(expect.any(Number));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('shows a visible unsubscribe link and the postal address in both the HTML and the text', () => {
    const token = /\/api\/unsubscribe\/([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
    const page = `http://shop.test/unsubscribe/${token}`;
    expect(mail.html).toContain(`<a href="${page}"`);
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
    expect(mail.html).toContain(POSTAL);
    expect(mail.text).toContain(`Unsubscribe: ${page}`);
    expect(mail.text).toContain(POSTAL);
  });

  it('keeps the formatting and safe links, drops scripts, handlers, javascript: links, frames and forms', () => {
    expect(mail.html).toContain('<h2 style="color:#1f7a3a">Spring <b>pins</b></h2>');
    expect(mail.html).toContain('href="https://pinshop.example/products"');
    expect(mail.html).toContain('src="https://pinshop.example/pin.png"');
    for (const gone of [
      '<script',
      'alert(',
      'onclick',
      'javascript:',
      'url(',
      'tracker.example',
      '<iframe',
      '<form',
      '<input',
    ]) {
      expect(mail.html).not.toContain(gone);
    }
    expect(mail.text).toContain('Fresh designs.');
    expect(mail.text).toContain('Shop now (https://pinshop.example/products)');
    expect(mail.text).not.toContain('<');
  });

  it('stores the sanitised HTML on the campaign (what every recipient gets)', async () => {
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.subject, 'Spring pins are here'));
    expect(row!.htmlContent).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('templated e-mails', () => {
  it('greets VIP and tournament recipients by name (escaped), shows the code, the address and the headers', async () => {
    await addList(t.database.db, 'tournament', 'organizers.csv', [
      { email: 'org@example.com', name: '<b>Sam</b> & Co' },
    ]);
    const res = await post('/api/send-tournament-campaign', {
      emailSubject: 'Pins for your tournament',
      promoCode: 'tourney15',
      discountPercent: 15,
    });
    expect(res.statusCode, res.body).toBe(202);
    await driver.run();
    const [mail] = await mailsTo('org@example.com');
    expect(mail!.headers.subject).toBe('Pins for your tournament');
    expect(mail!.html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt; &amp; Co,');
    expect(mail!.html).toContain('TOURNEY15');
    expect(mail!.text).toContain('Your code: TOURNEY15');
    expect(mail!.text).toContain('15% off');
    expect(mail!.text).toContain(POSTAL);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    [
      '/api/vip-email',
      { email: 'v@example.com', name: 'Val\r\nBcc: all@example.com', promoCode: 'VIP10', discountPercent: 10 },
    ],
    [
      '/api/send-tournament-campaign',
      { emailSubject: 'Pins\nBcc: x@example.com', promoCode: 'T10', discountPercent: 10 },
    ],
  ])('refuses a line break in a name or subject (%s) with 400', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CAMPAIGN_MESSAGES.lineBreaks);
  });
});

describe('POST /api/admin/campaigns/preview', () => {
  it('answers the sanitised e-mail with a sample unsubscribe link, the address and a text version; sends nothing', async () => {
    const before = (await t.database.db.select().from(campaigns)).length;
    const res = await post('/api/admin/campaigns/preview', { subject: 'Preview me', content: HOSTILE });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.subject).toBe('Preview me');
    expect(preview.html).toContain('http://shop.test/unsubscribe/sample');
    expect(preview.html).toContain(POSTAL);
    expect(preview.html).not.toMatch(/<script|onclick|javascript:/);
    expect(preview.text).toContain('Fresh designs.');
    expect((await t.database.db.select().from(campaigns)).length).toBe(before);
  });
});

describe('GET /api/tournament-email-template', () => {
  it('serves the tournament e-mail as a page with a sample code, under a CSP that runs nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tournament-email-template', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).toContain('SAMPLE20');
    expect(res.body).toContain('Hi Alex,');
    expect(res.body).toContain(POSTAL);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tournament-email-template' });
    expect(res.statusCode).toBe(401);
  });
});
