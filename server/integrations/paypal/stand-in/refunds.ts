import type { FastifyInstance } from 'fastify';
import type { StandInContext } from './context';
import { idempotent } from './idempotency';
import { authorized } from './oauth';
import { errorBody, notFound, paypalError } from './paypal-errors';
import { paypalId } from './state';

/** Payments v2: refunds a COMPLETED capture in full (an amount in the body is not read). */
export function registerRefundRoutes(app: FastifyInstance, { state }: StandInContext) {
  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const captureId = (request.params as { id: string }).id;
    const found = state.captures().find(({ capture }) => capture.id === captureId);
    if (!found) return notFound(reply);
    return idempotent(state, request, reply, `refund:${captureId}`, JSON.stringify(request.body ?? {}), async () => {
      if (found.capture.status === 'REFUNDED') {
        return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED') };
      }
      if (found.capture.status !== 'COMPLETED') {
        return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_COMPLETED') };
      }
      found.capture.status = 'REFUNDED';
      found.capture.update_time = new Date().toISOString();
      const refund = { id: paypalId(17), status: 'COMPLETED', amount: found.capture.amount };
      state.refunds.push({ captureId, refundId: refund.id, amount: found.capture.amount });
      return { status: 201, body: { ...refund, links: [] } };
    });
  });
}
