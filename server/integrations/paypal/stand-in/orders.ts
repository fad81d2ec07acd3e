import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StandInContext } from './context';
import { injectedFault } from './faults';
import { idempotent } from './idempotency';
import { authorized } from './oauth';
import { amountIssue, createOrderSchema, schemaDetails } from './order-request';
import { apiBase, representation } from './order-representation';
import { errorBody, notFound, paypalError } from './paypal-errors';
import { paypalId, type CaptureMode, type StandInCapture, type StandInOrder } from './state';
import { webhookEventType } from './webhook-delivery';

/** Orders v2: create, show and capture an order (intent CAPTURE, one capture of the first purchase unit). */
export function registerOrderRoutes(app: FastifyInstance, { state, publicBase, webhooks }: StandInContext) {
  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const parsed = createOrderSchema.safeParse(request.body);
    if (!parsed.success) return paypalError(reply, 400, 'INVALID_REQUEST', schemaDetails(parsed.error));
    const body = parsed.data;
    for (const [index, unit] of body.purchase_units.entries()) {
      const issue = amountIssue(unit.amount, index);
      if (issue) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [issue]);
    }
    if (await injectedFault(state, reply)) return reply;
    const representationWanted = String(request.headers.prefer ?? '').includes('return=representation');
    return idempotent(state, request, reply, 'create', JSON.stringify(body), async () => {
      const now = new Date().toISOString();
      const order: StandInOrder = {
        id: paypalId(17),
        intent: body.intent,
        status: 'CREATED',
        purchase_units: body.purchase_units.map((unit, index) => ({
          reference_id: unit.reference_id ?? (body.purchase_units.length === 1 ? 'default' : String(index)),
          amount: unit.amount,
          custom_id: unit.custom_id,
          invoice_id: unit.invoice_id,
          description: unit.description,
        })),
        returnUrl: body.payment_source?.paypal?.experience_context?.return_url ?? body.application_context?.return_url,
        cancelUrl: body.payment_source?.paypal?.experience_context?.cancel_url ?? body.application_context?.cancel_url,
        approvalKey: randomBytes(24).toString('base64url'),
        create_time: now,
        update_time: now,
      };
      state.orders.set(order.id, order);
      const full = representation(order, apiBase(app, request), publicBase());
      return {
        status: 201,
        body: representationWanted ? full : { id: order.id, status: order.status, links: full.links },
      };
    });
  });

  app.get('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = state.orders.get((request.params as { id: string }).id);
    if (!order) return notFound(reply);
    return representation(order, apiBase(app, request), publicBase());
  });

  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const { id } = request.params as { id: string };
    const order = state.orders.get(id);
    if (!order) return notFound(reply);
    if (await injectedFault(state, reply)) return reply;
    return idempotent(state, request, reply, `capture:${id}`, JSON.stringify(request.body ?? {}), async () => {
      if (order.status === 'COMPLETED') {
        return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED') };
      }
      if (order.status !== 'APPROVED') {
        return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED') };
      }
      // A test may have asked for a PENDING or DECLINED capture; the switch applies once.
      const mode: CaptureMode = state.faults.nextCaptureMode;
      state.faults.nextCaptureMode = 'COMPLETED';
      const now = new Date().toISOString();
      const unit = order.purchase_units[0]!;
      const capture: StandInCapture = {
        id: paypalId(17),
        status: mode,
        ...(mode === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
        amount: unit.amount,
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
        final_capture: true,
        create_time: now,
        update_time: now,
      };
      unit.payments = { captures: [capture] };
      order.status = 'COMPLETED';
      order.update_time = now;
      return {
        status: 201,
        body: representation(order, apiBase(app, request), publicBase()),
        afterCommit: () => void webhooks.deliver(webhookEventType(capture.status), capture, order.id),
      };
    });
  });
}
