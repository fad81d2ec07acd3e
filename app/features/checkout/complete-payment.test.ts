import { describe, expect, it, vi } from 'vitest';
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import type { PaymentOutcomeDto } from '../../../core/schemas/payments';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { completePayment } from './complete-payment';
import type { CheckoutApi } from './order-api';

const customer = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '1 Fairway Dr',
  city: 'Newport Beach',
  state: 'CA',
  zipCode: '92660',
};

const order = { quantity: 100, depositAmount: 50, logoUrl: '/uploads/a.png' } as PreparedCustomOrder;

/** "{status}: {body}", as apiRequest throws. */
const httpError = (status: number, message: string) => new Error(`${status}: ${JSON.stringify({ message })}`);

function fakeApi(capture: () => Promise<PaymentOutcomeDto>, overrides: Partial<CheckoutApi> = {}): CheckoutApi {
  return {
    capture: vi.fn(capture),
    createOrder: vi.fn(async () => ({ order: { id: 12 } })),
    saveCustomOrder: vi.fn(async () => ({ id: 5 })),
    clearCart: vi.fn(async () => undefined),
    ...overrides,
  };
}

const completed = async (): Promise<PaymentOutcomeDto> => ({ id: 'PP1', status: 'COMPLETED', orderId: 12 });

describe('completePayment', () => {
  it('records a regular order with the customer and goes to its tracking page', async () => {
    const api = fakeApi(completed);
    const result = await completePayment('PP1', { kind: 'regular', customer }, api);
    expect(api.createOrder).toHaveBeenCalledWith({
      paypalOrderId: 'PP1',
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      shippingAddress: '1 Fairway Dr, Newport Beach, CA 92660',
    });
    expect(result).toEqual({
      type: 'navigate',
      to: '/track-order?id=12&type=regular&fromCheckout=true',
      cartEmptied: true,
    });
  });

  it("sends a guest to the order's signed status page instead of /track-order", async () => {
    const api = fakeApi(async () => ({
      id: 'PP1',
      status: 'COMPLETED',
      orderId: 12,
      statusPath: '/orders/12?token=abc',
    }));
    const result = await completePayment('PP1', { kind: 'regular', customer }, api, { signedIn: false });
    expect(result).toMatchObject({ type: 'navigate', to: '/orders/12?token=abc&fromCheckout=true' });
    const custom = await completePayment(
      'PP2',
      { kind: 'custom', order },
      fakeApi(async () => ({ id: 'PP2', status: 'COMPLETED', customOrderId: 5, statusPath: '/orders/5?token=xyz' })),
      { signedIn: false },
    );
    expect(custom).toMatchObject({ type: 'navigate', to: '/orders/5?token=xyz&fromCheckout=true' });
  });

  it('empties the cart and says the payment went through when the order cannot be recorded', async () => {
    const api = fakeApi(completed, { createOrder: vi.fn(async () => Promise.reject(httpError(409, 'nope'))) });
    const result = await completePayment('PP1', { kind: 'regular', customer: null }, api);
    expect(api.clearCart).toHaveBeenCalledOnce();
    expect(result).toEqual({
      type: 'navigate',
      to: '/track-order?fromCheckout=true',
      cartEmptied: true,
      toast: CHECKOUT_MESSAGES.regularOrderFailed,
    });
  });

  it('records a custom order with the deposit payment id', async () => {
    const api = fakeApi(completed);
    const result = await completePayment('PP2', { kind: 'custom', order }, api);
    expect(api.saveCustomOrder).toHaveBeenCalledWith({ orderData: order, depositPaymentId: 'PP2' });
    expect(result).toEqual({
      type: 'navigate',
      to: '/track-order?id=5&type=custom&fromCheckout=true',
      cartEmptied: false,
    });
  });

  it('reports a paid deposit whose order could not be saved', async () => {
    const api = fakeApi(completed, { saveCustomOrder: vi.fn(async () => Promise.reject(new Error('500: boom'))) });
    expect(await completePayment('PP2', { kind: 'custom', order }, api)).toEqual({
      type: 'unrecorded',
      message: CHECKOUT_MESSAGES.customOrderFailed,
      paypalOrderId: 'PP2',
    });
  });

  it('stops at a pending capture with the server message', async () => {
    const api = fakeApi(async () => ({ id: 'PP1', status: 'PENDING', message: 'Under review' }));
    expect(await completePayment('PP1', { kind: 'regular', customer }, api)).toEqual({
      type: 'pending',
      message: 'Under review',
    });
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('asks to pay again after a decline, a refund or a refusal', async () => {
    for (const status of ['DECLINED', 'REFUNDED'] as const) {
      const api = fakeApi(async () => ({ id: 'PP1', status, message: `${status} text` }));
      expect(await completePayment('PP1', { kind: 'regular', customer }, api)).toEqual({
        type: 'failed',
        message: `${status} text`,
        retry: 'restart',
      });
    }
    const refused = fakeApi(async () => Promise.reject(httpError(422, 'Approve it first')));
    expect(await completePayment('PP1', { kind: 'custom', order }, refused)).toEqual({
      type: 'failed',
      message: 'Approve it first',
      retry: 'restart',
    });
  });

  it('offers to capture again when PayPal or the network did not answer', async () => {
    const unavailable = fakeApi(async () => Promise.reject(httpError(503, 'PayPal is not responding')));
    expect(await completePayment('PP1', { kind: 'regular', customer }, unavailable)).toEqual({
      type: 'failed',
      message: 'PayPal is not responding',
      retry: 'capture',
    });
    const offline = fakeApi(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await completePayment('PP1', { kind: 'regular', customer }, offline)).toEqual({
      type: 'failed',
      message: CHECKOUT_MESSAGES.captureUnreachable,
      retry: 'capture',
    });
  });
});
