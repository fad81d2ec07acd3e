/**
 * What the designer sends to POST /api/custom-orders/prepare (shopper-spec section 3, "Order data sent at
 * submit") and how the prepared order travels to the checkout: base64 of its JSON in the query string.
 */
import { encodeBase64Json } from '../../lib/order-payload';
import { designFileField } from '../../../core/design-rules';
import { centsToDollars } from '../../../core/money';
import type { DesignerQuote } from '../../../core/pricing/designer';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { ShipToInput } from '../../../core/ship-to-check';
import type { DesignerDraft } from './designer-state';

export interface OrderData {
  product: DesignerDraft['product'];
  quantity: number;
  size: DesignerDraft['size'];
  plating: DesignerDraft['plating'];
  packaging: string;
  rushOrder: boolean;
  rushOrderFee: number;
  pricePerPin: number;
  totalPrice: number;
  depositAmount: number;
  remainingBalance: number;
  customerName: string;
  customerEmail: string;
  /** Sent only when the shopper gave one. */
  customerPhone?: string;
  /** Where the pins go, as typed (the server checks it with core/ship-to-check). */
  shipTo: ShipToInput;
  promoCode: string;
  discountAmount: number;
  /** The event date ('YYYY-MM-DD'), sent only when the shopper gave one. */
  eventDate?: string;
  /** Several designs (decision 045), each with its name and quantity, adding up to `quantity`; absent for one. */
  designs?: Array<{ name: string; quantity: number }>;
}

/** The draft and its price (from designerQuote) in the API's units: dollars, packaging comma-joined. */
export function buildOrderData(draft: DesignerDraft, quote: DesignerQuote): OrderData {
  return {
    product: draft.product,
    quantity: draft.quantity,
    size: draft.size,
    plating: draft.plating,
    packaging: normalizePackaging(draft.packaging).join(','),
    rushOrder: draft.rushOrder,
    rushOrderFee: centsToDollars(quote.rushFeeCents),
    pricePerPin: centsToDollars(quote.pricePerPinCents),
    totalPrice: centsToDollars(quote.totalCents),
    depositAmount: centsToDollars(quote.depositCents),
    remainingBalance: centsToDollars(quote.remainingCents),
    customerName: draft.customerName.trim(),
    customerEmail: draft.customerEmail.trim(),
    ...(draft.customerPhone.trim() ? { customerPhone: draft.customerPhone.trim() } : {}),
    shipTo: draft.shipTo,
    // Only a code the server accepted: a code typed but never applied would not match the amounts.
    promoCode: draft.appliedDiscount?.code ?? '',
    discountAmount: centsToDollars(quote.discountCents),
    ...(draft.eventDate ? { eventDate: draft.eventDate } : {}),
    ...(draft.designs.length > 1
      ? { designs: draft.designs.map((design) => ({ name: design.name.trim(), quantity: design.quantity })) }
      : {}),
  };
}

/**
 * The multipart body: the order as the JSON text part `orderData` and each design's file, design n's as
 * designFileField(n) (`logo`, `logo2`...).
 */
export function orderFormData(orderData: OrderData, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('orderData', JSON.stringify(orderData));
  files.forEach((file, index) => form.append(designFileField(index + 1), file, file.name));
  return form;
}

/** /checkout?orderData=...: the base64 is URL-encoded, or its '+' would arrive as a space. */
export function checkoutUrl(prepared: PreparedCustomOrder): string {
  return `/checkout?${new URLSearchParams({ orderData: encodeBase64Json(prepared) }).toString()}`;
}
