import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import { packagingCentsFor } from '../../../core/pricing/quoted-order';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';
import type { QuotedOrder } from '../../../core/schemas/quoted-orders';
import type { CustomOrderService } from './custom-orders.service';
import type { PreparedOrder } from './prepared-orders';

/** A prepared order's options, customer and the server's prices, as the checkout pages read them. */
export function preparedOrderFields(signedId: string, order: PreparedOrder) {
  return {
    preparedOrderId: signedId,
    product: order.product ?? 'pin',
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
    ...(order.customerPhone ? { customerPhone: order.customerPhone } : {}),
    ...(order.shipTo ? { shipTo: order.shipTo } : {}),
    promoCode: order.promoCode,
    discountAmount: centsToDollars(order.cents.discount),
    logoUrl: order.logoUrl,
    logoFileName: order.logoFileName,
    ...(order.designs ? { designs: order.designs } : {}),
  };
}

/** The prepared order behind a signed id; null for a wrong signature, an expired row or one the deposit paid. */
export async function findPreparedOrder(
  customOrders: Pick<CustomOrderService, 'preparedOrder'>,
  signedId: string,
): Promise<PreparedOrder | null> {
  try {
    return await customOrders.preparedOrder(signedId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

/**
 * The order a quote's e-mailed link prices, for its pay page (the API and the page's loader). Null for a wrong
 * signature, an expired row, one a newer quote replaced or the deposit paid, and a designer's prepared order.
 */
export async function findQuotedOrder(
  customOrders: Pick<CustomOrderService, 'preparedOrder'>,
  signedId: string,
): Promise<QuotedOrder | null> {
  const order = await findPreparedOrder(customOrders, signedId);
  if (!order || order.quoteRequestId === undefined) return null;
  return {
    ...preparedOrderFields(signedId, order),
    quoteRequestId: order.quoteRequestId,
    quoteNotes: order.quoteNotes ?? null,
    // As the quote's answer priced it; a row from before the owner's price table was priced with its first version.
    packagingFee: centsToDollars(
      order.cents.packaging ?? packagingCentsFor(order.packaging, order.quantity, SEED_PRICE_TABLE),
    ),
  };
}
