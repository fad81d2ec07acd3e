/**
 * Payments v2 refunds: POST /v2/payments/captures/{id}/refund, full (no `amount`: what is left of the capture) or
 * partial (`amount` {currency_code, value}). As at PayPal: the capture becomes PARTIALLY_REFUNDED, then REFUNDED
 * once the refunds add up to it; more than is left is 422 REFUND_AMOUNT_EXCEEDED, a refunded capture 422
 * CAPTURE_FULLY_REFUNDED, another currency 422 REFUND_CAPTURE_CURRENCY_MISMATCH. The PayPal-Request-Id makes it
 * idempotent (idempotency.ts: same id and body, the stored answer as 200; another body, 422 DUPLICATE_REQUEST_ID).
 * Each refund appears on the order (purchase_units[].payments.refunds, as GET shows it) and sends the
 * PAYMENT.CAPTURE.REFUNDED webhook about its capture once the answer is out.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StandInContext } from './context';
import { injectedFault } from './faults';
import { idempotent } from './idempotency';
import { authorized } from './oauth';
import { apiBase } from './order-representation';
import { errorBody, notFound, paypalError } from './paypal-errors';
import { paypalId, type Money, type StandInCapture, type StandInRefund } from './state';

const refundRequestSchema = z.object({
  amount: z.object({ currency_code: z.string().length(3), value: z.string().max(32) }).optional(),
  invoice_id: z.string().max(127).optional(),
  note_to_payer: z.string().max(255).optional(),
});

const DESCRIPTIONS: Record<string, string> = {
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'Refund must be in the same currency as the capture.',
  CAPTURE_NOT_COMPLETED: 'The capture is not completed, so it cannot be refunded.',
  DECIMAL_PRECISION: 'The value of the field should not be more than two decimal places.',
  CANNOT_BE_ZERO_OR_NEGATIVE: 'Must be greater than zero.',
};

/** "12.30" -> 1230; null when it is not a decimal number with at most two places. */
function toCents(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const toValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function unprocessable(issue: string, field?: string) {
  const details = [{ issue, description: DESCRIPTIONS[issue], ...(field ? { field, location: 'body' } : {}) }];
  return { status: 422, body: { ...errorBody('UNPROCESSABLE_ENTITY', issue), details } };
}

/** What is already refunded of a capture, in cents. */
function refundedCents(refunds: StandInRefund[] | undefined, capture: StandInCapture): number {
  return (refunds ?? [])
    .filter((refund) => refund.links.some((link) => link.rel === 'up' && link.href.endsWith(`/${capture.id}`)))
    .reduce((sum, refund) => sum + (toCents(refund.amount.value) ?? 0), 0);
}

export function registerRefundRoutes(app: FastifyInstance, { state, webhooks }: StandInContext) {
  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const captureId = (request.params as { id: string }).id;
    const found = state.captures().find(({ capture }) => capture.id === captureId);
    if (!found) return notFound(reply);
    if (await injectedFault(state, reply)) return reply;
    const parsed = refundRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return paypalError(reply, 400, 'INVALID_REQUEST', [
        {
          issue: 'INVALID_PARAMETER_VALUE',
          field: `/${parsed.error.issues[0]?.path.join('/') ?? ''}`,
          location: 'body',
        },
      ]);
    }
    const api = apiBase(app, request);
    const minimal = !String(request.headers.prefer ?? '').includes('return=representation');
    return idempotent(state, request, reply, `refund:${captureId}`, JSON.stringify(parsed.data), async () => {
      const { capture } = found;
      const order = state.orders.get(found.orderId)!;
      const unit = order.purchase_units.find((entry) => entry.payments?.captures.includes(capture))!;
      if (capture.status === 'REFUNDED') return unprocessable('CAPTURE_FULLY_REFUNDED');
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
        return unprocessable('CAPTURE_NOT_COMPLETED');
      }
      const capturedCents = toCents(capture.amount.value) ?? 0;
      const left = capturedCents - refundedCents(unit.payments!.refunds, capture);
      let cents = left;
      const asked: Money | undefined = parsed.data.amount;
      if (asked) {
        if (asked.currency_code !== capture.amount.currency_code) {
          return unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code');
        }
        if (/\.\d{3,}$/.test(asked.value)) return unprocessable('DECIMAL_PRECISION', '/amount/value');
        const value = toCents(asked.value);
        if (value === null || value <= 0) return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', '/amount/value');
        cents = value;
      }
      if (cents > left) return unprocessable('REFUND_AMOUNT_EXCEEDED', asked ? '/amount/value' : undefined);
      const at = new Date().toISOString();
      const id = paypalId(17);
      const refund: StandInRefund = {
        id,
        status: 'COMPLETED',
        amount: { currency_code: capture.amount.currency_code, value: toValue(cents) },
        ...(parsed.data.note_to_payer ? { note_to_payer: parsed.data.note_to_payer } : {}),
        create_time: at,
        update_time: at,
        links: [
          { href: `${api}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
          { href: `${api}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
        ],
      };
      unit.payments!.refunds = [...(unit.payments!.refunds ?? []), refund];
      capture.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      capture.update_time = at;
      state.refunds.push({ captureId, refundId: refund.id, amount: refund.amount, status: refund.status });
      return {
        status: 201,
        body: minimal ? { id: refund.id, status: refund.status, links: refund.links } : refund,
        afterCommit: () => void webhooks.deliverRefund('PAYMENT.CAPTURE.REFUNDED', refund),
      };
    });
  });
}
