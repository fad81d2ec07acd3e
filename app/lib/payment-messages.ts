/**
 * The words every payment page uses for the same events. Apart from app/lib/payments (which re-exports them), so a
 * page can show them without loading the payment calls before the buyer pays (decision 021).
 */
export const PAYMENT_MESSAGES = {
  cancelled: {
    title: 'Payment Cancelled',
    description: 'You cancelled the payment process. You have not been charged.',
  },
  startFailed: 'The payment could not be started. Please try again.',
  noApproveLink: 'PayPal did not send an approval page. Please try again.',
  setupFailed: 'Payment options could not be loaded. Please check your connection and try again.',
} as const;
