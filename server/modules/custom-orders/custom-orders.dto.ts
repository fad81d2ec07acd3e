import { centsToDollars } from '../../../core/money';
import type { CustomOrderDto } from '../../../core/schemas/orders';
import type { CustomOrder } from '../../db/schema';

export function toCustomOrderDto(order: CustomOrder): CustomOrderDto {
  return {
    id: order.id,
    testMode: order.testMode,
    quantity: order.quantity,
    size: order.size,
    plating: order.plating,
    packaging: order.packaging,
    logoUrl: order.logoUrl,
    logoFileName: order.logoFileName,
    pinDesigns: Array.isArray(order.pinDesigns) ? order.pinDesigns : [],
    rushOrder: order.rushOrder,
    rushOrderFee: centsToDollars(order.rushOrderFeeCents),
    pricePerPin: centsToDollars(order.pricePerPinCents),
    totalPrice: centsToDollars(order.totalPriceCents),
    depositAmount: centsToDollars(order.depositAmountCents),
    remainingBalance: centsToDollars(order.remainingBalanceCents),
    discountCode: order.discountCode,
    discountAmount: centsToDollars(order.discountAmountCents),
    status: order.status,
    depositPaymentId: order.depositPaymentId,
    balancePaymentId: order.balancePaymentId,
    // The balance link exists once the design is approved (the admin issue sends it; the token is made at deposit).
    balancePaymentToken: ['approved', 'balance_paid', 'in_production', 'shipped', 'delivered'].includes(order.status)
      ? order.balancePaymentToken
      : null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
  };
}
