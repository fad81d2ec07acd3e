import { centsToDollars } from '../../../core/money';
import { tierSavingsOf } from '../../../core/pricing/summary';
import { taxRowLabel } from '../../../core/tax-summary';
import type { OrderInvoiceDto } from '../../../core/schemas/invoice-orders';
import type { RegularOrderDto } from '../../../core/schemas/orders';
import type { Order } from '../../db/schema';
import { shipmentDto } from '../../../core/carriers';

/** `invoice`: the NET 30 invoice issued from the order (order-invoices.ts reads it), if any. */
export function toRegularOrderDto(order: Order, invoice: OrderInvoiceDto | null = null): RegularOrderDto {
  const total = centsToDollars(order.totalAmountCents);
  const items = Array.isArray(order.items) ? order.items : [];
  return {
    id: order.id,
    testMode: order.testMode,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalAmount: total,
    total,
    discountCode: order.discountCode,
    discountAmount: centsToDollars(order.discountAmountCents),
    subtotal: centsToDollars(order.subtotalCents),
    shipping: centsToDollars(order.shippingCents),
    tierSavings: centsToDollars(tierSavingsOf(items)),
    ...(order.taxCents > 0 || order.taxExemptReason
      ? {
          tax: {
            amount: centsToDollars(order.taxCents),
            label: taxRowLabel({
              region: order.taxRegion,
              components: order.taxComponents,
              exemptReason: order.taxExemptReason,
            }),
            exemptReason: order.taxExemptReason,
          },
        }
      : {}),
    status: order.status,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: centsToDollars(item.priceCents),
      listPrice: item.listPriceCents === undefined ? null : centsToDollars(item.listPriceCents),
      lineTotal: centsToDollars(item.priceCents * item.quantity),
    })),
    shippingAddress: order.shippingAddress,
    ...shipmentDto(order),
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    companyName: order.companyName,
    invoice,
  };
}
