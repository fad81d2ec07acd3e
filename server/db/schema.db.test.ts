import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../tests/helpers/database';
import { queryRows, type Database, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import {
  blogPosts,
  cartItems,
  contacts,
  customOrders,
  discountCodes,
  newsletterSignups,
  orders,
  payments,
  products,
  sessions,
  stockReservations,
  uploads,
  users,
} from './schema/index';

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const NOT_NULL_VIOLATION = '23502';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the constraints must hold on both.
let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createEmptyDatabase();
  await migrateDatabase(handle);
  db = handle.db;
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

/** The PostgreSQL error code a statement fails with (Drizzle wraps the driver error in `cause`). */
async function failureCode(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

let unique = 0;
const next = (prefix: string) => `${prefix}-${++unique}`;

async function insertProduct(values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({ name: next('Test Pin'), priceCents: 999, stockQuantity: 5, ...values })
    .returning();
  return row!;
}

async function insertPayment(values: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db
    .insert(payments)
    .values({
      purpose: 'cart',
      amountCents: 1598,
      createRequestId: next('create'),
      captureRequestId: next('capture'),
      ...values,
    })
    .returning();
  return row!;
}

async function insertUser(username: string, email: string) {
  const [row] = await db.insert(users).values({ username, email }).returning();
  return row!;
}

describe('the migrated schema', () => {
  it('apply the defaults of the spec', async () => {
    const [product] = await db
      .insert(products)
      .values({ name: next('Default Pin'), priceCents: 0 })
      .returning();
    expect(product).toMatchObject({
      description: '',
      inStock: true,
      stockQuantity: 0,
      category: 'golf-pins',
      isActive: true,
      ageGroup: 'adult',
      gender: 'unisex',
      videoUrl: null,
    });
    expect(product!.createdAt).toBeInstanceOf(Date);
    const [upload] = await db
      .insert(uploads)
      .values({
        storageKey: next('key'),
        originalName: 'logo.png',
        mimeType: 'image/png',
        sizeBytes: 10,
        purpose: 'quote-logo',
      })
      .returning();
    expect(upload!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('products and cart', () => {
  it('reject stock below 0, a negative price and an unknown category', async () => {
    expect(await failureCode(insertProduct({ stockQuantity: -1 }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insertProduct({ priceCents: -1 }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insertProduct({ category: 'hats' as never }))).toBe(CHECK_VIOLATION);
    const product = await insertProduct({ stockQuantity: 1 });
    // The conditional decrement that sells the last pin cannot go below zero either.
    const oversell = db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 2` })
      .where(eq(products.id, product.id));
    expect(await failureCode(oversell)).toBe(CHECK_VIOLATION);
  });

  it('keep one cart line per product and session, with a quantity of at least 1', async () => {
    const product = await insertProduct();
    const sessionId = next('session');
    await db.insert(cartItems).values({ sessionId, productId: product.id, quantity: 2 });
    expect(await failureCode(db.insert(cartItems).values({ sessionId, productId: product.id }))).toBe(UNIQUE_VIOLATION);
    expect(
      await failureCode(
        db.insert(cartItems).values({ sessionId: next('session'), productId: product.id, quantity: 0 }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('remove cart lines and reservations with their product', async () => {
    const product = await insertProduct();
    const payment = await insertPayment();
    await db.insert(cartItems).values({ sessionId: next('session'), productId: product.id });
    await db.insert(stockReservations).values({
      productId: product.id,
      paymentId: payment.id,
      quantity: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db.delete(products).where(eq(products.id, product.id));
    expect(await db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toHaveLength(0);
    expect(await db.select().from(stockReservations).where(eq(stockReservations.productId, product.id))).toHaveLength(
      0,
    );
  });

  // No foreign key since migration 0016 (decision 024): a trigger deletes the lines with their products.
  it('remove the lines of every product one statement deletes, and no other line', async () => {
    const [gone, alsoGone, kept] = [await insertProduct(), await insertProduct(), await insertProduct()];
    const sessionId = next('session');
    for (const product of [gone, alsoGone, kept])
      await db.insert(cartItems).values({ sessionId, productId: product.id });
    await db.delete(products).where(sql`${products.id} in (${gone.id}, ${alsoGone.id})`);
    const left = await db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId));
    expect(left.map((line) => line.productId)).toEqual([kept.id]);
  });

  it('reject an empty stock reservation', async () => {
    const product = await insertProduct();
    const payment = await insertPayment();
    const reservation = db
      .insert(stockReservations)
      .values({ productId: product.id, paymentId: payment.id, quantity: 0, expiresAt: new Date() });
    expect(await failureCode(reservation)).toBe(CHECK_VIOLATION);
  });
});

describe('discount codes', () => {
  it('reject current uses above max uses, also through the counting update', async () => {
    const over = db.insert(discountCodes).values({
      code: next('OVER').toUpperCase(),
      discountType: 'fixed',
      discountValue: 500,
      maxUses: 5,
      currentUses: 6,
    });
    expect(await failureCode(over)).toBe(CHECK_VIOLATION);

    const code = next('LAST').toUpperCase();
    await db.insert(discountCodes).values({ code, discountType: 'percentage', discountValue: 10, maxUses: 1 });
    const use = () =>
      db
        .update(discountCodes)
        .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
        .where(eq(discountCodes.code, code));
    await use();
    expect(await failureCode(use())).toBe(CHECK_VIOLATION);
  });

  it('reject a duplicate code in any case, and store codes uppercased', async () => {
    await db.insert(discountCodes).values({ code: 'SAVE10', discountType: 'fixed', discountValue: 1000 });
    expect(
      await failureCode(db.insert(discountCodes).values({ code: 'SAVE10', discountType: 'fixed', discountValue: 500 })),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await failureCode(db.insert(discountCodes).values({ code: 'Save10', discountType: 'fixed', discountValue: 500 })),
    ).toBe(CHECK_VIOLATION);
    // The unique index itself is on upper(code), so even a row written around the check would collide.
    const index = await queryRows<{ indexdef: string }>(
      db,
      sql`select indexdef from pg_indexes where indexname = 'discount_codes_code_upper_key'`,
    );
    expect(index[0]?.indexdef).toMatch(/UNIQUE INDEX .*upper\(code\)/);
  });

  it('reject an unknown type and a percentage outside 1-100', async () => {
    const insert = (values: Partial<typeof discountCodes.$inferInsert>) =>
      db
        .insert(discountCodes)
        .values({ code: next('BAD').toUpperCase(), discountType: 'percentage', discountValue: 10, ...values });
    expect(await failureCode(insert({ discountType: 'bogo' as never }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insert({ discountValue: 101 }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insert({ discountValue: 0 }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insert({ discountType: 'fixed', discountValue: 2500 }))).toBeUndefined();
  });
});

describe('users and sessions', () => {
  it('reject a duplicate username or email that differs only in case', async () => {
    await insertUser('GolfFan', 'golf.fan@example.com');
    expect(await failureCode(insertUser('golffan', 'other@example.com'))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(insertUser('another', 'Golf.Fan@Example.COM'))).toBe(UNIQUE_VIOLATION);
    expect(
      await failureCode(
        db.insert(users).values({ username: 'root', email: 'root@example.com', role: 'root' as never }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('delete sessions with their user and keep orders without it', async () => {
    const user = await insertUser(next('buyer'), `${next('buyer')}@example.com`);
    await db
      .insert(sessions)
      .values({ id: next('hash'), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const [order] = await db
      .insert(orders)
      .values({ userId: user.id, customerEmail: 'b@example.com', customerName: 'B', totalAmountCents: 599, items: [] })
      .returning();
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ userId: null, status: 'processing', discountAmountCents: 0 });
  });
});

describe('payments and orders', () => {
  it('reject a second order for the same payment', async () => {
    const payment = await insertPayment({ status: 'captured', captureId: next('CAPTURE') });
    const order = (customerName: string) =>
      db.insert(orders).values({
        paymentId: payment.id,
        customerEmail: 'pat@example.com',
        customerName,
        totalAmountCents: 1598,
        items: [{ productId: 1, name: 'Harbour Town Lighthouse Pin', quantity: 1, priceCents: 999 }],
      });
    await order('Pat');
    expect(await failureCode(order('Pat again'))).toBe(UNIQUE_VIOLATION);
  });

  it('reject a reused provider order, capture or request id and unknown statuses', async () => {
    const payment = await insertPayment({ providerOrderId: next('PAYPAL'), captureId: next('CAPTURE') });
    expect(await failureCode(insertPayment({ providerOrderId: payment.providerOrderId }))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(insertPayment({ captureId: payment.captureId }))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(insertPayment({ createRequestId: payment.createRequestId }))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(insertPayment({ status: 'refunding' as never }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insertPayment({ purpose: 'tip' as never }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(insertPayment({ amountCents: -1 }))).toBe(CHECK_VIOLATION);
    const badOrder = db.insert(orders).values({
      customerEmail: 'x@example.com',
      customerName: 'X',
      totalAmountCents: 1,
      items: [],
      status: 'lost' as never,
    });
    expect(await failureCode(badOrder)).toBe(CHECK_VIOLATION);
  });

  it('check custom order options, statuses and the balance token', async () => {
    const base = {
      quantity: 100,
      pricePerPinCents: 500,
      totalPriceCents: 50_000,
      depositAmountCents: 5_000,
      remainingBalanceCents: 45_000,
      customerEmail: 'club@example.com',
      customerName: 'Club Pro',
    };
    const [order] = await db
      .insert(customOrders)
      .values({ ...base, balanceLinkTokenHash: 'hash-1' })
      .returning();
    expect(order).toMatchObject({
      size: '1inch',
      plating: 'silver',
      packaging: 'just-pins',
      status: 'pending',
      pinDesigns: [],
    });
    expect(await failureCode(db.insert(customOrders).values({ ...base, balanceLinkTokenHash: 'hash-1' }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await failureCode(db.insert(customOrders).values({ ...base, size: '2inch' as never }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await failureCode(db.insert(customOrders).values({ ...base, plating: 'copper' as never }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await failureCode(db.insert(customOrders).values({ ...base, status: 'lost' as never }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await failureCode(db.insert(customOrders).values({ ...base, remainingBalanceCents: -1 }))).toBe(
      CHECK_VIOLATION,
    );
  });
});

describe('blog and marketing', () => {
  it('require an author, a known category and a unique slug', async () => {
    const author = await insertUser(next('writer'), `${next('writer')}@example.com`);
    const post = { title: 'T', slug: 'a-post', content: '<p>x</p>', category: 'tips' as const };
    await db.insert(blogPosts).values({ ...post, authorId: author.id });
    expect(await failureCode(db.insert(blogPosts).values({ ...post, authorId: author.id }))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(db.insert(blogPosts).values({ ...post, slug: 'b-post', authorId: null as never }))).toBe(
      NOT_NULL_VIOLATION,
    );
    expect(
      await failureCode(
        db.insert(blogPosts).values({ ...post, slug: 'c-post', authorId: author.id, category: 'gossip' as never }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('keep one signup per address and form, and one contact per address', async () => {
    await db.insert(newsletterSignups).values({ email: 'fan@example.com', source: 'popup_15off' });
    await db.insert(newsletterSignups).values({ email: 'fan@example.com', source: 'exit_intent_free_pin' });
    expect(
      await failureCode(db.insert(newsletterSignups).values({ email: 'FAN@example.com', source: 'popup_15off' })),
    ).toBe(UNIQUE_VIOLATION);
    await db.insert(contacts).values({ email: 'pro@example.com', source: 'shopify-import' });
    expect(await failureCode(db.insert(contacts).values({ email: 'Pro@Example.com', source: 'manual' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });
});
