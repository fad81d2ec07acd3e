/**
 * What the checkout does after PayPal: capture (app/lib/payments), then record the order the payment paid for
 * (shopper-spec section 7): the cart's regular order, or the designer's custom order. Behind an interface so
 * completePayment is tested without a server.
 */
import { z } from 'zod';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { createOrderBodySchema, PaymentOutcomeDto } from '../../../core/schemas/payments';
import { apiRequest } from '../../lib/api';
import { capturePayment } from '../../lib/payments';
import { cartHeaders } from '../../lib/session-id';

const recordedOrderSchema = z.object({ order: z.object({ id: z.number().int() }) });
const recordedCustomOrderSchema = z.object({ id: z.number().int() });

export interface CheckoutApi {
  capture(paypalOrderId: string): Promise<PaymentOutcomeDto>;
  createOrder(body: z.input<typeof createOrderBodySchema>): Promise<z.infer<typeof recordedOrderSchema>>;
  /** The spec's body; the server finds the custom order by the paid deposit. */
  saveCustomOrder(body: {
    orderData: PreparedCustomOrder;
    depositPaymentId: string;
  }): Promise<z.infer<typeof recordedCustomOrderSchema>>;
  clearCart(): Promise<void>;
}

export const checkoutApi: CheckoutApi = {
  capture: capturePayment,
  async createOrder(body) {
    const response = await apiRequest('POST', '/api/create-order', body, { headers: cartHeaders() });
    return recordedOrderSchema.parse(await response.json());
  },
  async saveCustomOrder(body) {
    const response = await apiRequest('POST', '/api/custom-orders', body);
    return recordedCustomOrderSchema.parse(await response.json());
  },
  async clearCart() {
    await apiRequest('POST', '/api/clear-cart', undefined, { headers: cartHeaders() });
  },
};
