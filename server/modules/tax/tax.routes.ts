import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  adminTaxCertificatePageSchema,
  adminTaxCertificateQuerySchema,
  adminTaxCertificateSchema,
  myTaxCertificatePageSchema,
  myTaxCertificateQuerySchema,
  taxCertificateFieldsSchema,
  taxCertificateReviewSchema,
  taxCertificateSchema,
  taxRateHistoryPageSchema,
  taxRateHistoryQuerySchema,
  taxItemBodySchema,
  taxItemsSchema,
  taxRateBodySchema,
  taxRateSchema,
  taxRatesSchema,
  taxRegionParamsSchema,
  taxSplitSchema,
  taxSplitSettingSchema,
} from '../../../core/schemas/tax';
import { readMultipartForm } from '../../plugins/multipart';
import { requireUser } from '../../plugins/session';
import type { CertificateFile } from './certificate-files';
import type { TaxCertificates } from './tax-certificates';
import type { TaxSettings } from './tax-settings';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** Uploads per address: plenty for a customer renewing a certificate, not for a script. */
const UPLOAD_LIMIT = { max: 10, timeWindow: '1 minute' };

const certificateFileSchema = z.string().describe('The certificate as uploaded (PDF, PNG or JPEG), as a download');

/** A certificate file as a download that can never run as a page (the headers of /uploads/), kept by no cache. */
function sendCertificate(reply: FastifyReply, file: CertificateFile) {
  return reply
    .type(file.mimeType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** Sales tax: the owner's rates and taxable items, and the customers' exemption certificates. */
export const taxRoutes: FastifyPluginAsyncZod<{ settings: TaxSettings; certificates: TaxCertificates }> = async (
  app,
  { settings, certificates },
) => {
  app.get(
    '/api/admin/tax/rates',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTaxRates',
        summary: 'The sales tax rates in force per state and province (their changes: /api/admin/tax/rates/history)',
        response: { 200: taxRatesSchema, ...refusals },
      },
    },
    async () => settings.rates(),
  );

  app.get(
    '/api/admin/tax/rates/history',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listTaxRateChanges',
        summary: 'Every change of a sales tax rate, newest first, a page at a time',
        querystring: taxRateHistoryQuerySchema,
        response: { 200: taxRateHistoryPageSchema, ...refusals },
      },
    },
    async (request) => settings.history(request.query),
  );

  app.put(
    '/api/admin/tax/rates/:country/:region',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setTaxRate',
        summary: "Sets a state's or province's sales tax for new orders (no parts removes it; admin, audited)",
        params: taxRegionParamsSchema,
        body: taxRateBodySchema,
        response: { 200: taxRateSchema, ...refusals },
      },
    },
    async (request) =>
      settings.saveRate(request.params.country, request.params.region, request.body, request.user!, request.ip),
  );

  app.get(
    '/api/admin/tax/items',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTaxableItems',
        summary: 'Which catalogue products and kinds of custom order are taxable',
        response: { 200: taxItemsSchema, ...refusals },
      },
    },
    async () => settings.items(),
  );

  app.put(
    '/api/admin/tax/items',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setTaxableItem',
        summary: 'Marks a product or a kind of custom order taxable or not (admin, audited)',
        body: taxItemBodySchema,
        response: { 200: taxItemsSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => settings.saveItem(request.body, request.user!, request.ip),
  );

  app.get(
    '/api/admin/tax/split',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTaxSplit',
        summary: "How a custom order's sales tax is split between its deposit and its balance",
        response: { 200: taxSplitSchema, ...refusals },
      },
    },
    async () => settings.split(),
  );

  app.put(
    '/api/admin/tax/split',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setTaxSplit',
        summary: "Sets how custom orders' sales tax is split between deposit and balance, from now on (admin, audited)",
        body: taxSplitSettingSchema,
        response: { 200: taxSplitSchema, ...refusals },
      },
    },
    async (request) => settings.saveSplit(request.body.split, request.user!, request.ip),
  );

  app.get(
    '/api/admin/tax/certificates',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listTaxCertificates',
        summary:
          "Customers' resale and exemption certificates, newest first, a page at a time; `status`: one stored status (pending, approved, rejected); `q`: part of the number or of the customer's name or e-mail",
        querystring: adminTaxCertificateQuerySchema,
        response: { 200: adminTaxCertificatePageSchema, ...refusals },
      },
    },
    async (request) => certificates.list(request.query),
  );

  app.get(
    '/api/admin/tax/certificates/:id/file',
    {
      schema: {
        tags: ['admin'],
        operationId: 'downloadTaxCertificate',
        summary: "A customer's certificate file, as they uploaded it (admin)",
        params: idParamSchema,
        response: { 200: certificateFileSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => sendCertificate(reply, await certificates.files.any(request.params.id)),
  );

  app.put(
    '/api/admin/tax/certificates/:id/review',
    {
      schema: {
        tags: ['admin'],
        operationId: 'reviewTaxCertificate',
        summary: 'Approves or rejects a certificate, a rejection with its reason (admin, audited)',
        params: idParamSchema,
        body: taxCertificateReviewSchema,
        response: { 200: adminTaxCertificateSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => certificates.review(request.params.id, request.body, request.user!, request.ip),
  );

  app.get(
    '/api/account/tax-certificates',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'listMyTaxCertificates',
        summary:
          "The signed-in customer's resale and exemption certificates and where each stands, newest first, a page at a time",
        querystring: myTaxCertificateQuerySchema,
        response: { 200: myTaxCertificatePageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => certificates.mine(request.user!, request.query),
  );

  app.get(
    '/api/account/tax-certificates/:id/file',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'downloadMyTaxCertificate',
        summary: "The signed-in customer's own certificate file; anyone else's is not found (404)",
        params: idParamSchema,
        response: { 200: certificateFileSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCertificate(reply, await certificates.files.mine(request.params.id, request.user!.id)),
  );

  app.post(
    '/api/account/tax-certificates',
    {
      preHandler: requireUser,
      config: { rateLimit: UPLOAD_LIMIT },
      schema: {
        tags: ['accounts'],
        operationId: 'uploadTaxCertificate',
        summary:
          'Uploads a resale or exemption certificate (multipart: kind, country, region, number, expiresOn, and the PDF or image as `certificate`)',
        consumes: ['multipart/form-data'],
        response: { 201: taxCertificateSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'certificate');
      const fields = taxCertificateFieldsSchema.parse(form.fields);
      return reply.status(201).send(await certificates.upload(request.user!, fields, form.file));
    },
  );
};
