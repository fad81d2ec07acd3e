import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { errorSchema } from '../../../core/schemas/common';
import {
  paymentsReportSchema,
  productsReportSchema,
  reportQuerySchema,
  salesReportSchema,
  taxReportSchema,
} from '../../../core/schemas/reports';
import { paymentsCsv, productsCsv, salesCsv, taxCsv } from './reports-csv';
import type { ReportsService } from './reports.service';

const PERIOD_HELP =
  'period: 2026-Q3 (a quarter), 2026-09 (a month) or 2026 (a year); or from and to (YYYY-MM-DD, both included); neither: this quarter. Days are the shop\u2019s (UTC)';
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const sendCsv = (reply: FastifyReply, name: string, stream: Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(stream);

/** The accountant's reports: each on screen (JSON) and as a CSV file, for a period. Admin only (the guard). */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; publicUrl: string }> = async (
  app,
  { reports, publicUrl },
) => {
  app.get(
    '/api/admin/reports/sales',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getSalesReport',
        summary: `Sales by month and quarter: orders placed, goods, discounts, shipping, refunds made, net (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: { 200: salesReportSchema, ...errors },
      },
    },
    async (request) => reports.sales(request.query),
  );

  app.get(
    '/api/admin/reports/sales/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportSalesReportCsv',
        summary: `The sales report as a CSV attachment (sales-PERIOD.csv), written a page of rows at a time (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await reports.sales(request.query);
      return sendCsv(reply, `sales-${report.period.slug}`, salesCsv(report));
    },
  );

  app.get(
    '/api/admin/reports/tax',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getSalesTaxReport',
        summary: `Sales tax by month and quarter, per state or province: catalogue sales taxable, exempt (a certificate, items or shipping not taxed) and with no rate set, tax charged, refunds netted in the month made (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: { 200: taxReportSchema, ...errors },
      },
    },
    async (request) => reports.tax(request.query),
  );

  app.get(
    '/api/admin/reports/tax/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportSalesTaxReportCsv',
        summary: `The sales tax report as a CSV attachment (sales-tax-PERIOD.csv), one row per month or quarter and state (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await reports.tax(request.query);
      return sendCsv(reply, `sales-tax-${report.period.slug}`, taxCsv(report));
    },
  );

  app.get(
    '/api/admin/reports/products',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getProductSalesReport',
        summary: `Sales by catalogue product, and by kind of order (custom orders designed on the site or quoted, manual invoices) (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: { 200: productsReportSchema, ...errors },
      },
    },
    async (request) => reports.products(request.query),
  );

  app.get(
    '/api/admin/reports/products/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportProductSalesReportCsv',
        summary: `Sales by product and by kind of order as a CSV attachment (products-PERIOD.csv) (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await reports.products(request.query);
      return sendCsv(reply, `products-${report.period.slug}`, productsCsv(report));
    },
  );

  app.get(
    '/api/admin/reports/payments',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getPaymentsReport',
        summary: `Payments received and refunds made, by day, with PayPal's capture and refund ids (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: { 200: paymentsReportSchema, ...errors },
      },
    },
    async (request) => reports.payments(request.query),
  );

  app.get(
    '/api/admin/reports/payments/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportPaymentsReportCsv',
        summary: `Payments received and refunds made as a CSV attachment (payments-PERIOD.csv), one row each (admin). ${PERIOD_HELP}`,
        querystring: reportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await reports.payments(request.query);
      return sendCsv(reply, `payments-${report.period.slug}`, paymentsCsv(report, publicUrl));
    },
  );
};
