/**
 * For the orders admin API tests only: orders as the payment steps store them (a regular order with its captured
 * payment, a custom order with or without a deposit), with their signed status links.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_LINK_SECRET } from './pay-links';
import type { Database } from '../../server/db/client';
import { customOrders, orders, payments, reviews, type NewCustomOrder, type NewOrder } from '../../server/db/schema';
import { orderAccessToken, tokenHash } from '../../server/order-links';

export const CUSTOMER = { name: 'Pat Golfer', email: 'pat@example.com' };

/** A regular order; `paid` gives it the captured payment every checkout order has. */
export async function insertRegularOrder(db: Database, values: Partial<NewOrder> & { paid?: boolean } = {}) {
  const { paid = true, ...rest } = values;
  const [payment] = paid
    ? await db
        .insert(payments)
        .values({
          purpose: 'cart',
          status: 'captured',
          amountCents: 2_398,
          createRequestId: randomUUID(),
          captureRequestId: randomUUID(),
        })
        .returning()
    : [];
  const [order] = await db
    .insert(orders)
    .values({
      customerName: CUSTOMER.name,
      customerEmail: CUSTOMER.email,
      // The lines add up: 2 x $11.99 + a free pin, no shipping or discount.
      subtotalCents: 2_398,
      totalAmountCents: 2_398,
      items: [
        { productId: 1, name: 'Harbour Town', quantity: 2, priceCents: 1_199 },
        { productId: 26, name: '=HYPERLINK("http://evil.example")', quantity: 1, priceCents: 0 },
      ],
      status: 'processing',
      paymentId: payment?.id ?? null,
      ...rest,
    })
    .returning();
  const token = orderAccessToken(TEST_LINK_SECRET, 'regular', order!.id);
  await db
    .update(orders)
    .set({ accessTokenHash: tokenHash(token) })
    .where(eq(orders.id, order!.id));
  return { order: order!, token };
}

/** A custom order; `deposit` marks its deposit captured (as the payment step records it). */
export async function insertCustomOrder(db: Database, values: Partial<NewCustomOrder> & { deposit?: boolean } = {}) {
  const { deposit = true, ...rest } = values;
  const [order] = await db
    .insert(customOrders)
    .values({
      quantity: 100,
      pricePerPinCents: 500,
      totalPriceCents: 50_000,
      depositAmountCents: 5_000,
      remainingBalanceCents: 45_000,
      customerName: CUSTOMER.name,
      customerEmail: CUSTOMER.email,
      status: deposit ? 'deposit_paid' : 'pending',
      depositPaymentId: deposit ? `CAPTURE-${randomUUID()}` : null,
      ...rest,
    })
    .returning();
  const token = orderAccessToken(TEST_LINK_SECRET, 'custom', order!.id);
  await db
    .update(customOrders)
    .set({ accessTokenHash: tokenHash(token) })
    .where(eq(customOrders.id, order!.id));
  return { order: order!, token };
}

/** A review of a new catalogue order (pending, 5 stars unless `values` says otherwise), as the review form stores it. */
export async function insertOrderReview(db: Database, values: Partial<typeof reviews.$inferInsert> = {}) {
  const { order } = await insertRegularOrder(db);
  const [row] = await db
    .insert(reviews)
    .values({
      orderKind: 'regular',
      orderId: order.id,
      authorName: 'Pat G.',
      rating: 5,
      body: 'Lovely pins',
      ...values,
    })
    .returning();
  return row!;
}
