/**
 * What customers owe (server/modules/receivables): an order's payment schedule, the lines still open and the
 * owner's aging report. Money in integer cents; dates YYYY-MM-DD (UTC).
 */
import { z } from 'zod';
import { AGING_BUCKETS, SCHEDULE_LINE_KINDS, SCHEDULE_LINE_STATES } from '../receivables';
import { idParamSchema } from './common';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const scheduleLinePaymentSchema = z.object({
  amountCents: z.number().int(),
  /** ISO timestamp of the capture. */
  paidAt: z.string(),
  captureId: z.string().nullable(),
  refundedCents: z.number().int(),
});

export const scheduleLineOwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('custom-order'), id: z.number().int() }),
  z.object({ kind: z.literal('invoice'), id: z.number().int() }),
]);
export type ScheduleLineOwner = z.infer<typeof scheduleLineOwnerSchema>;

export const scheduleLineSchema = z.object({
  /** 'deposit:<customOrderId>', 'balance:<customOrderId>', 'invoice:<manualInvoiceId>'. */
  key: z.string(),
  kind: z.enum(SCHEDULE_LINE_KINDS),
  owner: scheduleLineOwnerSchema,
  /** The order's number as the shop shows it (W-1001), or INV-123456. */
  reference: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  amountCents: z.number().int(),
  dueDate: day.nullable(),
  state: z.enum(SCHEDULE_LINE_STATES),
  /** The absolute link that pays it while it can be paid, else null. */
  payUrl: z.string().nullable(),
  payments: z.array(scheduleLinePaymentSchema),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** One order's lines as its customer sees them: what is owed now, and the whole schedule. */
export const orderScheduleSchema = z.object({
  lines: z.array(scheduleLineSchema),
  /** The sum of the due and overdue lines. */
  owedCents: z.number().int(),
});
export type OrderSchedule = z.infer<typeof orderScheduleSchema>;

export const agingTotalsSchema = z.object({
  current: z.number().int(),
  '1-30': z.number().int(),
  '31-60': z.number().int(),
  '61-90': z.number().int(),
  'over-90': z.number().int(),
  total: z.number().int(),
});
export type AgingTotals = z.infer<typeof agingTotalsSchema>;

export const receivableLineSchema = scheduleLineSchema.extend({
  /** Days past the due date (0 or less: not late yet). */
  daysPastDue: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
  /** The owner's page of the order or invoice. */
  adminPath: z.string(),
});
export type ReceivableLine = z.infer<typeof receivableLineSchema>;

/** What is owed, GET /api/admin/receivables: by customer (most owed first) and by age, with totals. */
export const receivablesReportSchema = z.object({
  /** The day the ages are counted to. */
  asOf: day,
  totals: agingTotalsSchema,
  customers: z.array(
    z.object({
      customerEmail: z.string(),
      customerName: z.string(),
      totals: agingTotalsSchema,
      /** Oldest due date first. */
      lines: z.array(receivableLineSchema),
    }),
  ),
});
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;

/** The customer's own order page: the order's signed status link, or an invoice's pay link. */
export const orderScheduleQuerySchema = z.object({ token: z.string().max(128).optional() });
export const invoiceScheduleParamsSchema = z.object({
  invoiceNumber: z.string().regex(/^INV-\d{6}$/, { message: 'Invoice numbers look like INV-123456.' }),
});
export const invoiceScheduleQuerySchema = z.object({ t: z.string().max(128).optional() });

/** The admin's view of one order's schedule: /api/admin/receivables/{custom-orders|orders|invoices}/{id}. */
export const scheduleOwnerParamsSchema = idParamSchema.extend({
  kind: z.enum(['custom-orders', 'orders', 'invoices'], { message: 'kind must be custom-orders, orders or invoices' }),
});
