/**
 * The reviews API tests' world: the real app on a test database with a clock the test moves on, orders as the
 * shop stores them (delivered, shipped, in production), their signed review links, and the owner signed in.
 */
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './app';
import { signInAdmin } from './admin';
import { multipart, PNG_BYTES, type FilePart } from './multipart';
import { insertCustomOrder, insertRegularOrder } from './order-test-data';
import { reviewToken } from '../../server/modules/reviews';
import type { NewCustomOrder, NewOrder } from '../../server/db/schema';

export const DAY_MS = 86_400_000;

export const PHOTO: FilePart = { field: 'photo', filename: 'pins.png', contentType: 'image/png', bytes: PNG_BYTES };

export function reviewsWorld() {
  const clock = { at: Date.now() };
  const world = { t: undefined as unknown as TestApp, admin: '' };
  beforeAll(async () => {
    world.t = await buildTestApp({}, { now: () => new Date(clock.at) });
    world.admin = await signInAdmin(world.t);
  });
  afterAll(async () => world.t?.close());

  const db = () => world.t.database.db;
  const link = (kind: 'regular' | 'custom', orderId: number) => ({
    kind,
    orderId,
    token: reviewToken(TEST_SESSION_SECRET, kind, orderId),
  });

  return {
    world,
    clock,
    link,
    /** A catalogue order (Harbour Town, product 1, and product 26) in the given state. */
    async regularOrder(values: Partial<NewOrder> = { status: 'delivered', deliveredAt: new Date() }) {
      const { order } = await insertRegularOrder(db(), values);
      return { order, link: link('regular', order.id) };
    },
    async customOrder(values: Partial<NewCustomOrder> = { status: 'delivered', deliveredAt: new Date() }) {
      const { order } = await insertCustomOrder(db(), values);
      return { order, link: link('custom', order.id) };
    },
    /** POST /api/reviews as the form sends it. */
    post(fields: Record<string, string | number>, file?: FilePart) {
      const form = multipart(fields, file);
      return world.t.app.inject({ method: 'POST', url: '/api/reviews', ...form });
    },
    admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
      return world.t.app.inject({ method, url, payload, headers: { cookie: world.admin } });
    },
    get(url: string) {
      return world.t.app.inject({ method: 'GET', url });
    },
  };
}
