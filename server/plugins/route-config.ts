/**
 * The matched route's config (its `config` object, which Fastify also fills with the route's `url` pattern and
 * `method`), read once per request. `request.routeOptions` builds a new object of a dozen fields (and looks up the
 * router's version strategy) on every read, and four hooks need it on each request: security, admission control,
 * metrics and the request log.
 */
import type { FastifyRequest } from 'fastify';

type RouteConfig = FastifyRequest['routeOptions']['config'];

const CONFIG = Symbol('pinshop.routeConfig');

type WithConfig = FastifyRequest & { [CONFIG]?: RouteConfig };

export function routeConfig(request: FastifyRequest): RouteConfig {
  const holder = request as WithConfig;
  return (holder[CONFIG] ??= request.routeOptions.config);
}

/**
 * The route's pattern (`/api/products/:id`), undefined when no route matched (the 404 handler). `is404` reads the
 * request's current route, a cheap getter: a route that hands over with `reply.callNotFound()` (the pages' catch-all
 * for an unknown /api path) is answered by the 404 handler, and counted as that.
 */
export function routePattern(request: FastifyRequest): string | undefined {
  return request.is404 ? undefined : routeConfig(request)?.url;
}
