import type { FastifyInstance } from 'fastify';
import { approvePage } from './approve-page';
import type { StandInContext } from './context';
import { paypalId, type StandInOrder, type StandInState } from './state';

/** The buyer approves a CREATED order (as at PayPal's page); any other status is left as it is. */
export function approveOrder(state: StandInState, id: string): StandInOrder | null {
  const order = state.orders.get(id);
  if (!order) return null;
  if (order.status === 'CREATED') {
    order.status = 'APPROVED';
    order.update_time = new Date().toISOString();
    order.payer = {
      email_address: 'sb-buyer@personal.example.com',
      payer_id: paypalId(13),
      name: { given_name: 'Test', surname: 'Buyer' },
    };
  }
  return order;
}

/** The buyer's side: the approve link of a created order, and its approve and cancel buttons. */
export function registerCheckoutPages(app: FastifyInstance, { state, publicBase }: StandInContext) {
  app.get('/checkoutnow', async (request, reply) => {
    const token = (request.query as { token?: string }).token ?? '';
    const order = state.orders.get(token);
    if (!order) return reply.status(404).type('text/plain').send('Unknown PayPal order');
    return reply.type('text/html').send(approvePage(order, publicBase()));
  });

  app.post('/checkoutnow/approve', async (request, reply) => {
    const token = (request.body as { token?: string } | undefined)?.token ?? '';
    const order = approveOrder(state, token);
    if (!order) return reply.status(404).type('text/plain').send('Unknown PayPal order');
    if (!order.returnUrl) return reply.type('text/html').send(approvePage(order, publicBase()));
    const target = new URL(order.returnUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', order.payer?.payer_id ?? '');
    return reply.redirect(target.toString(), 303);
  });

  app.post('/checkoutnow/cancel', async (request, reply) => {
    const token = (request.body as { token?: string } | undefined)?.token ?? '';
    const order = state.orders.get(token);
    if (!order?.cancelUrl) return reply.status(404).type('text/plain').send('Unknown PayPal order');
    const target = new URL(order.cancelUrl);
    target.searchParams.set('token', order.id);
    return reply.redirect(target.toString(), 303);
  });
}
