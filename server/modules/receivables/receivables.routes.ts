import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDecimalString } from '../../../core/money';
import { AGING_BUCKET_LABELS, SCHEDULE_LINE_KIND_LABELS, SCHEDULE_LINE_STATE_LABELS } from '../../../core/receivables';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  invoiceScheduleParamsSchema,
  invoiceScheduleQuerySchema,
  orderScheduleQuerySchema,
  orderScheduleSchema,
  receivablesReportSchema,
  scheduleOwnerParamsSchema,
  scheduleLineSchema,
  type ReceivableLine,
} from '../../../core/schemas/receivables';
import { csvFileStream } from '../marketing';
import type { ReceivablesService } from './receivables.service';

const CSV_HEADERS = [
  'Customer',
  'Email',
  'Order or invoice',
  'What for',
  'Due date',
  'Days late',
  'Age',
  'Status',
  'Amount (USD)',
  'Admin link',
] as const;
const CSV_PAGE = 500;

/** What customers owe: the owner's aging report and CSV, an order's schedule for the admin and for its customer. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ receivables: ReceivablesService; publicUrl: string }> = async (
  app,
  { receivables, publicUrl },
) => {
  app.get(
    '/api/admin/receivables',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getReceivables',
        summary:
          'What is owed today (due and overdue deposits, balances and invoices; invoices not due yet as current), by customer and by age in days past due (current, 1-30, 31-60, 61-90, over 90), with totals (admin)',
        response: { 200: receivablesReportSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => receivables.report(),
  );

  app.get(
    '/api/admin/receivables/export',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportReceivablesCsv',
        summary:
          'The receivables report as a CSV attachment (receivables-YYYY-MM-DD.csv), one row per open line, written a page of rows at a time (admin)',
      },
    },
    async (_request, reply) => {
      const report = await receivables.report();
      const lines = report.customers.flatMap((customer) => customer.lines);
      const stream = csvFileStream<{ index: number; line: ReceivableLine }>(
        CSV_HEADERS,
        async (after) => {
          const from = after ? after.index + 1 : 0;
          return lines.slice(from, from + CSV_PAGE).map((line, offset) => ({ index: from + offset, line }));
        },
        ({ line }) => [
          line.customerName,
          line.customerEmail,
          line.reference,
          SCHEDULE_LINE_KIND_LABELS[line.kind],
          line.dueDate ?? '',
          Math.max(line.daysPastDue, 0),
          AGING_BUCKET_LABELS[line.bucket],
          SCHEDULE_LINE_STATE_LABELS[line.state],
          centsToDecimalString(line.amountCents),
          `${publicUrl}${line.adminPath}`,
        ],
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receivables-${report.asOf}.csv"`)
        .send(stream);
    },
  );

  app.get(
    '/api/admin/receivables/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getPaymentSchedule',
        summary:
          "An order's payment schedule with each line's payments and refunds: a custom order's deposit and balance, a manual or NET 30 invoice's line, or a catalogue order's NET 30 invoice (admin)",
        params: scheduleOwnerParamsSchema,
        response: { 200: z.array(scheduleLineSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      if (kind === 'orders') return receivables.catalogueOrderSchedule(id);
      return receivables.orderSchedule({ kind: kind === 'custom-orders' ? 'custom-order' : 'invoice', id });
    },
  );

  app.get(
    '/api/receivables/orders/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        operationId: 'getOrderSchedule',
        summary:
          "What is owed on an order, line by line, by the signed link of its e-mails: a custom order's deposit and balance, a NET 30 order's invoice",
        params: idParamSchema,
        querystring: orderScheduleQuerySchema,
        response: { 200: orderScheduleSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => receivables.byStatusLink(request.params.id, request.query.token),
  );

  app.get(
    '/api/receivables/invoices/:invoiceNumber',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['invoices'],
        operationId: 'getInvoiceSchedule',
        summary: "What is owed on an invoice, by its pay link's token (t)",
        params: invoiceScheduleParamsSchema,
        querystring: invoiceScheduleQuerySchema,
        response: { 200: orderScheduleSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => receivables.byInvoiceLink(request.params.invoiceNumber, request.query.t),
  );
};
