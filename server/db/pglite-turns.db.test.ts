import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite';
import { openDatabase, type DatabaseHandle } from './client';

// The embedded database's statements run on the shop's own thread: a queue of them must not keep the event loop from
// turning (timers, new connections and finished answers would wait for the whole queue).
describe('statements on the embedded database take turns with the event loop', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', instance: await createPglite() });
    await handle.db.execute(sql`create table turns (n int primary key)`);
  });
  afterAll(() => handle.close());

  it('lets a timer set before a burst of 400 statements run while they are still being worked through', async () => {
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    const statements = Array.from({ length: 400 }, (_, n) =>
      handle.db.execute(sql`insert into turns (n) values (${n})`).then(() => (finished += 1)),
    );
    await Promise.all(statements);
    expect(finished).toBe(400);
    expect(finishedWhenTheLoopTurned).toBeLessThan(400);
  });

  it('still runs statements in the order they were asked, one failure failing only its own', async () => {
    const order: string[] = [];
    const asked = [
      handle.db.execute(sql`update turns set n = n + 1000 where n = 0`).then(() => order.push('first')),
      handle.db.execute(sql`insert into turns (n) values (1)`).then(
        () => order.push('duplicate inserted'),
        () => order.push('duplicate refused'),
      ),
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns (n) values (5000)`);
        await tx.execute(sql`update turns set n = 5001 where n = 5000`);
        order.push('transaction');
      }),
      handle.db.execute(sql`select count(*)::int as n from turns`).then((result) => {
        order.push(`count ${(result.rows[0] as { n: number }).n}`);
      }),
    ];
    await Promise.all(asked);
    expect(order).toEqual(['first', 'duplicate refused', 'transaction', 'count 401']);
  });
});
