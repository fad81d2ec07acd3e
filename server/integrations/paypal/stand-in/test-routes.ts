import type { FastifyInstance } from 'fastify';
import { approveOrder } from './checkout-pages';
import type { StandInContext } from './context';
import { setFaults, type FaultsRequest } from './faults';

/**
 * Test-only switches under /__test (tests and the shop's test mode, never real PayPal): approve or expire an
 * order without a browser, ask for faults, settle a PENDING capture, redeliver a webhook, read the ledger, reset.
 */
export function registerTestRoutes(app: FastifyInstance, { state, webhooks }: StandInContext) {
  app.post('/__test/orders/:id/approve', async (request, reply) => {
    const order = approveOrder(state, (request.params as { id: string }).id);
    if (!order) return reply.status(404).send({ message: 'unknown order' });
    return { id: order.id, status: order.status };
  });

  app.post('/__test/orders/:id/expire', async (request, reply) => {
    const order = state.orders.get((request.params as { id: string }).id);
    if (!order) return reply.status(404).send({ message: 'unknown order' });
    order.status = 'VOIDED';
    return { id: order.id, status: order.status };
  });

  app.post('/__test/faults', async (request) => setFaults(state, (request.body ?? {}) as FaultsRequest));

  /** Settles a PENDING capture (as PayPal does after review) and sends its webhook. */
  app.post('/__test/captures/:id/complete', async (request, reply) => {
    const found = state.captures().find(({ capture }) => capture.id === (request.params as { id: string }).id);
    if (!found) return reply.status(404).send({ message: 'unknown capture' });
    found.capture.status = 'COMPLETED';
    delete found.capture.status_details;
    found.capture.update_time = new Date().toISOString();
    await webhooks.deliver('PAYMENT.CAPTURE.COMPLETED', found.capture, found.orderId);
    return found.capture;
  });

  app.post('/__test/webhooks/:id/redeliver', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    if (!(await webhooks.redeliver(id))) return reply.status(404).send({ message: 'unknown event' });
    return { id };
  });

  app.get('/__test/ledger', async () => ({
    refunds: state.refunds,
    captures: state
      .captures()
      .map(({ orderId, capture }) => ({ orderId, id: capture.id, status: capture.status, amount: capture.amount })),
    webhooks: state.webhookLog,
  }));

  app.post('/__test/reset', async () => {
    state.reset();
    return { ok: true };
  });
}
