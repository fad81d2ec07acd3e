/**
 * After the buyer approved at PayPal: capture, then record the order (shopper-spec sections 2, 4 and 8). The server
 * records a capture exactly once, so a retry is always safe; what comes back decides where the buyer goes next.
 */
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { formatShippingAddress } from '../../../core/schemas/payment-rules';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { trackOrderPath } from './checkout-query';
import type { CheckoutApi } from './order-api';

export type CompletionCheckout =
  { kind: 'regular'; customer: CustomerInfoInput | null } | { kind: 'custom'; order: PreparedCustomOrder };

export type CompletionResult =
  /** Paid and recorded (or paid and the cart emptied): on to the tracking page. */
  | { type: 'navigate'; to: string; cartEmptied: boolean; toast?: { title: string; description: string } }
  /** PayPal holds the payment for review; nothing more to do here. */
  | { type: 'pending'; message: string }
  /** Not paid. `capture`: ask again (PayPal or our server did not answer); `restart`: pay again from the start. */
  | { type: 'failed'; message: string; retry: 'capture' | 'restart' }
  /** Paid, but the custom order could not be recorded. */
  | { type: 'unrecorded'; message: string; paypalOrderId: string };

function isTransient(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === undefined || status === 429 || status >= 500;
}

/** Paid: where a guest follows the order (the signed status link); null when the server gave none. */
type Captured = { paid: true; statusPath: string | null };

async function captureResult(token: string, api: CheckoutApi): Promise<CompletionResult | Captured> {
  try {
    const outcome = await api.capture(token);
    if (outcome.status === 'COMPLETED') return { paid: true, statusPath: outcome.statusPath ?? null };
    if (outcome.status === 'PENDING') return { type: 'pending', message: outcome.message ?? CHECKOUT_MESSAGES.pending };
    return { type: 'failed', message: outcome.message ?? CHECKOUT_MESSAGES.notCompleted, retry: 'restart' };
  } catch (error) {
    if (isTransient(error)) {
      return {
        type: 'failed',
        message: apiErrorMessage(error, CHECKOUT_MESSAGES.captureUnreachable),
        retry: 'capture',
      };
    }
    return { type: 'failed', message: apiErrorMessage(error, CHECKOUT_MESSAGES.notCompleted), retry: 'restart' };
  }
}

async function recordRegularOrder(
  token: string,
  customer: CustomerInfoInput | null,
  api: CheckoutApi,
  guestPath: string | null,
): Promise<CompletionResult> {
  try {
    const { order } = await api.createOrder({
      paypalOrderId: token,
      customerEmail: customer?.email,
      customerName: customer?.name,
      shippingAddress: customer ? formatShippingAddress(customer) : null,
    });
    return { type: 'navigate', to: guestPath ?? trackOrderPath({ id: order.id, type: 'regular' }), cartEmptied: true };
  } catch {
    // Paid, but no order to show: the spec empties the cart anyway and says so.
    await api.clearCart().catch(() => undefined);
    return { type: 'navigate', to: trackOrderPath(), cartEmptied: true, toast: CHECKOUT_MESSAGES.regularOrderFailed };
  }
}

async function recordCustomOrder(
  token: string,
  order: PreparedCustomOrder,
  api: CheckoutApi,
  guestPath: string | null,
) {
  try {
    const { id } = await api.saveCustomOrder({ orderData: order, depositPaymentId: token });
    return { type: 'navigate', to: guestPath ?? trackOrderPath({ id, type: 'custom' }), cartEmptied: false } as const;
  } catch {
    return { type: 'unrecorded', message: CHECKOUT_MESSAGES.customOrderFailed, paypalOrderId: token } as const;
  }
}

/**
 * `signedIn`: a customer with an account goes to /track-order (the spec's redirect); a guest, who cannot open
 * that page, goes to the order's signed status page instead.
 */
export async function completePayment(
  token: string,
  checkout: CompletionCheckout,
  api: CheckoutApi,
  options: { signedIn: boolean } = { signedIn: true },
): Promise<CompletionResult> {
  const captured = await captureResult(token, api);
  if (!('paid' in captured)) return captured;
  const guestPath = !options.signedIn && captured.statusPath ? `${captured.statusPath}&fromCheckout=true` : null;
  return checkout.kind === 'regular'
    ? recordRegularOrder(token, checkout.customer, api, guestPath)
    : recordCustomOrder(token, checkout.order, api, guestPath);
}
