import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import type { QuotedOrder } from '../../../core/schemas/quoted-orders';
import type { CustomOrderService } from './custom-orders.service';
import type { PreparedOrder } from './prepared-orders';

function toQuotedOrderDto(signedId: string, order: PreparedOrder, quoteRequestId: number): QuotedOrder {
  return {
    preparedOrderId: signedId,
    quoteRequestId,
    quoteNotes: order.quoteNotes ?? null,
    quantity: order.quantity,
    size: order.size,
    plating: order.plating,
    packaging: order.packaging.join(','),
    rushOrder: order.rushOrder,
    rushOrderFee: centsToDollars(order.cents.rushFee),
    pricePerPin: centsToDollars(order.cents.pricePerPin),
    totalPrice: centsToDollars(order.cents.total),
    depositAmount: centsToDollars(order.cents.deposit),
    remainingBalance: centsToDollars(order.cents.remaining),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    promoCode: order.promoCode,
    discountAmount: centsToDollars(order.cents.discount),
    logoUrl: order.logoUrl,
    logoFileName: order.logoFileName,
  };
}

/**
 * The order a quote's e-mailed link prices, for its pay page (the API and the page's loader). Null for a wrong
 * signature, an expired row, one a newer quote replaced or the deposit paid, and a designer's prepared order.
 */
export async function findQuotedOrder(
  customOrders: Pick<CustomOrderService, 'preparedOrder'>,
  signedId: string,
): Promise<QuotedOrder | null> {
  let order: PreparedOrder;
  try {
    order = await customOrders.preparedOrder(signedId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
  return order.quoteRequestId === undefined ? null : toQuotedOrderDto(signedId, order, order.quoteRequestId);
}
