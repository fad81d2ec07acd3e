/**
 * The facts a payment schedule is built from, read across the owning modules' tables (reads for display are allowed:
 * docs/architecture.md): custom orders with the day their design was approved, manual and NET 30 invoices with their
 * order's state, and the captured payments of both with what went back.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface CustomOrderFacts {
  id: number;
  customerEmail: string;
  customerName: string;
  depositAmountCents: number;
  remainingBalanceCents: number;
  status: string;
  createdAt: Date | string;
  depositPaymentId: string | null;
  balancePaymentId: string | null;
  balanceLinkVersion: number;
  balanceLinkTokenHash: string | null;
  balanceLinkExpiresAt: Date | string | null;
  /** The latest approval of the design: the customer's on a proof, or the owner's status "approved". */
  approvedAt: Date | string | null;
}

export interface InvoiceFacts {
  id: number;
  invoiceNumber: string;
  customerEmail: string;
  customerName: string;
  totalCents: number;
  dueDate: string;
  status: string;
  /** The NET 30 catalogue order the invoice was issued from, if any, and its status. */
  orderId: number | null;
  orderStatus: string | null;
}

export interface PaymentFacts {
  purpose: 'deposit' | 'balance' | 'invoice';
  customOrderId: number | null;
  manualInvoiceId: number | null;
  amountCents: number;
  paidAt: Date | string;
  captureId: string | null;
  refundedCents: number;
}

/** Custom orders matching `where` (on `o`), in id order. */
export function customOrderFacts(db: Executor, where: SQL): Promise<CustomOrderFacts[]> {
  return queryRows<CustomOrderFacts>(
    db,
    sql`select o.id, o.customer_email as "customerEmail", o.customer_name as "customerName",
        o.deposit_amount_cents as "depositAmountCents", o.remaining_balance_cents as "remainingBalanceCents",
        o.status, o.created_at as "createdAt", o.deposit_payment_id as "depositPaymentId",
        o.balance_payment_id as "balancePaymentId", o.balance_link_version as "balanceLinkVersion",
        o.balance_link_token_hash as "balanceLinkTokenHash", o.balance_link_expires_at as "balanceLinkExpiresAt",
        greatest(
          (select max(p.approved_at) from custom_order_proofs p where p.custom_order_id = o.id),
          (select max(a.created_at) from audit_log a
            where a.entity = 'custom_orders' and a.entity_id = o.id::text and a.action = 'custom-order.status'
              and a.after ->> 'status' = 'approved')
        ) as "approvedAt"
      from custom_orders o
      where ${where}
      order by o.id`,
  );
}

/** Manual and NET 30 invoices matching `where` (on `i`), in id order. */
export function invoiceFacts(db: Executor, where: SQL): Promise<InvoiceFacts[]> {
  return queryRows<InvoiceFacts>(
    db,
    sql`select i.id, i.invoice_number as "invoiceNumber", i.customer_email as "customerEmail",
        i.customer_name as "customerName", i.total_cents as "totalCents", i.due_date::text as "dueDate", i.status,
        o.id as "orderId", o.status as "orderStatus"
      from manual_invoices i
      left join orders o on o.manual_invoice_id = i.id
      where ${where}
      order by i.id`,
  );
}

/**
 * Money taken for the orders' deposits and balances and for the invoices (the custom orders matching `orderWhere` on
 * `o`, the invoices matching `invoiceWhere` on `i`): every payment that was captured (a capture id or time), in the
 * order it was taken. Refunded: all of it when PayPal refunded or reversed it (or the shop voided it after the
 * capture), else what the owner's completed refunds sent back.
 */
export async function paymentFacts(
  db: Executor,
  orderWhere: SQL | null,
  invoiceWhere: SQL | null,
): Promise<PaymentFacts[]> {
  const ofOrders = orderWhere
    ? sql`p.custom_order_id in (select o.id from custom_orders o where ${orderWhere})`
    : sql`false`;
  const ofInvoices = invoiceWhere
    ? sql`p.manual_invoice_id in (select i.id from manual_invoices i where ${invoiceWhere})`
    : sql`false`;
  return queryRows<PaymentFacts>(
    db,
    sql`select p.purpose, p.custom_order_id as "customOrderId", p.manual_invoice_id as "manualInvoiceId",
        p.amount_cents as "amountCents", coalesce(p.captured_at, p.updated_at) as "paidAt", p.capture_id as "captureId",
        case when p.status in ('refunded', 'voided') then p.amount_cents
          else coalesce((select sum(r.amount_cents) from payment_refunds r
            where r.payment_id = p.id and r.status = 'completed'), 0)::int
        end as "refundedCents"
      from payments p
      where p.purpose in ('deposit', 'balance', 'invoice')
        and (p.captured_at is not null or p.capture_id is not null)
        and p.status in ('captured', 'refunded', 'voided')
        and (${ofOrders} or ${ofInvoices})
      order by coalesce(p.captured_at, p.updated_at), p.id`,
  );
}
