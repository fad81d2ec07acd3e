/**
 * The marketing form's e-mail editor (accounts-admin-spec section 2): the preview of blocks as they will be sent,
 * a test to the signed-in admin, a scheduled campaign's new time, pictures for image blocks, and the templates.
 * Tagged 'admin': the guard answers 401/403 first. Registered by campaigns.routes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignPreviewSchema, campaignResponseSchema, campaignSubjectSchema } from '../../../core/schemas/campaigns';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import {
  blocksPreviewBodySchema,
  campaignTemplateListSchema,
  campaignTemplateQuerySchema,
  campaignTemplateResponseSchema,
  emailBlocksSchema,
  emailImageSchema,
  rescheduleBodySchema,
  templateBodySchema,
  templateRenameSchema,
  testSendSchema,
} from '../../../core/schemas/email-blocks';
import { readMultipartForm } from '../../plugins/multipart';
import type { CampaignService } from './campaigns.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const campaignEditorRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignService }> = async (
  app,
  { campaigns },
) => {
  const { editor, templates } = campaigns;
  const who = (request: FastifyRequest) => ({ actor: request.user!, ip: request.ip });

  app.post(
    '/api/admin/campaigns/preview-blocks',
    {
      schema: {
        tags: ['admin'],
        operationId: 'previewCampaignBlocks',
        summary:
          'The e-mail composed in blocks as a recipient will get it (admin): rendered by the sending renderer, a sample unsubscribe link',
        body: blocksPreviewBodySchema,
        response: { 200: campaignPreviewSchema, ...refusals },
      },
    },
    async (request) => editor.preview(request.body),
  );

  app.post(
    '/api/admin/campaigns/test',
    {
      schema: {
        tags: ['admin'],
        operationId: 'sendCampaignTest',
        summary:
          "Sends the composed e-mail to the signed-in admin's own address only (admin), [Test] in its subject, as a test campaign",
        body: z.object({ subject: campaignSubjectSchema, blocks: emailBlocksSchema }),
        response: { 202: testSendSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await editor.sendTest(request.body, who(request))),
  );

  app.put(
    '/api/admin/campaigns/:id/schedule',
    {
      schema: {
        tags: ['admin'],
        operationId: 'rescheduleCampaign',
        summary: 'Moves a scheduled campaign to another date and time, at least 5 minutes ahead (admin); audited',
        params: idParamSchema,
        body: rescheduleBodySchema,
        response: { 200: campaignResponseSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      campaign: await editor.reschedule(request.params.id, request.body.sendAt, who(request)),
    }),
  );

  app.post(
    '/api/admin/campaigns/images',
    {
      schema: {
        tags: ['admin'],
        operationId: 'uploadCampaignImage',
        summary: "A picture for an e-mail's image block (admin; multipart `image`: PNG, JPEG, GIF or WebP up to 2 MB)",
        consumes: ['multipart/form-data'],
        response: { 201: emailImageSchema, 413: errorSchema, 415: errorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'image');
      return reply.status(201).send(await editor.uploadImage(form.file));
    },
  );

  app.get(
    '/api/admin/campaign-templates',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listCampaignTemplates',
        summary:
          "The marketing form's saved e-mail templates, newest first, a page at a time (admin); `q`: part of the name",
        querystring: campaignTemplateQuerySchema,
        response: { 200: campaignTemplateListSchema, ...refusals },
      },
    },
    async (request) => templates.list(request.query),
  );

  app.post(
    '/api/admin/campaign-templates',
    {
      schema: {
        tags: ['admin'],
        operationId: 'createCampaignTemplate',
        summary: 'Saves the subject and blocks as a named template (admin); a name in use is a 409; audited',
        body: templateBodySchema,
        response: { 201: campaignTemplateResponseSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ template: await templates.create(request.body, who(request)) }),
  );

  app.patch(
    '/api/admin/campaign-templates/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'renameCampaignTemplate',
        summary: 'Renames a template (admin); a name in use is a 409; audited',
        params: idParamSchema,
        body: templateRenameSchema,
        response: { 200: campaignTemplateResponseSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      template: await templates.rename(request.params.id, request.body.name, who(request)),
    }),
  );

  app.delete(
    '/api/admin/campaign-templates/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteCampaignTemplate',
        summary: 'Deletes a template (admin; answers it); audited',
        params: idParamSchema,
        response: { 200: campaignTemplateResponseSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => ({ template: await templates.remove(request.params.id, who(request)) }),
  );
};
