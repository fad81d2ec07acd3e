/**
 * Cart ids are the server's (server/modules/cart/cart-session-id.ts): an X-Session-Id the shop did not issue is
 * refused (400) on every route, before validation. The cart's read and add without one start a cart: the new id is
 * used for the call and answered in the X-Session-Id header, which the browser keeps (app/lib/session-id.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { CART_SESSION_MESSAGES, isIssuedCartSessionId, issueCartSessionId } from '../modules/cart';

export const CART_SESSION_HEADER = 'x-session-id';

/** The calls that start a cart when the browser has none yet. */
const STARTS_A_CART = new Set(['GET /api/cart', 'POST /api/cart', 'POST /api/cart/reorder']);

export default fp<{ secret: string }>(
  async function cartSessionPlugin(app: FastifyInstance, { secret }) {
    app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done) => {
      const given = request.headers[CART_SESSION_HEADER];
      if (given !== undefined) {
        const ok = typeof given === 'string' && isIssuedCartSessionId(secret, given);
        done(ok ? undefined : new AppError('bad_request', CART_SESSION_MESSAGES.notIssued));
        return;
      }
      if (STARTS_A_CART.has(`${request.method} ${request.routeOptions.url ?? ''}`)) {
        const id = issueCartSessionId(secret);
        request.headers[CART_SESSION_HEADER] = id;
        reply.header('X-Session-Id', id);
      }
      done();
    });
  },
  { name: 'cart-session' },
);
