/**
 * The review request job with the app's clock moved on: an order delivered (or shipped 14 days ago) gets one
 * e-mail whose link opens the review form; running again, or two runs at once, sends no second one; an order in
 * production or one delivered long before gets none.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, reviewsWorld } from '../../../tests/helpers/reviews';
import { outbox, suppressions } from '../../db/schema';

const { world, clock, regularOrder, customOrder, get } = reviewsWorld();

async function requestsTo(email: string) {
  const rows = await world.t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
  return rows.filter((row) => row.payload.reviewRequest !== undefined);
}

const run = () => world.t.app.services.reviewRequests.runOnce();

describe('the review request', () => {
  it('goes once to the buyer of a delivered order, and its link opens the form', async () => {
    await regularOrder({ status: 'delivered', deliveredAt: new Date(), customerEmail: 'one@example.com' });
    await run();
    await Promise.all([run(), run()]);
    const sent = await requestsTo('one@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^How are your pins\? Order C-\d+$/);
    const url = /http:\/\/shop\.test(\/review\/regular\/\d+\?token=[\w-]+)/.exec(sent[0]!.textBody)![1]!;
    const [, kind, orderId, token] = /\/review\/(\w+)\/(\d+)\?token=(.+)$/.exec(url)!;
    const res = await get(`/api/reviews/invitation?kind=${kind}&orderId=${orderId}&token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { name: string }) => item.name)).toContain('Harbour Town');
  });

  it('waits 14 days after shipping when no delivery was recorded', async () => {
    await regularOrder({ status: 'shipped', shippedAt: new Date(), customerEmail: 'shipped@example.com' });
    await run();
    expect(await requestsTo('shipped@example.com')).toHaveLength(0);
    clock.at = Date.now() + 14 * DAY_MS + 60_000;
    try {
      await run();
      await run();
    } finally {
      clock.at = Date.now();
    }
    expect(await requestsTo('shipped@example.com')).toHaveLength(1);
  });

  it('never asks an address on the suppression list', async () => {
    await world.t.database.db.insert(suppressions).values({ email: 'gone@example.com', reason: 'unsubscribed' });
    await regularOrder({ status: 'delivered', deliveredAt: new Date(), customerEmail: 'Gone@Example.com' });
    await run();
    expect(await requestsTo('Gone@Example.com')).toHaveLength(0);
  });

  it('asks about a custom order as a whole; none for one in production or delivered long ago', async () => {
    await customOrder({ status: 'delivered', deliveredAt: new Date(), customerEmail: 'custom@example.com' });
    await customOrder({ status: 'in_production', customerEmail: 'making@example.com' });
    await regularOrder({
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 90 * DAY_MS),
      customerEmail: 'old@example.com',
    });
    await run();
    const [custom] = await requestsTo('custom@example.com');
    expect(custom!.subject).toMatch(/^How are your custom pins\? Order W-\d+$/);
    expect(custom!.textBody).toMatch(/\/review\/custom\/\d+\?token=/);
    expect(await requestsTo('making@example.com')).toHaveLength(0);
    expect(await requestsTo('old@example.com')).toHaveLength(0);
  });
});
