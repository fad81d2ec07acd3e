/** The tax module's public surface: what the wiring, other modules and their tests use. */
export { createCertificateExpiryJob, type CertificateExpiryJob } from './certificate-expiry-job';
export { createTaxCertificates, exemptionReason, type TaxCertificates } from './tax-certificates';
export { customOrderTax, taxSplitSetting, type CustomOrderTaxInput } from './custom-order-tax';
export { cartTax, createTaxFor, type TaxedLine, type TaxedOrder, type TaxFor } from './tax-for';
export { createTaxSettings, ratesInForce, type TaxSettings } from './tax-settings';
export { taxRoutes } from './tax.routes';
