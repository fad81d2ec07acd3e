import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StandInContext } from './context';
import { injectedFault } from './faults';
import { idempotent } from './idempotency';
import { authorized } from './oauth';
import { amountIssue, breakdownIssue, createOrderSchema, schemaDetails, shippingIssue } from './order-request';
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
      const issue = amountIssue(unit.amount, index) ?? breakdownIssue(unit, index);
      if (issue) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [issue]);
    }
    const missingShipping = shippingIssue(body);
    if (missingShipping) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [missingShipping]);
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
          ...(unit.shipping ? { shipping: unit.shipping } : {}),
          ...(unit.items ? { items: unit.items } : {}),
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
      // PayPal keeps an invoice_id once a payment with it went through (refunded or not): a second one is refused.
      if (invoiceIdTaken(state.orders.values(), order)) {
        return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'DUPLICATE_INVOICE_ID') };
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
        // A capture's amount is the value alone (the breakdown belongs to the order).
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
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

/** Another order's capture (not a declined one) carries this order's invoice_id. */
function invoiceIdTaken(orders: Iterable<StandInOrder>, order: StandInOrder): boolean {
  const invoiceId = order.purchase_units[0]?.invoice_id;
  if (!invoiceId) return false;
  for (const other of orders) {
    if (other.id === order.id) continue;
    const captures = other.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
    if (captures.some((capture) => capture.invoice_id === invoiceId && capture.status !== 'DECLINED')) return true;
  }
  return false;
}
