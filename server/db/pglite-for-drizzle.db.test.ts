import { types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { withoutOwnParsers } from './pglite-for-drizzle';

const turns = pgTable('turns', { n: integer('n').primaryKey() });
const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  gap: interval('gap').notNull(),
  amount: numeric('amount').notNull(),
});

describe('the embedded database as Drizzle has it', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', instance: await createPglite() });
    await handle.db.execute(sql`create table turns (n int primary key)`);
    await handle.db.execute(
      sql`create table moments (id int primary key, at timestamptz not null, local timestamp not null,
        day date not null, gap interval not null, amount numeric not null)`,
    );
  });
  afterAll(() => handle.close());

  // Its statements run on the shop's own thread: a queue of them must not keep the event loop from turning (timers,
  // new connections and finished answers would wait for the whole queue).
  it('lets a timer set before a burst of 400 statements run while they are still being worked through', async () => {
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    const statements = Array.from({ length: 400 }, (_, n) =>
      handle.db
        .insert(turns)
        .values({ n })
        .then(() => (finished += 1)),
    );
    await Promise.all(statements);
    expect(finished).toBe(400);
    expect(finishedWhenTheLoopTurned).toBeLessThan(400);
  });

  it('lets the loop turn within a transaction of 400 statements too', async () => {
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await handle.db.transaction(async (tx) => {
      for (let n = 10_000; n < 10_400; n += 1) {
        await tx.insert(turns).values({ n });
        finished += 1;
      }
      await tx.delete(turns).where(sql`n >= 10000`);
    });
    expect(finished).toBe(400);
    expect(finishedWhenTheLoopTurned).toBeLessThan(400);
  });

  it('still runs statements in the order they were asked, one failure failing only its own', async () => {
    const order: string[] = [];
    const asked = [
      handle.db
        .update(turns)
        .set({ n: 1000 })
        .where(eq(turns.n, 0))
        .then(() => order.push('first')),
      handle.db
        .insert(turns)
        .values({ n: 1 })
        .then(
          () => order.push('duplicate inserted'),
          () => order.push('duplicate refused'),
        ),
      handle.db.transaction(async (tx) => {
        await tx.insert(turns).values({ n: 5000 });
        await tx.update(turns).set({ n: 5001 }).where(eq(turns.n, 5000));
        order.push('transaction');
      }),
      queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from turns`).then(([row]) =>
        order.push(`count ${row!.n}`),
      ),
    ];
    await Promise.all(asked);
    expect(order).toEqual(['first', 'duplicate refused', 'transaction', 'count 401']);
  });

  it('reads dates, times, intervals and numerics as before, in and out of a transaction', async () => {
    const row = {
      id: 1,
      at: new Date('2026-11-30T23:59:58.123Z'),
      local: new Date('2026-07-04T12:30:00Z'),
      day: '2026-02-28',
      gap: '1 day 02:03:04',
      amount: '12.50',
    };
    await handle.db.insert(moments).values(row);
    expect(await handle.db.select().from(moments)).toEqual([row]);
    expect(await handle.db.transaction((tx) => tx.select().from(moments))).toEqual([row]);
    const [raw] = await queryRows<Record<string, unknown>>(handle.db, sql`select at, day, gap from moments`);
    expect(raw).toEqual({ at: '2026-11-30 23:59:58.123+00', day: '2026-02-28', gap: '1 day 02:03:04' });
  });

  it("drops a statement's parsers only when they keep those types as text, as the database now does", () => {
    const asText = { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value };
    expect(withoutOwnParsers({ rowMode: 'array', parsers: asText })).toEqual({ rowMode: 'array' });
    const toDate = { [types.TIMESTAMPTZ]: (value: string) => new Date(value) };
    expect(withoutOwnParsers({ parsers: toDate })?.parsers).toBe(toDate);
    const another = { [types.INT4]: (value: string) => value };
    expect(withoutOwnParsers({ parsers: another })?.parsers).toBe(another);
  });
});
