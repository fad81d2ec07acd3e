import type { FastifyInstance } from 'fastify';
import { approveOrder } from './checkout-pages';
import type { StandInContext } from './context';
import { setFaults, type FaultsRequest } from './faults';
import { apiBase } from './order-representation';
import { paypalId, type StandInRefund } from './state';

/**
 * Test-only switches under /__test: approve or expire an order without the buyer, ask for faults, settle a PENDING
 * capture, redeliver a webhook, read the ledger, reset. They change every buyer's payments, so they exist only in
 * tests and, in the shop's test mode, under NODE_ENV=test or PAYPAL_STAND_IN_FAULTS=1 (`testRoutes`).
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

  /** What the merchant (a refund in PayPal's dashboard) or the buyer's bank (a reversal) does outside the shop. */
  for (const [path, status, event] of [
    ['refund', 'REFUNDED', 'PAYMENT.CAPTURE.REFUNDED'],
    ['reverse', 'REVERSED', 'PAYMENT.CAPTURE.REVERSED'],
  ] as const) {
    app.post(`/__test/captures/:id/${path}`, async (request, reply) => {
      const found = state.captures().find(({ capture }) => capture.id === (request.params as { id: string }).id);
      if (!found) return reply.status(404).send({ message: 'unknown capture' });
      const at = new Date().toISOString();
      found.capture.status = status;
      found.capture.update_time = at;
      const api = apiBase(app, request);
      const id = paypalId(17);
      const refund: StandInRefund = {
        id,
        status: 'COMPLETED',
        amount: found.capture.amount,
        create_time: at,
        update_time: at,
        links: [
          { href: `${api}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
          { href: `${api}/v2/payments/captures/${found.capture.id}`, rel: 'up', method: 'GET' },
        ],
      };
      if (status === 'REFUNDED') {
        state.refunds.push({ captureId: found.capture.id, refundId: id, amount: found.capture.amount });
      }
      // As PayPal does: the event's resource is the refund (a reversal too), naming its capture by its `up` link.
      await webhooks.deliverRefund(event, refund);
      return found.capture;
    });
  }

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
