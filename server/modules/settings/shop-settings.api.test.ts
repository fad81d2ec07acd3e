/**
 * The shop's settings (GET and PUT /api/admin/settings/shop): the environment's values until the owner saves others,
 * a bad value refused with its field's message and nothing saved, the save audited and in effect at once (the next
 * e-mail is signed with it), a variable the server sets winning and shown as such, and another instance on the same
 * PostgreSQL seeing the change.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { readMailDir } from '../../../tests/helpers/eml';
import { multipart } from '../../../tests/helpers/multipart';
import { twinHarness } from '../../../tests/helpers/twins';
import type { ShopProfile } from '../../../core/schemas/shop-profile';
import { auditLog, outbox } from '../../db/schema';

const URL = '/api/admin/settings/shop';

const DEFAULTS: ShopProfile = {
  name: 'Pinshop Golf Pins',
  salesEmail: 'sales@pinshop.example',
  supportEmail: 'support@pinshop.example',
  location: 'Newport Beach, CA',
  postalAddress: '',
  instagram: '',
  facebook: '',
  x: '',
  shippingCents: 599,
};

const CHANGED: ShopProfile = {
  name: 'Fairway Pin Co.',
  salesEmail: 'orders@fairway.example',
  supportEmail: 'help@fairway.example',
  location: 'Pinehurst, NC',
  postalAddress: '12 Cart Path Lane, Pinehurst, NC 28374',
  instagram: 'https://instagram.com/fairwaypins',
  facebook: '',
  x: 'https://x.com/fairwaypins',
  shippingCents: 799,
};

let client = 0;
function submitQuote(t: TestApp) {
  client += 1;
  const body = multipart({
    customerName: 'Jordan Lee',
    customerEmail: 'jordan@example.com',
    quantity: 150,
    projectDescription: 'Club crest pins for our member-guest tournament in June.',
  });
  return t.app.inject({ method: 'POST', url: '/api/quote-requests', remoteAddress: `10.31.0.${client}`, ...body });
}

describe('the shop settings', () => {
  let t: TestApp;
  let admin = '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-shop-settings-'));
  beforeAll(async () => {
    t = await buildTestApp({ DATA_DIR: dataDir });
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const put = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
  const get = (cookie = admin) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
  const audits = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_settings'), eq(auditLog.entityId, 'shop_profile')));

  it('are the admin’s only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await put(CHANGED, '')).statusCode).toBe(401);
  });

  it('start as the server’s values, none of them set by a variable', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ values: DEFAULTS, setByServer: [] });
  });

  it('refuse a bad value with its field’s message and save nothing', async () => {
    const cases: Array<[Partial<ShopProfile>, string]> = [
      [{ name: '  ' }, 'Enter the shop’s name (at most 100 characters)'],
      [{ salesEmail: 'sales at fairway' }, 'Enter an e-mail address'],
      [{ supportEmail: '' }, 'Enter an e-mail address'],
      [{ location: '' }, 'Enter where the shop is (at most 100 characters)'],
      [{ postalAddress: 'x'.repeat(301) }, 'At most 300 characters'],
      [{ instagram: 'http://instagram.com/fairwaypins' }, 'Enter a link starting with https://'],
      [{ x: 'javascript:alert(1)' }, 'Enter a link starting with https://'],
      [{ shippingCents: 10_001 }, 'Enter the shipping rate in dollars, from $0 to $100'],
      [{ shippingCents: -1 }, 'Enter the shipping rate in dollars, from $0 to $100'],
      [{ shippingCents: 5.5 }, 'Enter the shipping rate in dollars, from $0 to $100'],
    ];
    for (const [change, message] of cases) {
      const res = await put({ ...CHANGED, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await put({ name: 'Only a name' })).statusCode).toBe(400);
    expect((await get()).json().values).toEqual(DEFAULTS);
    expect(await audits()).toEqual([]);
  });

  it('save, audited in plain words, and sign the next e-mail with the new values', async () => {
    const res = await put({ ...CHANGED, name: '  Fairway Pin Co.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ values: CHANGED, setByServer: [] });
    expect((await get()).json().values).toEqual(CHANGED);

    const [audit, ...more] = await audits();
    expect(more).toEqual([]);
    expect(audit!.action).toBe('settings.change');
    expect(audit!.details).toEqual({
      summary:
        'Shop settings: Shop name \u201cFairway Pin Co.\u201d, Sales e-mail \u201corders@fairway.example\u201d, ' +
        'Support e-mail \u201chelp@fairway.example\u201d, Location \u201cPinehurst, NC\u201d, ' +
        'Postal address \u201c12 Cart Path Lane, Pinehurst, NC 28374\u201d, ' +
        'Instagram \u201chttps://instagram.com/fairwaypins\u201d, Facebook (none), X \u201chttps://x.com/fairwaypins\u201d; ' +
        'shipping $7.99 an order',
    });
    expect(audit!.before).toEqual({ shop_profile: {} });

    // The owner's notice of a quote request goes to the sales address (no recipients set), signed by the shop.
    expect((await submitQuote(t)).statusCode).toBe(201);
    const notices = (await t.database.db.select().from(outbox)).filter((row) => row.payload.ownerNotice);
    expect(notices.map((row) => row.toAddress)).toEqual(['orders@fairway.example']);
    expect(notices[0]!.textBody).toContain('Fairway Pin Co. · Pinehurst, NC · help@fairway.example');
    // Sent from the shop's name and sales address in effect (no MAIL_FROM).
    await t.app.services.outbox.runOnce();
    const sent = (await readMailDir(dataDir)).filter((mail) => mail.headers.to === 'orders@fairway.example');
    expect(sent.map((mail) => mail.headers.from)).toEqual(['"Fairway Pin Co." <orders@fairway.example>']);
  });

  it('put back to the server’s values', async () => {
    expect((await put(DEFAULTS)).statusCode).toBe(200);
    expect((await get()).json().values).toEqual(DEFAULTS);
  });
});

describe('a setting the server’s environment sets', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ SHOP_NAME: 'Env Pins', SOCIAL_FACEBOOK_URL: 'https://facebook.com/envpins' });
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  it('wins over the owner’s value and is named as set by the server', async () => {
    const before = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: admin } });
    expect(before.json()).toEqual({
      values: { ...DEFAULTS, name: 'Env Pins', facebook: 'https://facebook.com/envpins' },
      setByServer: ['name', 'facebook'],
    });
    const res = await t.app.inject({ method: 'PUT', url: URL, headers: { cookie: admin }, payload: CHANGED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values).toEqual({ ...CHANGED, name: 'Env Pins', facebook: 'https://facebook.com/envpins' });
    expect(t.app.services.shopProfile.shop.name).toBe('Env Pins');
    expect(t.app.services.shopProfile.shop.location).toBe('Pinehurst, NC');
  });
});

describe.skipIf(!onPostgresServer())('two instances on one PostgreSQL', () => {
  const { world } = twinHarness(31);

  it('the one reads what the other saved', async () => {
    const [first, second] = world.twins.apps;
    const on = (app: typeof first) => ({ app, database: world.twins.database, close: async () => undefined });
    const firstAdmin = await signInAdmin(on(first));
    const secondAdmin = await signInAdmin(on(second));
    const nameOn = async (app: typeof first, cookie: string) =>
      (await app.inject({ method: 'GET', url: URL, headers: { cookie } })).json().values.name as string;
    // What a visitor of the second instance reads: its web manifest names the shop (no read of the settings).
    const manifestName = async () =>
      JSON.parse((await second.inject({ method: 'GET', url: '/site.webmanifest' })).body).name as string;
    expect(await manifestName()).toBe(DEFAULTS.name);
    const saved = await first.inject({ method: 'PUT', url: URL, headers: { cookie: firstAdmin }, payload: CHANGED });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(manifestName, { timeout: 10_000, interval: 100 }).toBe(CHANGED.name);
    expect(await nameOn(second, secondAdmin)).toBe(CHANGED.name);
  });
});
