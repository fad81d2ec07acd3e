import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameSecret } from '../../../link-signing';
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

/** True when `key` is the order's approval key (compared in constant time). */
function keyMatches(order: StandInOrder, key: string): boolean {
  return sameSecret(key, order.approvalKey);
}

interface PageParams {
  token?: unknown;
  key?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The order a request of the approval page is about, when it carries that order's key; otherwise answers 404
 * (unknown order) or 403 (no or wrong key: knowing an order id is not enough to approve or cancel it) and gives null.
 */
function orderOfLink(state: StandInState, params: PageParams | undefined, reply: FastifyReply): StandInOrder | null {
  const order = state.orders.get(text(params?.token));
  if (!order) {
    void reply.status(404).type('text/plain').send('Unknown PayPal order');
    return null;
  }
  if (!keyMatches(order, text(params?.key))) {
    void reply.status(403).type('text/plain').send('This approval link is not valid: use the link from the shop');
    return null;
  }
  return order;
}

/**
 * The buyer's side: the approve link of a created order (`/checkoutnow?token=ID&key=SECRET`, given only in the
 * create call's answer), and its approve and cancel buttons, which carry the same key.
 */
export function registerCheckoutPages(app: FastifyInstance, { state, publicBase }: StandInContext) {
  app.get('/checkoutnow', async (request, reply) => {
    const order = orderOfLink(state, request.query as PageParams, reply);
    if (!order) return reply;
    return reply.type('text/html').send(approvePage(order, publicBase()));
  });

  app.post('/checkoutnow/approve', async (request, reply) => {
    const linked = orderOfLink(state, request.body as PageParams | undefined, reply);
    if (!linked) return reply;
    const order = approveOrder(state, linked.id) ?? linked;
    if (!order.returnUrl) return reply.type('text/html').send(approvePage(order, publicBase()));
    const target = new URL(order.returnUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', order.payer?.payer_id ?? '');
    return reply.redirect(target.toString(), 303);
  });

  app.post('/checkoutnow/cancel', async (request, reply) => {
    const order = orderOfLink(state, request.body as PageParams | undefined, reply);
    if (!order) return reply;
    if (!order.cancelUrl) return reply.status(404).type('text/plain').send('This order has no page to return to');
    const target = new URL(order.cancelUrl);
    target.searchParams.set('token', order.id);
    return reply.redirect(target.toString(), 303);
  });
}
