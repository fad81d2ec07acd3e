/**
 * One JSON log line per request, written when the response is sent: the request id (also the X-Request-Id
 * response header and the reference on error pages, so a customer's report can be found), the user, the route's
 * pattern, the status and the time taken. The path is logged without its query: links carry tokens there.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function requestLogPlugin(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const entry = {
        userId: request.user?.id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      };
      // A 503 is the shop refusing work on purpose (overload, database away): a warning, not a failure to look into.
      if (reply.statusCode === 503) request.log.warn(entry, 'request');
      else if (reply.statusCode >= 500) request.log.error(entry, 'request');
      else request.log.info(entry, 'request');
    });
  },
  { name: 'request-log' },
);
