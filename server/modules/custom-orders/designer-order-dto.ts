import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { CustomOrderService } from './custom-orders.service';
import type { PreparedOrder } from './prepared-orders';

/** The designer's prepared order as prepare answered it: the server's prices, by the signed id the checkout carries. */
function toPreparedCustomOrderDto(signedId: string, order: PreparedOrder): PreparedCustomOrder {
  return {
    preparedOrderId: signedId,
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
    ...(order.eventDate ? { eventDate: order.eventDate } : {}),
  };
}

/**
 * The designer order behind a checkout link (issue 17: the page shows the server's prices, never the link's). Null
 * for a wrong signature, an expired or paid one (the deposit removes it) and a quote's order (it has its own page).
 */
export async function findDesignerOrder(
  customOrders: Pick<CustomOrderService, 'preparedOrder'>,
  signedId: string,
): Promise<PreparedCustomOrder | null> {
  let order: PreparedOrder;
  try {
    order = await customOrders.preparedOrder(signedId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
  return order.quoteRequestId === undefined ? toPreparedCustomOrderDto(signedId, order) : null;
}
