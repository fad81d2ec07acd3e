/**
 * The beacon endpoint and the admin's report. The endpoint answers at once (202 recorded, 204 not
 * counted) and never sets a cookie; the events are written by the service's batch writer.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsBatchSchema, analyticsQuerySchema, analyticsReportSchema } from '../../../core/schemas/analytics';
import { errorSchema } from '../../../core/schemas/common';
import { dropReason, type AnalyticsService } from './analytics.service';
import { isTrustedAdmin } from '../../../core/trusted-admin';

/**
 * Per address: a person browsing sends a beacon per page or two; a script sending more is refused. Requests that are
 * dropped anyway (a bot's, or with DNT / GPC) cost nothing and are not counted, so a crawler never sees a 429.
 */
const EVENTS_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  allowList: (request: FastifyRequest) =>
    dropReason({ address: '', headers: request.headers, isAdmin: false }) !== null,
};

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  // navigator.sendBeacon(url, string) sends text/plain (a JSON content type would need a preflight elsewhere).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/api/analytics/events',
    {
      config: { rateLimit: EVENTS_RATE_LIMIT },
      schema: {
        tags: ['analytics'],
        operationId: 'recordAnalyticsEvents',
        summary: 'Page views and shop events from the browser (first-party, no cookie); 204 when not counted',
        description:
          'JSON (application/json or text/plain, as navigator.sendBeacon sends it). Not counted, with 204: bots, ' +
          '`DNT: 1`, `Sec-GPC: 1` and the admin. The address is only hashed with a daily salt, never stored.',
        body: analyticsBatchSchema,
        response: { 202: z.void(), 204: z.void(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await analytics.accept(request.body.events, {
        address: request.ip,
        headers: request.headers,
        isAdmin: isTrustedAdmin(request.user),
      });
      return reply.code(result === 'recorded' ? 202 : 204).send(undefined);
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAnalytics',
        summary: 'Visitors and page views by day, top pages, referrers, campaigns and the two funnels (admin)',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => analytics.report(request.query),
  );
};
