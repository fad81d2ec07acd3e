/** The payments module's public surface: what the wiring, other modules and their tests use. */
export { paymentRoutes } from './payments.routes';
export { createPaymentService } from './payments.service';
export { refundRoutes } from './refunds.routes';
export { receiptPdf } from './receipt-pdf';
export type { CustomerPayment } from './customer-payments';
export {
  cartPaidSince,
  type LeftCheckout,
  leftCheckoutPaid,
  leftCheckouts,
  leftCheckoutSince,
  paidOrdersOf,
} from './checkout-followups';
