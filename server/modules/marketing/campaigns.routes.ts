/**
 * The admin's campaign calls (accounts-admin-spec sections 2, 5 and 7). Each sending call creates the campaign
 * job and answers 202 with it at once; the dispatcher and the outbox worker send in the background, and the job's
 * counts are read back with GET /api/admin/campaigns/{id}. Tagged 'admin': the guard answers 401/403 first.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignActionParamsSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPreviewBodySchema,
  campaignPreviewSchema,
  campaignResponseSchema,
  marketingCampaignBodySchema,
  massDiscountBodySchema,
  testVipEmailBodySchema,
  tournamentCampaignBodySchema,
  vipCampaignBodySchema,
  vipEmailBodySchema,
} from '../../../core/schemas/campaigns';
import { errorSchema, idParamSchema } from '../../../core/schemas/common';
import type { CampaignDto } from '../../../core/schemas/campaigns';
import { campaignEditorRoutes } from './campaign-editor.routes';
import type { CampaignService } from './campaigns.service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
const started = { 202: campaignResponseSchema, ...refusals, 409: errorSchema } as const;
/** The template page: inline styles and images only, nothing that runs. */
const TEMPLATE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'";

export const campaignRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignService }> = async (app, { campaigns }) => {
  /** The guard has run: a signed-in admin. */
  const who = (request: FastifyRequest) => ({ actor: request.user!, ip: request.ip });
  await app.register(campaignEditorRoutes, { campaigns });

  /** The spec's sending calls: each creates its campaign and answers 202 with it at once. */
  function startRoute<Body extends z.ZodType>(
    path: string,
    doc: { operationId: string; summary: string; body: Body; notFound?: boolean; emptyBody?: boolean },
    start: (body: z.output<Body>, by: ReturnType<typeof who>) => Promise<CampaignDto>,
  ) {
    app.post(
      path,
      {
        // The spec's test-send posts nothing at all: no body reads as the empty object (the default offer).
        ...(doc.emptyBody ? { preValidation: async (request: FastifyRequest) => void (request.body ??= {}) } : {}),
        schema: {
          tags: ['admin'],
          operationId: doc.operationId,
          summary: doc.summary,
          body: doc.body,
          response: doc.notFound ? { ...started, 404: errorSchema } : started,
        },
      },
      async (request, reply) =>
        reply.status(202).send({ campaign: await start(request.body as z.output<Body>, who(request)) }),
    );
  }

  startRoute(
    '/api/send-marketing-email',
    {
      operationId: 'sendMarketingEmail',
      summary:
        'Starts a marketing campaign (admin): the sanitised HTML to every contact who opted in and is not suppressed, minus excludeEmails',
      body: marketingCampaignBodySchema,
    },
    campaigns.startMarketing,
  );

  startRoute(
    '/api/send-mass-discount-email',
    {
      operationId: 'sendMassDiscountEmail',
      summary:
        'Starts a discount campaign (admin): an active code (or a personal single-use copy of it each) to every contact who opted in',
      body: massDiscountBodySchema,
      notFound: true,
    },
    campaigns.startMassDiscount,
  );

  startRoute(
    '/api/vip-campaign',
    {
      operationId: 'sendVipCampaign',
      summary: 'Starts a VIP campaign (admin) to the uploaded VIP list of that file name, with a percentage promo code',
      body: vipCampaignBodySchema,
    },
    campaigns.startVip,
  );

  startRoute(
    '/api/vip-email',
    {
      operationId: 'sendVipEmail',
      summary: 'Sends the VIP offer to one address (admin); refused for an address that unsubscribed',
      body: vipEmailBodySchema,
    },
    campaigns.sendVipEmail,
  );

  startRoute(
    '/api/test-vip-email',
    {
      operationId: 'sendTestVipEmail',
      summary: "Sends the VIP e-mail to the signed-in admin's own address only (admin), as a test campaign",
      body: testVipEmailBodySchema,
      emptyBody: true,
    },
    campaigns.sendTestVipEmail,
  );

  startRoute(
    '/api/send-tournament-campaign',
    {
      operationId: 'sendTournamentCampaign',
      summary: 'Starts the tournament outreach campaign (admin) to the latest uploaded tournament list',
      body: tournamentCampaignBodySchema,
    },
    campaigns.startTournament,
  );

  app.post(
    '/api/admin/campaigns/preview',
    {
      schema: {
        tags: ['admin'],
        operationId: 'previewMarketingEmail',
        summary: 'The marketing e-mail as a recipient will see it (admin): sanitised, with a sample unsubscribe link',
        body: campaignPreviewBodySchema,
        response: { 200: campaignPreviewSchema, ...refusals },
      },
    },
    async (request) => campaigns.preview(request.body),
  );

  app.get(
    '/api/tournament-email-template',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTournamentEmailTemplate',
        summary: 'The tournament e-mail as an HTML page with a sample greeting and code (admin), opened in a new tab',
        // The page itself (text/html), sent as it is.
        response: { 200: z.string(), ...refusals },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', TEMPLATE_CSP)
        .send(campaigns.tournamentTemplate()),
  );

  app.get(
    '/api/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listCampaigns',
        summary: 'The latest campaigns, newest first (admin), with their counts and state; ?kind= for one kind',
        querystring: campaignListQuerySchema,
        response: { 200: campaignListSchema, ...refusals },
      },
    },
    async (request) => ({ campaigns: await campaigns.list(request.query.kind) }),
  );

  app.get(
    '/api/admin/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getCampaign',
        summary: "One campaign's progress (admin): sent, failed, skipped and remaining of total",
        params: idParamSchema,
        response: { 200: campaignResponseSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => ({ campaign: await campaigns.get(request.params.id) }),
  );

  app.post(
    '/api/admin/campaigns/:id/:action',
    {
      schema: {
        tags: ['admin'],
        operationId: 'changeCampaignState',
        summary:
          'Pauses, resumes or cancels a campaign (admin); cancel withdraws every message not sent yet. A finished campaign is 409',
        params: campaignActionParamsSchema,
        response: { 200: campaignResponseSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      campaign: await campaigns.act(request.params.id, request.params.action, who(request)),
    }),
  );
};
