/**
 * GET /api/admin/dashboard: revenue by ISO week from captured payments of each purpose (a refunded, a voided and a
 * test-mode one left out, weeks outside the last 12 too), live orders by status, quotes waiting, unpaid live balance
 * links with their age, low stock. The shop here takes real payments (PayPal credentials set), as a live shop does.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '../../../core/schemas/dashboard';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, paymentRefunds, payments, products, quoteRequests, type NewPayment } from '../../db/schema';
import { insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';
import { createDashboardService } from './dashboard.service';

const DAY = 86_400_000;
let t: TestApp;
let admin = '';
/** Monday 00:00 UTC of the current ISO week. */
let monday: Date;
const weeksAgo = (weeks: number, plusDays = 0) => new Date(monday.getTime() - weeks * 7 * DAY + plusDays * DAY);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const day = (date: Date) => date.toISOString().slice(0, 10);

async function pay(values: Partial<NewPayment> & Pick<NewPayment, 'purpose' | 'amountCents'>) {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      status: 'captured',
      createRequestId: randomUUID(),
      captureRequestId: randomUUID(),
      ...values,
    })
    .returning();
  return row!;
}

/** A refund the owner made from the admin (completed, or failed at PayPal: then nothing came back). */
async function refund(paymentId: number, amountCents: number, status: 'completed' | 'failed') {
  await t.database.db
    .insert(paymentRefunds)
    .values({ paymentId, amountCents, reason: 'Damaged in transit', requestId: randomUUID(), status });
}

const quoteIds: number[] = [];
const linkOrders: Record<'fromDeposit' | 'fromAdmin', number> = { fromDeposit: 0, fromAdmin: 0 };

beforeAll(async () => {
  t = await buildTestApp({
    LOG_LEVEL: 'silent',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_ENV: 'sandbox',
  });
  admin = await signInAdmin(t);
  const db = t.database.db;
  const now = new Date();
  monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday = new Date(monday.getTime() - ((monday.getUTCDay() + 6) % 7) * DAY);
  // Whatever the seed brought is out of the way: only this file's rows count.
  await db.execute(sql`update payments set status = 'voided'`);
  await db.execute(sql`update orders set archived_at = now()`);
  await db.execute(sql`update custom_orders set archived_at = now()`);
  await db.execute(sql`update quote_requests set status = 'completed'`);
  await db.execute(sql`update products set stock_quantity = 50`);

  // This week: a catalogue order at Monday 00:00, a deposit; left out: test mode, refunded, voided, not captured.
  await pay({ purpose: 'cart', amountCents: 2_398, capturedAt: monday });
  await pay({ purpose: 'deposit', amountCents: 5_350, capturedAt: weeksAgo(0, 1) });
  await pay({ purpose: 'cart', amountCents: 5_000, capturedAt: weeksAgo(0, 1), testMode: true });
  await pay({ purpose: 'cart', amountCents: 1_000, capturedAt: weeksAgo(0, 1), status: 'refunded' });
  await pay({ purpose: 'invoice', amountCents: 300, capturedAt: weeksAgo(0, 1), status: 'voided' });
  await pay({ purpose: 'cart', amountCents: 700, status: 'created' });
  // Last week: a balance, an invoice and a catalogue order on Sunday 23:59.
  // Refunded in part from the admin: $50.00 came off it (the failed refund moved nothing).
  const balance = await pay({ purpose: 'balance', amountCents: 53_150, capturedAt: weeksAgo(1, 2) });
  await refund(balance.id, 5_000, 'completed');
  await refund(balance.id, 1_000, 'failed');
  await pay({ purpose: 'invoice', amountCents: 12_345, capturedAt: weeksAgo(1, 3) });
  await pay({ purpose: 'cart', amountCents: 1_199, capturedAt: new Date(monday.getTime() - 60_000) });
  // The oldest week shown, and the one before it (not shown).
  await pay({ purpose: 'deposit', amountCents: 1_000, capturedAt: weeksAgo(11) });
  await pay({ purpose: 'invoice', amountCents: 99_999, capturedAt: weeksAgo(12, 6) });

  // Orders: deleted ones are not counted.
  for (const status of ['processing', 'processing', 'shipped'] as const)
    await insertRegularOrder(db, { status, paid: false });
  await insertRegularOrder(db, { status: 'delivered', paid: false, archivedAt: new Date() });
  const live = (days: number) => new Date(Date.now() + days * DAY);
  // The deposit's link (no audit row): issued 30 days before it expires, so 3 days ago.
  linkOrders.fromDeposit = (
    await insertCustomOrder(db, { balanceLinkTokenHash: 'h-deposit', balanceLinkExpiresAt: live(27) })
  ).order.id;
  await insertCustomOrder(db, { status: 'deposit_paid' });
  // A link the admin generated (version 2) five days ago; its version 1 audit row is older and not the live link.
  linkOrders.fromAdmin = (
    await insertCustomOrder(db, {
      status: 'approved',
      balanceLinkVersion: 2,
      balanceLinkTokenHash: 'h-admin',
      balanceLinkExpiresAt: live(25),
    })
  ).order.id;
  const linkAudit = (version: number, createdAt: Date) => ({
    action: 'custom-order.balance-link',
    entity: 'custom_orders',
    entityId: String(linkOrders.fromAdmin),
    details: { version },
    createdAt,
  });
  await db.insert(auditLog).values([linkAudit(1, daysAgo(20)), linkAudit(2, daysAgo(5))]);
  // Not unpaid live links: expired, paid (by the column, or by a captured balance payment), deleted.
  await insertCustomOrder(db, { status: 'mockup_sent', balanceLinkTokenHash: 'h-old', balanceLinkExpiresAt: live(-1) });
  await insertCustomOrder(db, {
    status: 'balance_paid',
    balanceLinkTokenHash: 'h-paid',
    balanceLinkExpiresAt: live(10),
    balancePaymentId: 'CAPTURE-1',
  });
  const settling = await insertCustomOrder(db, {
    status: 'approved',
    balanceLinkTokenHash: 'h-settling',
    balanceLinkExpiresAt: live(10),
  });
  await pay({ purpose: 'balance', amountCents: 10_000, capturedAt: weeksAgo(5), customOrderId: settling.order.id });
  await insertCustomOrder(db, {
    balanceLinkTokenHash: 'h-gone',
    balanceLinkExpiresAt: live(10),
    archivedAt: new Date(),
  });

  // Quotes: six waiting (10, 8, 6, 4, 2 and 1 days), one answered.
  const quote = (createdAt: Date, status: 'pending' | 'quoted' = 'pending') => ({
    customerName: `Club ${createdAt.getTime()}`,
    customerEmail: 'club@example.com',
    projectDescription: 'Tournament pins',
    quantity: 100,
    status,
    createdAt,
  });
  for (const days of [10, 8, 6, 4, 2, 1]) {
    const [row] = await db
      .insert(quoteRequests)
      .values(quote(daysAgo(days)))
      .returning({ id: quoteRequests.id });
    quoteIds.push(row!.id);
  }
  await db.insert(quoteRequests).values(quote(daysAgo(30), 'quoted'));

  // Stock: 0, 4 and 10 are low; 11 is not, nor an inactive product.
  await db.insert(products).values([
    { name: 'Low Ten', priceCents: 1_000, stockQuantity: 10 },
    { name: 'Sold Out', priceCents: 1_000, stockQuantity: 0 },
    { name: 'Eleven Left', priceCents: 1_000, stockQuantity: 11 },
    { name: 'Retired', priceCents: 1_000, stockQuantity: 3, isActive: false },
    { name: 'Four Left', priceCents: 1_000, stockQuantity: 4 },
  ]);
}, 60_000);
afterAll(() => t.close());

async function dashboard(cookie = admin): Promise<Dashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
}

describe('GET /api/admin/dashboard', () => {
  it('is for the admin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('sums captured real payments by purpose over the last 12 ISO weeks', async () => {
    const { revenueByWeek, testMode } = await dashboard();
    expect(testMode).toBe(false);
    expect(revenueByWeek.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => day(weeksAgo(11 - i))),
    );
    const zero = { deposits: 0, balances: 0, catalogue: 0, invoices: 0 };
    const expected = revenueByWeek.map((week) => ({ weekStart: week.weekStart, ...zero }));
    expected[11] = { ...expected[11]!, catalogue: 2_398, deposits: 5_350 };
    expected[10] = { ...expected[10]!, balances: 48_150, invoices: 12_345, catalogue: 1_199 };
    expected[6] = { ...expected[6]!, balances: 10_000 };
    expected[0] = { ...expected[0]!, deposits: 1_000 };
    expect(revenueByWeek).toEqual(expected);
  });

  it('counts live orders of each kind by status, every status listed', async () => {
    const { ordersByStatus } = await dashboard();
    expect(ordersByStatus.regular).toEqual([
      { status: 'pending', count: 0 },
      { status: 'awaiting_invoice', count: 0 },
      { status: 'processing', count: 2 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 0 },
      { status: 'cancelled', count: 0 },
      { status: 'refunded', count: 0 },
    ]);
    const custom = Object.fromEntries(ordersByStatus.custom.map((row) => [row.status, row.count]));
    expect(ordersByStatus.custom.map((row) => row.status)[0]).toBe('pending');
    expect(custom).toMatchObject({ deposit_paid: 2, approved: 2, mockup_sent: 1, balance_paid: 1, shipped: 0 });
    expect(ordersByStatus.custom.reduce((sum, row) => sum + row.count, 0)).toBe(6);
  });

  it('tells how many quotes wait for a reply, since when, and the five oldest', async () => {
    const { quotesAwaitingReply } = await dashboard();
    expect(quotesAwaitingReply.count).toBe(6);
    expect(quotesAwaitingReply.oldestAgeDays).toBe(10);
    expect(quotesAwaitingReply.oldest.map((quote) => [quote.id, quote.ageDays])).toEqual([
      [quoteIds[0], 10],
      [quoteIds[1], 8],
      [quoteIds[2], 6],
      [quoteIds[3], 4],
      [quoteIds[4], 2],
    ]);
  });

  it('lists live unpaid balance links, oldest first, aged from when each was issued', async () => {
    const { balanceLinksUnpaid } = await dashboard();
    expect(balanceLinksUnpaid.count).toBe(2);
    expect(balanceLinksUnpaid.links.map((link) => [link.customOrderId, link.ageDays, link.balanceCents])).toEqual([
      [linkOrders.fromAdmin, 5, 45_000],
      [linkOrders.fromDeposit, 3, 45_000],
    ]);
  });

  it('lists active products with 10 or fewer in stock, fewest first', async () => {
    const { lowStock } = await dashboard();
    expect(lowStock.map((product) => [product.name, product.stockQuantity])).toEqual([
      ['Sold Out', 0],
      ['Four Left', 4],
      ['Low Ten', 10],
    ]);
  });

  it('in test mode counts the test-mode payments instead (no real money is taken then)', async () => {
    const testShop = createDashboardService({ db: t.database.db, testMode: true });
    const { revenueByWeek, testMode } = await testShop.summary();
    expect(testMode).toBe(true);
    expect(revenueByWeek.at(-1)).toMatchObject({ catalogue: 5_000, deposits: 0, balances: 0, invoices: 0 });
    expect(revenueByWeek.slice(0, -1).every((week) => week.catalogue + week.deposits + week.invoices === 0)).toBe(true);
  });
});
