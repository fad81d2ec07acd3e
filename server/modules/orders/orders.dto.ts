import { centsToDollars } from '../../../core/money';
import type { RegularOrderDto } from '../../../core/schemas/orders';
import type { Order } from '../../db/schema';

export function toRegularOrderDto(order: Order): RegularOrderDto {
  const total = centsToDollars(order.totalAmountCents);
  return {
    id: order.id,
    testMode: order.testMode,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalAmount: total,
    total,
    discountCode: order.discountCode,
    discountAmount: centsToDollars(order.discountAmountCents),
    status: order.status,
    items: (Array.isArray(order.items) ? order.items : []).map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: centsToDollars(item.priceCents),
    })),
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    createdAt: order.createdAt.toISOString(),
  };
}
