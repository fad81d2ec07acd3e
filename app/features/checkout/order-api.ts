/**
 * What the checkout does after PayPal: capture (app/lib/payments), then record the order the payment paid for
 * (shopper-spec section 7): the cart's regular order, or the designer's custom order. Behind an interface so
 * completePayment is tested without a server.
 */
import type { z } from 'zod';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { createOrderBodySchema, PaymentOutcomeDto } from '../../../core/schemas/payments';
import { apiRequest } from '../../lib/api';
import { capturePayment } from '../../lib/payments';
import { cartHeaders } from '../../lib/session-id';
import type { RecordedCustomOrder, RecordedOrder } from './recorded-order-schemas';

/** The answers' schemas load with the first order recorded, not with the page (decision 021). */
const loadSchemas = () => import('./recorded-order-schemas');

export interface CheckoutApi {
  capture(paypalOrderId: string): Promise<PaymentOutcomeDto>;
  createOrder(body: z.input<typeof createOrderBodySchema>): Promise<RecordedOrder>;
  /** The spec's body; the server finds the custom order by the paid deposit. */
  saveCustomOrder(body: { orderData: PreparedCustomOrder; depositPaymentId: string }): Promise<RecordedCustomOrder>;
  clearCart(): Promise<void>;
}

export const checkoutApi: CheckoutApi = {
  capture: capturePayment,
  async createOrder(body) {
    const response = await apiRequest('POST', '/api/create-order', body, { headers: cartHeaders() });
    const [{ recordedOrderSchema }, answer] = await Promise.all([loadSchemas(), response.json()]);
    return recordedOrderSchema.parse(answer);
  },
  async saveCustomOrder(body) {
    const response = await apiRequest('POST', '/api/custom-orders', body);
    const [{ recordedCustomOrderSchema }, answer] = await Promise.all([loadSchemas(), response.json()]);
    return recordedCustomOrderSchema.parse(answer);
  },
  async clearCart() {
    await apiRequest('POST', '/api/clear-cart', undefined, { headers: cartHeaders() });
  },
};
