/** The invoices module's public surface: what the wiring, other modules and their tests use. */
export { removeDemoInvoices } from './demo-invoices';
export { invoiceLinkToken, invoicePayPath } from './invoice-links';
export { invoiceRoutes } from './invoices.routes';
export { createInvoiceService, type InvoiceService } from './invoices.service';
export { openInvoicesOf, type OpenInvoice } from './open-invoices';
