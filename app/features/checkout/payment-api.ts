/**
 * The checkout's calls (shopper-spec section 7 and the payments module): create the PayPal order for the amount the
 * server computes, capture it, then record the order. Every call goes through apiRequest, so a non-OK answer
 * throws "{status}: {body}" (read with apiErrorStatus / apiErrorMessage).
 */
import type { z } from 'zod';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { CustomerInfoInput, paymentOutcomeSchema } from '../../../core/schemas/payments';
import { apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';

export type CaptureOutcome = z.infer<typeof paymentOutcomeSchema>;

export interface CreatedPayment {
  id: string;
  status: string;
  approveUrl: string | null;
  amount: string;
}

export interface PayPalSetup {
  mode: 'test' | 'sandbox' | 'live';
  clientId: string;
  currency: 'USD';
  intent: 'CAPTURE';
  clientToken: null;
}

export const PAYPAL_SETUP_QUERY_KEY = ['/paypal/setup'] as const;

/** What is paid: the session's cart (with its customer and discount code) or a designer order's deposit. */
export type PaymentRequest =
  | { purpose: 'cart'; customer: CustomerInfoInput; discountCode?: string; amount: string }
  | { purpose: 'deposit'; orderData: PreparedCustomOrder; amount: string };

export async function createPayment(request: PaymentRequest, returnPath?: string): Promise<CreatedPayment> {
  const response = await apiRequest(
    'POST',
    '/api/paypal/order',
    { ...request, returnPath },
    request.purpose === 'cart' ? { headers: cartHeaders() } : {},
  );
  return (await response.json()) as CreatedPayment;
}

export interface PaymentApi {
  capture(paypalOrderId: string): Promise<CaptureOutcome>;
  createOrder(body: {
    paypalOrderId: string;
    customerEmail?: string;
    customerName?: string;
    shippingAddress: string | null;
  }): Promise<{ order: { id: number } }>;
  saveCustomOrder(body: { orderData: PreparedCustomOrder; depositPaymentId: string }): Promise<{ id: number }>;
  clearCart(): Promise<void>;
  /** The buyer cancelled at PayPal: the held stock goes back at once (best effort; it expires anyway). */
  cancel(paypalOrderId: string): Promise<void>;
}

export const paymentApi: PaymentApi = {
  async capture(paypalOrderId) {
    const response = await apiRequest('POST', `/api/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`);
    return (await response.json()) as CaptureOutcome;
  },
  async createOrder(body) {
    const response = await apiRequest('POST', '/api/create-order', body, { headers: cartHeaders() });
    return (await response.json()) as { order: { id: number } };
  },
  async saveCustomOrder(body) {
    const response = await apiRequest('POST', '/api/custom-orders', body);
    return (await response.json()) as { id: number };
  },
  async clearCart() {
    await apiRequest('POST', '/api/clear-cart', undefined, { headers: cartHeaders() });
  },
  async cancel(paypalOrderId) {
    await apiRequest('POST', `/api/paypal/order/${encodeURIComponent(paypalOrderId)}/cancel`, undefined, {
      headers: cartHeaders(),
    });
  },
};
