/**
 * The reports module's public surface: the accountant's reports (sales by month and quarter, by product and kind of
 * order, payments received by day), a read model over the orders, custom orders, invoices and payments.
 */
export { createReportsService, type ReportsService } from './reports.service';
export { reportRoutes } from './reports.routes';
