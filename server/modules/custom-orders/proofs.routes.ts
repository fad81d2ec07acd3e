import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  adminProofsSchema,
  customerProofSchema,
  PROOF_MESSAGES,
  proofApproveBodySchema,
  proofApproveResponseSchema,
  proofChangesFieldsSchema,
  proofDesignQuerySchema,
  proofReopenBodySchema,
  proofStatusResponseSchema,
  proofTokenQuerySchema,
  proofUploadFieldsSchema,
  proofUploadResponseSchema,
} from '../../../core/schemas/proofs';
import { mockupProofResponseSchema } from '../../../core/pin-mockup-schema';
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
        summary:
          "A custom order's designs, each with its proof versions and the conversation about them, newest last (admin)",
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
          "Uploads a new proof version of a design (admin; multipart: file `proof` PNG/JPEG/PDF/SVG, fields `design` (1 when absent) and `note`): the order awaits approval and the customer is e-mailed the proof page; 404 for a design the order does not have, 409 while the design's version is approved and not reopened",
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 201: proofUploadResponseSchema, 401: errorSchema, 403: errorSchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'proof');
      const { design, note } = proofUploadFieldsSchema.parse(form.fields);
      const result = await proofs.upload(
        request.params.id,
        { design, file: form.file, note },
        request.user!,
        request.ip,
      );
      const message = result.previewAvailable ? PROOF_MESSAGES.uploaded : PROOF_MESSAGES.uploadedWithoutPreview;
      return reply.status(201).send({ message, ...result });
    },
  );

  app.post(
    '/api/custom-orders/:id/proofs/mockup',
    {
      schema: {
        tags: ['admin'],
        operationId: 'sendMockupAsProof',
        summary:
          "Sends the instant mockup kept with a design's artwork as its proof version 1 (admin, audited; `design`, 1 " +
          'when absent): the usual proof upload and e-mail; 404 without a mockup, 409 once the design has a proof',
        params: idParamSchema,
        querystring: proofDesignQuerySchema,
        response: { 201: mockupProofResponseSchema, 401: errorSchema, ...fileErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await proofs.sendMockup(request.params.id, request.query.design, request.user!, request.ip)),
  );

  app.post(
    '/api/custom-orders/:id/proofs/reopen',
    {
      schema: {
        tags: ['admin'],
        operationId: 'reopenProofs',
        summary:
          'Reopens a design whose proof is approved so a new version can be uploaded (admin, audited; `design`, 1 when absent)',
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
      const { design, reason } = request.body;
      const result = await proofs.reopen(request.params.id, design, reason, request.user!, request.ip);
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
          "The proof page: the order's details and each design with its versions and thread (the status-link `token`, or the signed-in owner or an admin; 404 otherwise)",
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
          "Approves a design's current proof version (once; `design`, 1 when absent): when every design is approved the order is, and the balance link is e-mailed; answers where to pay the balance then",
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
      const { token, design, version } = request.body;
      return proofs.approve(request.params.id, { user: request.user, token }, { design, version }, request.ip);
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
          "Asks for changes to a design's current proof version (multipart: `token`, `design`, `version`, `comment`, optional file `image` PNG/JPEG): the design goes back in progress",
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: proofStatusResponseSchema, 429: errorSchema, ...fileErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'image');
      const { token, design, version, comment } = proofChangesFieldsSchema.parse(form.fields);
      const result = await proofs.requestChanges(
        request.params.id,
        { user: request.user, token },
        { design, version, comment, image: form.file },
        request.ip,
      );
      return { message: PROOF_MESSAGES.changesRequested, ...result };
    },
  );
};
