import { centsToDollars } from '../../../core/money';
import { lastDayToApprove } from '../../../core/proof-dates';
import type { AdminOrder } from '../../../core/schemas/admin';
import type { CustomOrderDto } from '../../../core/schemas/orders';
import type { CustomOrder } from '../../db/schema';
import { shipmentDto } from '../../../core/carriers';
import { isBalanceUnpaid } from './balance-links';
import { customOrderTaxDto } from './custom-order-tax-columns';

/** From design approval on, until the balance payment is in (the link itself never leaves in a DTO). */
const BALANCE_DUE_STATUSES: readonly string[] = ['approved', 'in_production', 'shipped', 'delivered'];

function isBalanceDue(order: CustomOrder): boolean {
  // A deleted (archived) order is kept for its money records only: nothing more is due on it.
  return BALANCE_DUE_STATUSES.includes(order.status) && isBalanceUnpaid(order) && !order.archivedAt;
}

export function toCustomOrderDto(order: CustomOrder): CustomOrderDto {
  return {
    id: order.id,
    testMode: order.testMode,
    product: order.product,
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
    balanceDue: isBalanceDue(order),
    tax: customOrderTaxDto(order),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shipTo: order.shipTo ?? null,
    ...shipmentDto(order),
    cancelReason: order.cancelReason,
    eventDate: order.eventDate,
    lastDayToApprove: lastDayToApprove(order.eventDate, order.rushOrder),
    createdAt: order.createdAt.toISOString(),
  };
}

type AdminCustomOrderDto = Extract<AdminOrder, { kind: 'custom' }>['order'];

/** The admin's view: the customer's DTO plus what only the shop sees (phone, notes, the quote it came from). */
export function toAdminCustomOrderDto(order: CustomOrder): AdminCustomOrderDto {
  return {
    ...toCustomOrderDto(order),
    notes: order.notes,
    internalNote: order.internalNote,
    quoteRequestId: order.quoteRequestId,
  };
}
