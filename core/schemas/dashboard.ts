/**
 * The admin dashboard's numbers, GET /api/admin/dashboard: computed by the server in SQL, shown
 * as they are by the /admin page. Money in integer cents.
 */
import { z } from 'zod';

export const REVENUE_WEEKS = 12;
export const REVENUE_SERIES = ['deposits', 'balances', 'catalogue', 'invoices'] as const;
export type RevenueSeries = (typeof REVENUE_SERIES)[number];

/** One ISO week (Monday 00:00 UTC) of captured payments by what they paid for, in cents. */
export const revenueWeekSchema = z.object({
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deposits: z.number().int(),
  balances: z.number().int(),
  catalogue: z.number().int(),
  invoices: z.number().int(),
});
export type RevenueWeek = z.infer<typeof revenueWeekSchema>;

export const statusCountSchema = z.object({ status: z.string(), count: z.number().int() });

export const dashboardSchema = z.object({
  /**
   * Which payments the revenue counts: a live shop counts real payments only (test-mode ones never); a shop in test
   * mode takes no real money, so it shows its test-mode payments, and the page says so.
   */
  testMode: z.boolean(),
  /** The last 12 weeks, oldest first, the current week last. */
  revenueByWeek: z.array(revenueWeekSchema),
  /** Live (not deleted) orders, every status of each kind in workflow order, zero included. */
  ordersByStatus: z.object({ custom: z.array(statusCountSchema), regular: z.array(statusCountSchema) }),
  quotesAwaitingReply: z.object({
    count: z.number().int(),
    /** Whole days the oldest pending request has waited (null: none waiting). */
    oldestAgeDays: z.number().int().nullable(),
    /** The five that have waited longest. */
    oldest: z.array(
      z.object({ id: z.number().int(), customerName: z.string(), createdAt: z.string(), ageDays: z.number().int() }),
    ),
  }),
  /** Custom orders whose balance link is live and whose balance is not paid, oldest link first (at most 10 listed). */
  balanceLinksUnpaid: z.object({
    count: z.number().int(),
    links: z.array(
      z.object({
        customOrderId: z.number().int(),
        customerName: z.string(),
        balanceCents: z.number().int(),
        issuedAt: z.string(),
        expiresAt: z.string(),
        ageDays: z.number().int(),
      }),
    ),
  }),
  /** Active products with 10 or fewer in stock, fewest first. */
  lowStock: z.array(z.object({ id: z.number().int(), name: z.string(), stockQuantity: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
