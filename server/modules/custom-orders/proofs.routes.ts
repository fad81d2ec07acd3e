import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  adminProofsSchema,
  customerProofSchema,
  PROOF_MESSAGES,
  proofApproveBodySchema,
  proofApproveResponseSchema,
  proofChangesFieldsSchema,
  proofReopenBodySchema,
  proofStatusResponseSchema,
  proofTokenQuerySchema,
  proofUploadFieldsSchema,
  proofUploadResponseSchema,
} from '../../../core/schemas/proofs';
import { readMultipartForm } from '../../plugins/multipart';
import type { ProofService } from './proofs.service';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';

/** Customers answer from an e-mailed link: a modest limit stops anyone trying tokens or flooding the thread. */
const CUSTOMER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const fileErrors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema };

/** Proof approval: the admin's uploads and reopening, the customer's page, approval and change requests. */
export const proofRoutes: FastifyPluginAsyncZod<{ proofs: ProofService }> = async (app, { proofs }) => {
  app.get(
    '/api/custom-orders/:id/proofs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listProofs',
        summary: "A custom order's proof versions and the conversation about them, newest last (admin)",
        params: idParamSchema,
        response: { 200: adminProofsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => proofs.adminView(request.params.id),
  );

  app.post(
    '/api/custom-orders/:id/proofs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'uploadProof',
        summary:
          'Uploads a new proof version (admin; multipart: file `proof` PNG/JPEG/PDF/SVG, field `note`): the order awaits approval and the customer is e-mailed the proof page; 409 while a version is approved and the order not reopened',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 201: proofUploadResponseSchema, 401: errorSchema, 403: errorSchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'proof');
      const { note } = proofUploadFieldsSchema.parse(form.fields);
      const result = await proofs.upload(request.params.id, form.file, note, request.user!, request.ip);
      const message = result.previewAvailable ? PROOF_MESSAGES.uploaded : PROOF_MESSAGES.uploadedWithoutPreview;
      return reply.status(201).send({ message, ...result });
    },
  );

  app.post(
    '/api/custom-orders/:id/proofs/reopen',
    {
      schema: {
        tags: ['admin'],
        operationId: 'reopenProofs',
        summary: 'Reopens an order whose proof is approved so a new version can be uploaded (admin, audited)',
        params: idParamSchema,
        body: proofReopenBodySchema,
        response: {
          200: proofStatusResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const result = await proofs.reopen(request.params.id, request.body.reason, request.user!, request.ip);
      return { message: PROOF_MESSAGES.reopened, ...result };
    },
  );

  app.get(
    '/api/orders/:id/proof',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['custom-orders'],
        operationId: 'getProofPage',
        security: SESSION_OPTIONAL,
        summary:
          "The proof page: the order's details, every version and the thread (the status-link `token`, or the signed-in owner or an admin; 404 otherwise)",
        params: idParamSchema,
        querystring: proofTokenQuerySchema,
        response: { 200: customerProofSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => proofs.customerView(request.params.id, { user: request.user, token: request.query.token }),
  );

  app.post(
    '/api/orders/:id/proof/approve',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['custom-orders'],
        operationId: 'approveProof',
        security: SESSION_OPTIONAL,
        summary:
          'Approves the current proof version (once): the order is approved and the balance link is e-mailed; answers where to pay the balance',
        params: idParamSchema,
        body: proofApproveBodySchema,
        response: {
          200: proofApproveResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { token, version } = request.body;
      return proofs.approve(request.params.id, { user: request.user, token }, version, request.ip);
    },
  );

  app.post(
    '/api/orders/:id/proof/changes',
    {
      config: CUSTOMER_LIMIT,
      schema: {
        tags: ['custom-orders'],
        operationId: 'requestProofChanges',
        security: SESSION_OPTIONAL,
        summary:
          'Asks for changes to the current proof version (multipart: `token`, `version`, `comment`, optional file `image` PNG/JPEG): the design goes back in progress',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: proofStatusResponseSchema, 429: errorSchema, ...fileErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'image');
      const { token, version, comment } = proofChangesFieldsSchema.parse(form.fields);
      const result = await proofs.requestChanges(
        request.params.id,
        { user: request.user, token },
        { version, comment, image: form.file },
        request.ip,
      );
      return { message: PROOF_MESSAGES.changesRequested, ...result };
    },
  );
};
