/** What the ship dialog, the order's shipping panel and the packing slip read off an order of either kind. */
import { shipToLines } from '../../../../core/schemas/ship-to';
import type { AdminOrder } from '../../../../core/schemas/admin';

/** The address as lines (a custom order's ship-to, a catalogue order's one-line address), or null when there is none. */
export function shipToOf(entry: AdminOrder): string[] | null {
  if (entry.kind === 'custom') return entry.order.shipTo ? shipToLines(entry.order.shipTo) : null;
  return entry.order.shippingAddress ? [entry.order.shippingAddress] : null;
}

/**
 * The second confirmation an order not paid in full needs before it ships (null when it is paid, or already went
 * out): a custom order whose balance is unpaid, a NET 30 order whose invoice is.
 */
export function unpaidShipLabel(entry: AdminOrder): string | null {
  if (hasShipped(entry)) return null;
  if (entry.kind === 'custom') {
    const { balancePaymentId, remainingBalance } = entry.order;
    return balancePaymentId === null && remainingBalance > 0 ? 'Ship before the balance is paid' : null;
  }
  const { paymentMethod, invoice } = entry.order;
  return paymentMethod === 'invoice' && invoice?.status !== 'paid' ? 'Ship before the invoice is paid' : null;
}

/** Shipped or delivered: the dialog corrects its tracking (the server e-mails a correction only when asked). */
export function hasShipped(entry: AdminOrder): boolean {
  const { shippedAt, status } = entry.order;
  return shippedAt !== null || status === 'shipped' || status === 'delivered';
}
