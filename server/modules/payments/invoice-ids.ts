/**
 * PayPal's `invoice_id` for a payment: the number support and the customer quote, unique per PayPal payment
 * (PayPal refuses a second completed payment with the same one: 422 DUPLICATE_INVOICE_ID). A cart pays its
 * catalogue order (C-1001), a deposit and a balance pay the two halves of one custom order (W-1001-DEP,
 * W-1001-BAL), an invoice is its own INV- number. A cart or deposit has no order yet: its id is reserved with the
 * payment (details.orderId / details.customOrderId); a payment made before ids were reserved sends none. A balance
 * or an invoice paid again after a refund counts its earlier captures (W-1001-BAL-2), since PayPal keeps the first.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { orderNumber } from '../../../core/order-numbers';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentDetails } from './payment-details';

const again = (earlier: number | undefined) => (earlier ? `-${earlier + 1}` : '');

export function paypalInvoiceId(details: PaymentDetails): string | undefined {
  switch (details.kind) {
    case 'cart':
      return details.orderId === undefined ? undefined : orderNumber('catalogue', details.orderId);
    case 'deposit':
      return details.customOrderId === undefined ? undefined : `${orderNumber('custom', details.customOrderId)}-DEP`;
    case 'balance':
      return `${orderNumber('custom', details.customOrderId)}-BAL${again(details.earlierCaptures)}`;
    case 'invoice':
      return `${details.invoiceNumber}${again(details.earlierCaptures)}`;
  }
}

/** How many payments of this balance or invoice PayPal has captured before (each one used up an invoice_id). */
export async function earlierCaptures(
  tx: Tx,
  paid: { customOrderId: number } | { manualInvoiceId: number },
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        'customOrderId' in paid
          ? and(eq(payments.customOrderId, paid.customOrderId), eq(payments.purpose, 'balance'))
          : eq(payments.manualInvoiceId, paid.manualInvoiceId),
        isNotNull(payments.captureId),
      ),
    );
  return row?.n ?? 0;
}
