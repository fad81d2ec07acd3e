/**
 * The packing slip page (app/routes/packing-slip.tsx: /admin/orders/{kind}/{id}/packing-slip), rendered by the server: admin only (a visitor is
 * sent to sign in, a customer refused), the shop, the order, the ship-to and the lines to pack, prices only with
 * ?prices=1, "No ship-to address yet" on an order without one, 404 for an unknown order or kind.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';
import { signInAdmin } from '../../../tests/helpers/admin';
import { createTestDatabase } from '../../../tests/helpers/database';

let database: DatabaseHandle;
let app: App;
let admin = '';
let customer = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pinshop-packing-slip-')),
      SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
      PUBLIC_URL: 'http://shop.test',
      LOG_LEVEL: 'silent',
      SHOP_POSTAL_ADDRESS: '200 Fairway Lane, Newport Beach, CA 92660',
    },
    { persistSecret: false },
  );
  app = await buildApp({ config, database, pages: 'development' });
  const t = { app, database, close: async () => {} };
  admin = await signInAdmin(t);
  customer = (await accountTestClient(t).register('slipreader', 'slip-reader@example.com')).cookie;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (url: string, cookie = admin) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The page's visible words, tags and React's comment markers left out. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the packing slip', () => {
  it('is for the admin only: a visitor signs in first, a customer is refused', async () => {
    const { order } = await insertCustomOrder(database.db);
    const url = `/admin/orders/custom/${order.id}/packing-slip`;
    const visitor = await page(url, '');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    const refused = await page(url, customer);
    expect(refused.statusCode).toBe(403);
    expect(text(refused.body)).toContain('Admin access required');
    expect(text(refused.body)).not.toContain(`W-${1000 + order.id}`);
  });

  it('a custom order: the shop, the number, the ship-to, the pins to pack; prices only when asked', async () => {
    const { order } = await insertCustomOrder(database.db, {
      quantity: 250,
      size: '1.5inch',
      plating: 'gold',
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      pinDesigns: [{ name: 'Club crest', quantity: 250 }],
      shipTo: {
        name: 'Pat Golfer',
        address: '1 Clubhouse Drive',
        city: 'Newport Beach',
        state: 'CA',
        zipCode: '92660',
        country: 'US',
      },
    });
    const res = await page(`/admin/orders/custom/${order.id}/packing-slip`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const words = text(res.body);
    for (const expected of [
      'Pinshop Golf Pins',
      '200 Fairway Lane, Newport Beach, CA 92660',
      'Packing slip',
      `Order W-${1000 + order.id}`,
      'Pat Golfer',
      '1 Clubhouse Drive',
      'Newport Beach, CA 92660',
      'Custom soft enamel pins',
      'Size: 1.5 inch',
      'Plating: Gold',
      'Packaging: Individual Bags, Backing Cards',
      'Rush order: Yes',
      'Club crest × 250',
      'Show prices',
    ]) {
      expect(words).toContain(expected);
    }
    expect(words).not.toContain('$');

    const priced = text((await page(`/admin/orders/custom/${order.id}/packing-slip?prices=1`)).body);
    expect(priced).toContain('$500.00');
    expect(priced).toContain('Hide prices');
  });

  it('a catalogue order: its lines with quantities; "No ship-to address yet" when there is none', async () => {
    const { order } = await insertRegularOrder(database.db, { shippingAddress: null });
    const words = text((await page(`/admin/orders/regular/${order.id}/packing-slip`)).body);
    expect(words).toContain(`Order C-${1000 + order.id}`);
    expect(words).toContain('Harbour Town 2');
    expect(words).toContain('No ship-to address yet');
    expect(words).not.toContain('$23.98');
    const priced = text((await page(`/admin/orders/regular/${order.id}/packing-slip?prices=1`)).body);
    expect(priced).toContain('$23.98');
  });

  it('answers 404 for an unknown order or kind', async () => {
    expect((await page('/admin/orders/custom/999999/packing-slip')).statusCode).toBe(404);
    expect((await page('/admin/orders/wholesale/1/packing-slip')).statusCode).toBe(404);
  });
});
