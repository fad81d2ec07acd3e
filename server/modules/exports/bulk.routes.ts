/**
 * The admin's imports and exports as background jobs. An import (multipart `csvFile`, up to 50 MB) is checked and
 * stored, then answered 202 with its job and the address to poll; an export of a period likewise. Tagged 'admin':
 * the guard (second factor) answers 401/403 before anything else.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import {
  BULK_MESSAGES,
  exportBodySchema,
  exportJobSchema,
  IMPORT_JOB_MAX_BYTES,
  IMPORT_KINDS,
  importJobSchema,
  type ImportKind,
} from '../../../core/schemas/bulk-jobs';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES } from '../../../core/schemas/campaigns';
import { errorSchema } from '../../../core/schemas/common';
import { assertCsvFile } from '../marketing';
import type { BulkJobs } from './bulk-jobs';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const jobIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Room for the multipart boundaries and part headers around the file in a request's Content-Length. */
const MULTIPART_MARGIN = 64 * 1024;
/** The jobs' own limit (50 MB), and the spec's for its direct upload (10 MB, its own message). */
type Limit = { bytes: number; message: string };
const JOB_LIMIT: Limit = { bytes: IMPORT_JOB_MAX_BYTES, message: BULK_MESSAGES.importTooLarge };
const SPEC_LIMIT: Limit = { bytes: CSV_MAX_BYTES, message: CAMPAIGN_MESSAGES.fileTooLarge };
const tooLarge = (limit: Limit) => new AppError('payload_too_large', limit.message);

/** The file's bytes as they arrive; one cut off at the limit is a 413 once its end is reached. */
async function* withinLimit(
  file: AsyncIterable<Buffer> & { truncated: boolean },
  limit: Limit,
): AsyncGenerator<Buffer> {
  for await (const chunk of file) yield chunk;
  if (file.truncated) throw tooLarge(limit);
}

/** The `csvFile` part handed to `handle` as it arrives: 415 for anything but a CSV file, 413 over the limit. */
async function withImportFile<T>(
  request: FastifyRequest,
  limit: Limit,
  handle: (fileName: string, bytes: AsyncIterable<Buffer>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
  if (Number(request.headers['content-length']) > limit.bytes + MULTIPART_MARGIN) throw tooLarge(limit);
  for await (const part of request.parts({ limits: { fileSize: limit.bytes } })) {
    if (part.type !== 'file') continue;
    try {
      if (part.fieldname !== 'csvFile') throw new AppError('bad_request', 'Send one CSV file in the field "csvFile".');
      assertCsvFile(part.filename, part.mimetype);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    return await handle(part.filename, withinLimit(part.file as typeof part.file & AsyncIterable<Buffer>, limit));
  }
  throw new AppError('bad_request', 'Send one CSV file in the field "csvFile".');
}

const sendCsv = (reply: FastifyReply, file: { fileName: string; body: Readable }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

export const bulkRoutes: FastifyPluginAsyncZod<{ bulk: BulkJobs }> = async (app, { bulk }) => {
  app.post(
    '/api/admin/imports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'startContactImport',
        summary:
          'Starts an import of a CSV file (multipart `csvFile`, up to 50 MB) as a background job: the Shopify customer export, a VIP or a tournament list. 202 with the job; one import runs at a time, the next waits',
        querystring: z.object({ kind: z.enum(IMPORT_KINDS) }),
        consumes: ['multipart/form-data'],
        response: { 202: importJobSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const kind: ImportKind = request.query.kind;
      const job = await withImportFile(request, JOB_LIMIT, (fileName, bytes) =>
        bulk.startImport({ kind, fileName, bytes }, request.user!, request.ip),
      );
      return reply.status(202).header('location', job.statusUrl).send(job);
    },
  );

  // The spec answers this upload synchronously with the counts; here it is the same job as a Shopify import above
  // (decision 041): 202 at once with the job, its progress and result read at its status URL.
  app.post(
    '/api/import-customers',
    {
      schema: {
        tags: ['admin'],
        operationId: 'importShopifyCustomers',
        summary:
          "Imports Shopify's customer export (multipart `csvFile`, up to 10 MB) as a background job, like `/api/admin/imports?kind=shopify`: only rows that accepted e-mail marketing, with that consent; 202 with the job, its progress and rows to fix at its status URL",
        consumes: ['multipart/form-data'],
        response: { 202: importJobSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const job = await withImportFile(request, SPEC_LIMIT, (fileName, bytes) =>
        bulk.startImport({ kind: 'shopify', fileName, bytes }, request.user!, request.ip),
      );
      return reply.status(202).header('location', job.statusUrl).send(job);
    },
  );

  app.get(
    '/api/admin/imports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listContactImports',
        summary: 'The latest five imports, newest first, with their progress',
        response: { 200: z.object({ imports: z.array(importJobSchema) }), ...errors },
      },
    },
    async () => ({ imports: await bulk.latestImports() }),
  );

  app.get(
    '/api/admin/imports/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getContactImport',
        summary: "An import job's state and progress: rows read of the estimated total, imported, skipped, to fix",
        params: jobIdParams,
        response: { 200: importJobSchema, ...errors },
      },
    },
    async (request) => bulk.importStatus(request.params.id),
  );

  app.get(
    '/api/admin/imports/:id/rows-to-fix',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadImportRowsToFix',
        summary:
          'The rows an import could not take, as CSV: the line, the problem and the row as the file had it; 410 once removed (7 days after the job ended)',
        params: jobIdParams,
        response: { 404: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => sendCsv(reply, await bulk.rowsToFix(request.params.id)),
  );

  app.post(
    '/api/admin/exports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'startBulkExport',
        summary:
          'Starts a CSV export of every order (both kinds), invoice, payment or contact of a period (UTC days) as a background job: 202 with the job',
        body: exportBodySchema,
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await bulk.startExport(request.body);
      return reply.status(202).header('location', job.statusUrl).send(job);
    },
  );

  app.get(
    '/api/admin/exports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listBulkExports',
        summary: 'The latest ten exports, newest first, with their download links while they work',
        response: { 200: z.object({ exports: z.array(exportJobSchema) }), ...errors },
      },
    },
    async () => ({ exports: await bulk.latestExports() }),
  );

  app.get(
    '/api/admin/exports/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getBulkExport',
        summary: "An export job's state, its rows so far and, once done, its download link (24 hours)",
        params: jobIdParams,
        response: { 200: exportJobSchema, ...errors },
      },
    },
    async (request) => bulk.exportStatus(request.params.id),
  );

  app.get(
    '/api/admin/exports/:id/file',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadBulkExport',
        summary: "An export's CSV file through its signed link: 403 for a link not signed for it, 410 once it expired",
        params: jobIdParams,
        querystring: z.object({ expires: z.coerce.number().int().nonnegative(), signature: z.string().max(100) }),
        response: { 403: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await bulk.exportFile(request.params.id, request.query.expires, request.query.signature)),
  );
};
