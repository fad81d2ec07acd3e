/**
 * One JSON log line per request, written when the response is sent: the request id (also the X-Request-Id
 * response header and the reference on error pages, so a customer's report can be found), the user, the route's
 * pattern, the status and the time taken. The path is logged without its query: links carry tokens there.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routePattern } from './route-config';

/** The levels at which an info line is written (pino's; warn, error, fatal and silent drop it). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

export default fp(
  async function requestLogPlugin(app: FastifyInstance) {
    // A callback hook (an async one costs a promise per request), and no entry built for a line the level drops.
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 500 && !LOGS_INFO.has(request.log.level)) return done();
      const query = request.url.indexOf('?');
      const entry = {
        userId: request.user?.id ?? null,
        method: request.method,
        route: routePattern(request) ?? null,
        path: query === -1 ? request.url : request.url.slice(0, query),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      };
      // A 503 is the shop refusing work on purpose (overload, database away): a warning, not a failure to look into.
      if (reply.statusCode === 503) request.log.warn(entry, 'request');
      else if (reply.statusCode >= 500) request.log.error(entry, 'request');
      else request.log.info(entry, 'request');
      done();
    });
  },
  { name: 'request-log' },
);
