/**
 * The campaigns' audience for the admin (accounts-admin-spec sections 2 and 7): the VIP and tournament list uploads
 * (multipart, the file in `csvFile`), the CSV exports, the panels' summary and the suppression list (the Shopify
 * customer import is a job: modules/exports). Tagged 'admin': the guard answers 401/403 before anything else.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import {
  addSuppressionBodySchema,
  CAMPAIGN_MESSAGES,
  contactSummarySchema,
  CSV_MAX_BYTES,
  listUploadSchema,
  suppressionListSchema,
  suppressionSchema,
  type ContactListKind,
} from '../../../core/schemas/campaigns';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import { searchPageQuerySchema } from '../../../core/cursor';
import type { ContactService } from './contacts.service';
import { assertCsvFile } from './csv';
import type { SuppressionService } from './unsubscribe.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const uploadErrors = { ...adminErrors, 413: errorSchema, 415: errorSchema, 422: errorSchema } as const;
const CSV_FIELD = 'csvFile';

/** Room for the multipart boundaries and part headers around the file in a request's Content-Length. */
const MULTIPART_MARGIN = 64 * 1024;
const tooLarge = () => new AppError('payload_too_large', CAMPAIGN_MESSAGES.fileTooLarge);

/** The file's bytes as they arrive; a file cut off at the multipart limit is a 413 once its end is reached. */
async function* withinLimit(file: MultipartFile['file']): AsyncGenerator<Buffer> {
  for await (const chunk of file as AsyncIterable<Buffer>) yield chunk;
  if (file.truncated) throw tooLarge();
}

/**
 * Hands the `csvFile` part to `handle` as its bytes arrive, never holding the whole file: 415 for anything but a CSV
 * file, 413 over 10 MB (at once when the request says its length, as browsers do; otherwise where the file is cut).
 */
async function withCsvUpload<T>(
  request: FastifyRequest,
  handle: (upload: { fileName: string; bytes: AsyncIterable<Buffer> }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
  if (Number(request.headers['content-length']) > CSV_MAX_BYTES + MULTIPART_MARGIN) throw tooLarge();
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== CSV_FIELD) {
      part.file.resume();
      break;
    }
    try {
      assertCsvFile(part.filename, part.mimetype);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    // Awaited here: leaving the loop ends the parts' reading, which the file's own bytes are still part of.
    return await handle({ fileName: part.filename, bytes: withinLimit(part.file) });
  }
  throw new AppError('bad_request', `Send one CSV file in the field "${CSV_FIELD}".`);
}

const today = () => new Date().toISOString().slice(0, 10);

export const audienceRoutes: FastifyPluginAsyncZod<{
  contacts: ContactService;
  suppressions: SuppressionService;
}> = async (app, { contacts, suppressions }) => {
  const listUpload = (kind: ContactListKind, url: string, operationId: string, columns: string) =>
    app.post(
      url,
      {
        schema: {
          tags: ['admin'],
          operationId,
          summary: `Uploads the ${kind === 'vip' ? 'VIP' : 'tournament'} list (multipart \`csvFile\`, up to 10 MB; ${columns}): the latest upload is the list a campaign sends to`,
          consumes: ['multipart/form-data'],
          response: { 200: listUploadSchema, ...uploadErrors },
        },
      },
      async (request) =>
        withCsvUpload(request, ({ fileName, bytes }) =>
          contacts.uploadContactList({ kind, fileName, bytes }, request.user!, request.ip),
        ),
    );
  listUpload(
    'tournament',
    '/api/upload-tournament-csv',
    'uploadTournamentCsv',
    'Email required; Name/Contact, Organization, Tournament, Date, Phone and any other column kept',
  );
  listUpload('vip', '/api/upload-vip-csv', 'uploadVipCsv', 'Email required; Name and any other column kept');

  app.get(
    '/api/export-customers-csv',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportCustomersCsv',
        summary:
          'Every contact as a CSV attachment (customers-YYYY-MM-DD.csv) with its consent and suppression; cells that a spreadsheet would run as a formula are escaped',
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="customers-${today()}.csv"`)
        .send(contacts.exportCustomersCsv()),
  );

  app.get(
    '/api/export-tournament-contacts',
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportTournamentContacts',
        summary: 'The latest tournament list as a CSV attachment (name, e-mail and its other columns); 404 without one',
      },
    },
    async (_request, reply) => {
      const csv = await contacts.exportTournamentContacts();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tournament-contacts-${today()}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/contacts/summary',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getContactSummary',
        summary: 'The campaign panels numbers: contacts, who marketing would reach, suppressions, the latest lists',
        response: { 200: contactSummarySchema, ...adminErrors },
      },
    },
    async () => contacts.summary(),
  );

  app.get(
    '/api/admin/suppressions',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listSuppressions',
        summary: 'The suppression list, newest first, a page at a time, optionally those whose address contains `q`',
        querystring: searchPageQuerySchema,
        response: { 200: suppressionListSchema, ...adminErrors },
      },
    },
    async (request) => suppressions.list(request.query),
  );

  app.post(
    '/api/admin/suppressions',
    {
      schema: {
        tags: ['admin'],
        operationId: 'addSuppression',
        summary:
          'Excludes an address from every campaign (reason `excluded`) and withdraws its queued campaign mail; 200 with the existing entry when it is on the list already',
        body: addSuppressionBodySchema,
        response: { 200: suppressionSchema, 201: suppressionSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { created, suppression } = await suppressions.exclude(request.body, request.user!, request.ip);
      return reply.status(created ? 201 : 200).send(suppression);
    },
  );

  app.delete(
    '/api/admin/suppressions/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'removeSuppression',
        summary:
          'Takes an exclusion back off the suppression list (answers it); an unsubscribe, bounce or complaint is a 409',
        params: idParamSchema,
        response: { 200: suppressionSchema, ...adminErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => suppressions.remove(request.params.id, request.user!, request.ip),
  );
};
