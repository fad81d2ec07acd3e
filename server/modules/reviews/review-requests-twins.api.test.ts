/**
 * Two app instances on one PostgreSQL (each with its own pool) run the review request job at the same moment, twice
 * each, over 40 delivered orders: each buyer is asked once, its claim row naming that one e-mail.
 * PostgreSQL only (CI runs the API tests on it too).
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgresServer } from '../../../tests/helpers/database';
import { twinHarness } from '../../../tests/helpers/twins';
import { orders, outbox, reviewRequests } from '../../db/schema';

const ORDERS = 40;

describe.skipIf(!onPostgresServer())('review requests from two instances at once', () => {
  const { world } = twinHarness(47);
  const db = () => world.twins.database.db;

  it('ask each buyer once', async () => {
    const delivered = new Date();
    const rows = await db()
      .insert(orders)
      .values(
        Array.from({ length: ORDERS }, (_, i) => ({
          customerName: `Twin Buyer ${i}`,
          customerEmail: `review-twin-${i}@club.example`,
          totalAmountCents: 1_199,
          items: [{ productId: 1, name: 'Harbour Town', quantity: 1, priceCents: 1_199 }],
          status: 'delivered' as const,
          deliveredAt: delivered,
        })),
      )
      .returning({ id: orders.id });
    const ids = rows.map((row) => row.id);
    const [a, b] = world.twins.apps;
    await Promise.all([
      a.services.reviewRequests.runOnce(),
      b.services.reviewRequests.runOnce(),
      a.services.reviewRequests.runOnce(),
      b.services.reviewRequests.runOnce(),
    ]);

    const claims = (await db().select().from(reviewRequests).where(inArray(reviewRequests.orderId, ids))).filter(
      (claim) => claim.orderKind === 'regular',
    );
    expect(claims).toHaveLength(ORDERS);
    const mails = (await db().select().from(outbox)).filter((row) =>
      ids.includes((row.payload.reviewRequest as { orderId?: number } | undefined)?.orderId ?? 0),
    );
    expect(mails).toHaveLength(ORDERS);
    expect(new Set(claims.map((claim) => claim.outboxId))).toEqual(new Set(mails.map((mail) => mail.id)));
    expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(ORDERS);
  });
});
