/**
 * A local stand-in for PayPal's REST API (OAuth2, Orders v2, refunds, webhook verification) that speaks the same
 * HTTP contract as the sandbox (../shared/paypal-openapi/CONTRACT.md), plus test-only switches under /__test
 * (only with `testRoutes`).
 * The shop's real PayPal client talks to it over HTTP in test mode and in every test. The shop mounts it at
 * /__paypal (server/app.ts); tests also start it on its own port (./server.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerCheckoutPages } from './checkout-pages';
import { createStandInContext, type StandInOptions } from './context';
import { registerOAuthRoutes } from './oauth';
import { registerOrderRoutes } from './orders';
import { registerRefundRoutes } from './refunds';
import { registerTestRoutes } from './test-routes';
import { registerVerifyWebhookRoute } from './verify-webhook';

export type { StandInOptions } from './context';

export function createStandInRoutes(options: StandInOptions) {
  const context = createStandInContext(options);

  return async function standInRoutes(app: FastifyInstance) {
    // PayPal's API, not ours: kept out of the shop's OpenAPI document, and answered while the shop is under
    // pressure (its deliberate latency stands for another service, not the shop's load).
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
      route.config = { ...route.config, alwaysServe: true };
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    registerOAuthRoutes(app, context);
    registerOrderRoutes(app, context);
    registerRefundRoutes(app, context);
    registerVerifyWebhookRoute(app, context);
    registerCheckoutPages(app, context);
    if (options.testRoutes) registerTestRoutes(app, context);
  };
}
