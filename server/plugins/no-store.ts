/**
 * Pages and calls that show one person's data (orders, tracking, order status links, balance and invoice pay
 * pages, the account and the pages of its e-mailed links, the cart, payments, saved designs, one's quotes, what one owes, one's tax certificates) and
 * everything of the admin (every admin route, whatever its path: lists, CSV and PDF exports, files; the /admin
 * pages) are never kept by a browser or a shared cache: `Cache-Control: no-store`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRoute } from './admin-guard';

const PERSONAL = [
  /^\/api\/(orders|order-status|custom-orders|balance-payment|invoices|auth|cart|clear-cart|create-order|paypal)(\/|\?|$)/,
  /^\/api\/(saved-designs|quote-requests\/mine|receivables|account)(\/|\?|$)/,
  /^\/(admin|api\/admin)(\/|\?|$)/,
  /^\/paypal\//,
  /^\/(track-order|orders|balance-payment|pay-invoice|checkout|login|register|account)(\/|\?|$)/,
  // The pages of the e-mailed links (a secret token in the URL) and the form that asks for a reset link.
  /^\/(verify-email|forgot-password|reset-password)(\/|\?|$)/,
];

/** The patterns above as one expression: one test per answer instead of a closure and four. */
const PERSONAL_ANY = new RegExp(PERSONAL.map((pattern) => `(?:${pattern.source})`).join('|'));

export function isPersonalPath(url: string): boolean {
  return PERSONAL_ANY.test(url);
}

export default fp(
  async function noStorePlugin(app: FastifyInstance) {
    // A callback hook: an async one costs a promise and a microtask on every answer. done() keeps the payload.
    app.addHook('onSend', (request, reply, _payload, done) => {
      const route = request.routeOptions;
      if (isPersonalPath(request.url) || (route.url !== undefined && isAdminRoute(route.url, route.schema?.tags))) {
        reply.header('Cache-Control', 'no-store');
      }
      done();
    });
  },
  { name: 'no-store' },
);
