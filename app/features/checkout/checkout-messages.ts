/** The checkout's words (shopper-spec sections 5 and 8); those of every payment page are in lib/payments. */
import { CHECKOUT_MISSING_INFORMATION } from '../../../core/schemas/payment-rules';

export const CHECKOUT_MESSAGES = {
  missingInformation: { title: 'Missing Information', description: CHECKOUT_MISSING_INFORMATION },
  regularOrderFailed: {
    title: 'Payment Successful!',
    description: "Your payment was processed. If you don't receive a confirmation email, please contact support.",
  },
  customOrderFailed: 'Payment successful but failed to create order. Please contact support.',
  captureUnreachable: 'We could not reach the payment service. You have not been charged twice: please try again.',
  notCompleted: 'The payment was not completed. Please try again.',
  pending: 'Your payment is being reviewed by PayPal. We will confirm your order by e-mail as soon as it clears.',
} as const;
