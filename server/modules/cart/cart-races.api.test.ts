import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { queryRows } from '../../db/client';
import { buildTestApp, buildTwinApps, newSessionId, type TestApp } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { createCartService } from './cart.service';

// Demo products (server/db/seed/products.ts)
const HARBOUR_TOWN = 1; // 95 in stock
const MASTERS_GNOME = 3; // 120 in stock
const OUT_OF_STOCK = 7; // stock 0
const LIV_4ACES = 10; // 1 in stock
const TGL_ATLANTA = 14; // 4 in stock
const SCHEFFLER = 15; // 200 in stock
const AMERICAN_FLAG = 21; // free, limit 4
const INACTIVE = 28;

/** What each product allows in one cart, and the message of an add past it (CART_ERRORS). */
const LIMITS: Record<number, { max: number; message: string }> = {
  [HARBOUR_TOWN]: { max: 95, message: 'Only 95 left in stock' },
  [LIV_4ACES]: { max: 1, message: 'Only 1 left in stock' },
  [TGL_ATLANTA]: { max: 4, message: 'Only 4 left in stock' },
  [AMERICAN_FLAG]: { max: 4, message: 'Limit of 4 per customer for this promotional pin' },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let client = 0;
/** An add from its own address each time: the cart's rate limit counts per address. */
function add(app: TestApp['app'], sessionId: string, productId: number, quantity: number) {
  client += 1;
  return app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { 'x-session-id': sessionId },
    remoteAddress: `10.7.${Math.floor(client / 250) % 250}.${client % 250}`,
    payload: { productId, quantity },
  });
}

async function cartRows(sessionIds: string[]) {
  const rows = await queryRows<{ session_id: string; product_id: number; quantity: number; id: number }>(
    t.database.db,
    sql`select session_id, product_id, quantity, id from cart_items where session_id in ${sessionIds}`,
  );
  return new Map(rows.map((row) => [`${row.session_id}:${row.product_id}`, row]));
}

describe('adds made at the same time', () => {
  it('answers every add as if they ran one after another, across many sessions and on one line', async () => {
    const sessions = Array.from({ length: 12 }, () => newSessionId());
    // Per session and product, several adds of mixed quantities at once, interleaved with the other carts' adds.
    const plan: { sessionId: string; productId: number; quantity: number }[] = [];
    for (let round = 0; round < 4; round++) {
      for (const [s, sessionId] of sessions.entries()) {
        plan.push({ sessionId, productId: HARBOUR_TOWN, quantity: 1 + ((s + round) % 3) });
        plan.push({ sessionId, productId: AMERICAN_FLAG, quantity: 1 + ((s + round) % 2) });
        plan.push({ sessionId, productId: TGL_ATLANTA, quantity: 2 + (round % 2) });
        if (round < 2) plan.push({ sessionId, productId: LIV_4ACES, quantity: 1 });
      }
    }
    const answers = await Promise.all(plan.map((a) => add(t.app, a.sessionId, a.productId, a.quantity)));
    const rows = await cartRows(sessions);

    for (const sessionId of sessions) {
      for (const productId of [HARBOUR_TOWN, AMERICAN_FLAG, TGL_ATLANTA, LIV_4ACES]) {
        const { max, message } = LIMITS[productId]!;
        const mine = plan.flatMap((a, i) =>
          a.sessionId === sessionId && a.productId === productId ? [{ ...a, answer: answers[i]! }] : [],
        );
        const saved = mine.filter((a) => a.answer.statusCode === 200);
        const refused = mine.filter((a) => a.answer.statusCode !== 200);
        // The saved adds chain: each answer's quantity is the one before plus its own, within the limit.
        const bySize = saved.map((a) => ({ quantity: a.quantity, body: a.answer.json() }));
        bySize.sort((a, b) => a.body.quantity - b.body.quantity);
        let total = 0;
        for (const { quantity, body } of bySize) {
          total += quantity;
          expect(body).toMatchObject({ productId, quantity: total });
          expect(body.id).toBe(bySize[0]!.body.id);
        }
        expect(total).toBeLessThanOrEqual(max);
        const row = rows.get(`${sessionId}:${productId}`);
        expect(row?.quantity ?? 0).toBe(total);
        if (row) expect(row.id).toBe(bySize[0]!.body.id);
        // A refused add did not fit (nor would it at the end), with the spec's message and what the line had then.
        const steps = bySize.map(({ body }) => body.quantity as number);
        for (const a of refused) {
          expect(a.answer.statusCode).toBe(409);
          expect(total + a.quantity).toBeGreaterThan(max);
          const { message: said } = a.answer.json();
          const already = /^(.*) \(you already have (\d+) in your cart\)$/.exec(said);
          expect(already?.[1] ?? said).toBe(message);
          if (!already) expect(a.quantity).toBeGreaterThan(max);
          else expect(steps).toContain(Number(already[2]));
          if (already) expect(Number(already[2]) + a.quantity).toBeGreaterThan(max);
        }
      }
    }
  });

  it('keeps the cap for many quick adds of one line', async () => {
    const session = newSessionId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(t.app, session, AMERICAN_FLAG, 1)));
    expect(
      answers
        .filter((a) => a.statusCode === 200)
        .map((a) => a.json().quantity)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Limit of 4 per customer for this promotional pin (you already have 4 in your cart)',
      });
    }
    expect((await cartRows([session])).get(`${session}:${AMERICAN_FLAG}`)?.quantity).toBe(4);
  });

  it('gives each add its own answer when some of those made at once are refused', async () => {
    const cart = createCartService(t.database.db);
    const sessions = Array.from({ length: 40 }, () => newSessionId());
    const calls = sessions.map((sessionId) => ({ sessionId, productId: MASTERS_GNOME, quantity: 2 }));
    calls.splice(10, 0, { sessionId: sessions[0]!, productId: 2 ** 31, quantity: 1 }); // past the integer range
    calls.splice(20, 0, { sessionId: sessions[1]!, productId: 99_999, quantity: 1 });
    calls.splice(25, 0, { sessionId: sessions[2]!, productId: INACTIVE, quantity: 1 });
    calls.splice(30, 0, { sessionId: sessions[3]!, productId: OUT_OF_STOCK, quantity: 1 });
    calls.splice(35, 0, { sessionId: sessions[4]!, productId: SCHEFFLER, quantity: 201 });
    const results = await Promise.allSettled(calls.map((c) => cart.add(c.sessionId, c.productId, c.quantity)));

    const failures = results.flatMap((result, i) => (result.status === 'rejected' ? [[i, result.reason]] : []));
    expect(failures.map(([i]) => calls[i as number]!.productId)).toEqual([
      2 ** 31,
      99_999,
      INACTIVE,
      OUT_OF_STOCK,
      SCHEFFLER,
    ]);
    const reasons = failures.map(([, reason]) => reason as { cause?: { code?: string } } & Error);
    // The driver's error as Drizzle wraps it; the route answers it 400, "A number in the request is out of range".
    expect(reasons[0]!.cause?.code).toBe('22003');
    expect(reasons.slice(1).map((r) => [r instanceof AppError, r.message])).toEqual([
      [true, 'Product not found'],
      [true, 'Product not found'],
      [true, 'This product is out of stock'],
      [true, 'Only 200 left in stock'],
    ]);
    const rows = await cartRows(sessions);
    expect(rows.size).toBe(40);
    for (const [i, result] of results.entries()) {
      if (result.status !== 'fulfilled') continue;
      const { sessionId, productId } = calls[i]!;
      expect(result.value).toMatchObject({ productId, quantity: 2, product: { id: MASTERS_GNOME } });
      expect(rows.get(`${sessionId}:${productId}`)).toMatchObject({ quantity: 2, id: result.value.id });
    }
  });

  // Two processes' adds of the same lines on one database: no deadlock, nothing lost.
  it.skipIf(!onPostgresServer())('adds the same lines from two instances at once', async () => {
    const twins = await buildTwinApps();
    try {
      const sessions = Array.from({ length: 30 }, () => newSessionId());
      const products = [HARBOUR_TOWN, MASTERS_GNOME, SCHEFFLER];
      const calls = twins.apps.flatMap((app, a) =>
        sessions.flatMap((sessionId) =>
          (a === 0 ? products : [...products].reverse()).map((productId) => add(app, sessionId, productId, 1)),
        ),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const rows = await queryRows<{ quantity: number }>(
        twins.database.db,
        sql`select quantity from cart_items where session_id in ${sessions}`,
      );
      expect(rows.map((row) => row.quantity)).toEqual(rows.map(() => 2));
      expect(rows).toHaveLength(sessions.length * products.length);
    } finally {
      await twins.close();
    }
  });
});
