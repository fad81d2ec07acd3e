/**
 * What customers owe: every order not paid in one go as its schedule of lines (deposit, balance, invoice), the lines
 * open at a given moment, and the owner's aging report. A read model with no table of its own: built from the
 * custom-orders, invoices, orders and payments modules' rows. "Now" is the service's clock, injectable (tests drive
 * it through the states and the aging buckets).
 */
import { sql, type SQL } from 'drizzle-orm';
import { adminPath } from '../../../core/admin-links';
import { AppError } from '../../../core/errors';
import { agingBucket, compareText, daysPastDue, OPEN_LINE_STATES, today } from '../../../core/receivables';
import type { OrderSchedule, ReceivableLine, ScheduleLine, ScheduleLineOwner } from '../../../core/schemas/receivables';
import { queryRows, type Database } from '../../db/client';
import { sameSecret } from '../../link-signing';
import { tokenHash } from '../../order-links';
import { invoiceLinkToken } from '../invoices';
import { buildReport } from './aging-report';
import { customOrderFacts, invoiceFacts, paymentFacts, type PaymentFacts } from './schedule-facts';
import { customOrderLines, invoiceLine, type LineLinks } from './schedule-lines';

export interface ReceivablesDeps extends LineLinks {
  db: Database;
  /** A live shop leaves out orders paid through the PayPal stand-in; a shop in test mode counts them. */
  testMode: boolean;
  now: () => Date;
}

export const SCHEDULE_NOT_FOUND = 'We could not find that order. Please use the link from your e-mail.';

const isOpen = (line: ScheduleLine) => OPEN_LINE_STATES.includes(line.state);

/** Oldest due date first (no due date last), then by key, so the same lines always read in the same order. */
const byDueDate = (a: ScheduleLine, b: ScheduleLine) =>
  compareText(a.dueDate ?? '9999', b.dueDate ?? '9999') || compareText(a.key, b.key);

export function createReceivablesService(deps: ReceivablesDeps) {
  const { db, now } = deps;
  const liveOrders = sql`(o.test_mode = false or ${deps.testMode}::boolean)`;

  /** The schedule lines of the custom orders and invoices matching the two conditions. */
  async function linesWhere(
    orderWhere: SQL | null,
    invoiceWhere: SQL | null,
    at: Date,
    /** Given: filled with each line's page in the admin (a NET 30 invoice's is its order's). */
    adminPaths?: Map<string, string>,
  ): Promise<ScheduleLine[]> {
    const orderFilter = orderWhere ? sql`${liveOrders} and ${orderWhere}` : null;
    const orders = orderFilter ? await customOrderFacts(db, orderFilter) : [];
    const invoices = invoiceWhere ? await invoiceFacts(db, invoiceWhere) : [];
    const payments =
      orders.length > 0 || invoices.length > 0
        ? await paymentFacts(db, orders.length > 0 ? orderFilter : null, invoices.length > 0 ? invoiceWhere : null)
        : [];
    // Each order's and invoice's payments, grouped once (a report reads every open order at a time).
    const byOwner = new Map<string, PaymentFacts[]>();
    for (const payment of payments) {
      const owner =
        payment.purpose === 'invoice' ? `invoice:${payment.manualInvoiceId}` : `custom:${payment.customOrderId}`;
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), payment]);
    }
    for (const order of orders)
      adminPaths?.set(`custom:${order.id}`, adminPath({ kind: 'custom-order', id: order.id }));
    for (const invoice of invoices) {
      const target = invoice.orderId ? { kind: 'catalogue-order' as const, id: invoice.orderId } : null;
      adminPaths?.set(`invoice:${invoice.id}`, adminPath(target ?? { kind: 'invoice', id: invoice.id }));
    }
    return [
      ...orders.flatMap((order) => customOrderLines(order, byOwner.get(`custom:${order.id}`) ?? [], deps, at)),
      ...invoices.map((invoice) => invoiceLine(invoice, byOwner.get(`invoice:${invoice.id}`) ?? [], deps, at)),
    ];
  }

  /** Every line that is not settled: the live orders with money still to come, the unpaid invoices. */
  const unsettledLines = (at: Date, adminPaths?: Map<string, string>) =>
    linesWhere(
      sql`o.archived_at is null and o.status <> 'cancelled'
        and (o.balance_payment_id is null or o.deposit_payment_id is null)`,
      sql`i.status = 'pending'`,
      at,
      adminPaths,
    );

  function withAge(line: ScheduleLine, day: string, adminPaths: Map<string, string>): ReceivableLine {
    const days = line.dueDate ? daysPastDue(line.dueDate, day) : 0;
    const owner = line.owner.kind === 'custom-order' ? `custom:${line.owner.id}` : `invoice:${line.owner.id}`;
    return { ...line, daysPastDue: days, bucket: agingBucket(days), adminPath: adminPaths.get(owner) ?? '/admin' };
  }

  /** What the customer owes on these lines: the due and overdue ones. */
  const schedule = (lines: ScheduleLine[]): OrderSchedule => ({
    lines,
    owedCents: lines.filter(isOpen).reduce((total, line) => total + line.amountCents, 0),
  });

  const service = {
    /** The service's clock: what "now" is for the routes and pages. */
    now,

    /** Every line of one order, in the order it is paid: a custom order's deposit and balance, or an invoice's. */
    async orderSchedule(owner: ScheduleLineOwner, at: Date = now()): Promise<ScheduleLine[]> {
      return owner.kind === 'custom-order'
        ? linesWhere(sql`o.id = ${owner.id}`, null, at)
        : linesWhere(null, sql`i.id = ${owner.id}`, at);
    },

    /** Every line due or overdue at `at`, oldest due date first. */
    async openLines(at: Date): Promise<ScheduleLine[]> {
      return (await unsettledLines(at)).filter(isOpen).sort(byDueDate);
    },

    /**
     * What is owed at `at`, by customer and by age: the due and overdue lines, and the invoices not due yet (owed,
     * in "current"). A balance waiting for the design's approval is not owed yet and is left out.
     */
    async report(at: Date = now()) {
      const day = today(at);
      const adminPaths = new Map<string, string>();
      const lines = (await unsettledLines(at, adminPaths))
        .filter((line) => isOpen(line) || (line.state === 'scheduled' && line.dueDate !== null))
        .sort(byDueDate)
        .map((line) => withAge(line, day, adminPaths));
      return buildReport(day, lines);
    },

    /** The order behind a status link (its token checked): a custom order's lines, or its NET 30 invoice's. */
    async byStatusLink(orderId: number, token: string | undefined): Promise<OrderSchedule> {
      if (!token || token.length < 22) throw new AppError('not_found', SCHEDULE_NOT_FOUND);
      const hash = tokenHash(token);
      const custom = await linesWhere(sql`o.id = ${orderId} and o.access_token_hash = ${hash}`, null, now());
      if (custom.length > 0) return schedule(custom);
      const [regular] = await queryRows<{ id: number }>(
        db,
        sql`select id from orders where id = ${orderId} and access_token_hash = ${hash}`,
      );
      if (!regular) throw new AppError('not_found', SCHEDULE_NOT_FOUND);
      return schedule(await service.catalogueOrderSchedule(orderId));
    },

    /** A catalogue order's NET 30 invoice line, once the owner issued it (none before, none for a PayPal order). */
    catalogueOrderSchedule: (orderId: number, at: Date = now()) =>
      linesWhere(null, sql`i.id = (select manual_invoice_id from orders where id = ${orderId})`, at),

    /** An invoice by its pay link (the link's `t` checked): its one line. */
    async byInvoiceLink(invoiceNumber: string, token: string | undefined): Promise<OrderSchedule> {
      const lines = await linesWhere(null, sql`i.invoice_number = ${invoiceNumber}`, now());
      const line = lines[0];
      const expected = line ? invoiceLinkToken(deps.linkSecret, { id: line.owner.id, invoiceNumber }) : '';
      if (!line || !token || !sameSecret(token, expected)) throw new AppError('not_found', SCHEDULE_NOT_FOUND);
      return schedule(lines);
    },
  };
  return service;
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
