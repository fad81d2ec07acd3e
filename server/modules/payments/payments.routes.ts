import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { cartSessionHeadersSchema, errorSchema } from '../../../core/schemas/common';
import {
  createdPaymentSchema,
  createOrderBodySchema,
  createPaymentBodySchema,
  paymentOutcomeSchema,
  paypalSetupSchema,
} from '../../../core/schemas/payments';
import type { PaymentOutcome, PaymentService } from './payments.service';
import { receiptRoutes } from './receipt-pdf.routes';
import { taxQuoteRoutes } from './tax-quote.routes';
import { SESSION_OPTIONAL } from '../../plugins/openapi-document';

export interface PaymentRoutesOptions {
  payments: PaymentService;
  paypalMode: 'test' | 'sandbox' | 'live';
  paypalClientId: string;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawEvent: string): Promise<boolean>;
}

/** The part of a PayPal webhook event we read: which of our orders it is about. */
const webhookEventSchema = z.object({
  event_type: z.string().optional(),
  resource: z
    .object({
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      /** A refund (PAYMENT.CAPTURE.REFUNDED, .REVERSED) names its capture by its `up` link, not its order. */
      links: z.array(z.object({ rel: z.string().optional(), href: z.string().optional() })).optional(),
    })
    .optional(),
});

/** The capture a refund resource belongs to: the id at the end of its `up` link (/v2/payments/captures/{id}). */
function refundedCaptureId(resource: z.infer<typeof webhookEventSchema>['resource']): string | undefined {
  const up = resource?.links?.find((link) => link.rel === 'up')?.href ?? '';
  return /\/v2\/payments\/captures\/([A-Za-z0-9]+)$/.exec(up)?.[1];
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const optionalSession = z.object({ 'x-session-id': cartSessionHeadersSchema.shape['x-session-id'].optional() });

function outcomeBody(providerOrderId: string, outcome: PaymentOutcome) {
  return outcome.status === 'COMPLETED'
    ? {
        id: providerOrderId,
        status: outcome.status,
        orderId: outcome.orderId,
        customOrderId: outcome.customOrderId,
        statusPath: outcome.statusPath,
      }
    : { id: providerOrderId, status: outcome.status, message: outcome.message };
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { payments } = options;
  await app.register(receiptRoutes, { receipts: payments.receipts });
  await app.register(taxQuoteRoutes, { payments });

  for (const url of ['/paypal/order', '/api/paypal/order']) {
    app.post(
      url,
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          // The same call at two addresses: each needs its own name in a generated client.
          operationId: url.startsWith('/api/') ? 'createPayPalOrder' : 'createPayPalOrderAlias',
          // A signed-in buyer's order is filed under the account.
          security: SESSION_OPTIONAL,
          tags: ['payments'],
          summary: 'Creates the PayPal order for the amount the server computes (cart total or custom deposit)',
          headers: optionalSession,
          body: createPaymentBodySchema,
          response: {
            201: createdPaymentSchema,
            400: errorSchema,
            409: errorSchema,
            422: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const created = await payments.create(request.body, {
          sessionId: request.headers['x-session-id'],
          userId: request.user?.id ?? null,
          clientIp: request.ip,
        });
        return reply.status(201).send(created);
      },
    );
  }

  for (const [url, param] of [
    ['/paypal/order/:id/capture', 'id'],
    ['/api/paypal/order/:orderID/capture', 'orderID'],
  ] as const) {
    app.post(
      url,
      {
        // Answered while the shop is under pressure (plugins/under-pressure.ts): the buyer has approved the payment.
        config: { alwaysServe: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          operationId: url.startsWith('/api/') ? 'capturePayPalOrder' : 'capturePayPalOrderAlias',
          tags: ['payments'],
          summary: 'Captures an approved PayPal order and records the payment once (status COMPLETED = paid)',
          params: z.object({ [param]: z.string().regex(/^[A-Z0-9]{1,36}$/, 'Invalid PayPal order id') }),
          response: {
            200: paymentOutcomeSchema,
            404: errorSchema,
            422: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => {
        const id = (request.params as Record<string, string>)[param]!;
        return outcomeBody(id, await payments.capture(id));
      },
    );
  }

  app.post(
    '/api/paypal/order/:orderID/cancel',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        operationId: 'cancelPayPalOrder',
        summary: 'The buyer cancelled at PayPal: releases the held stock and discount use at once',
        headers: optionalSession,
        params: z.object({ orderID: z.string().regex(/^[A-Z0-9]{1,36}$/, 'Invalid PayPal order id') }),
        response: { 200: paymentOutcomeSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      outcomeBody(
        request.params.orderID,
        await payments.cancel(request.params.orderID, request.headers['x-session-id']),
      ),
  );

  app.get(
    '/paypal/setup',
    {
      schema: {
        tags: ['payments'],
        operationId: 'getPayPalSetup',
        summary: 'How the checkout pays: test mode (local stand-in) or PayPal buttons with this client id',
        response: { 200: paypalSetupSchema },
      },
    },
    async () => ({
      mode: options.paypalMode,
      clientId: options.paypalMode === 'test' ? 'test' : options.paypalClientId,
      currency: 'USD' as const,
      intent: 'CAPTURE' as const,
      // Hosted card fields would need a client token; the checkout uses PayPal's buttons, which do not.
      clientToken: null,
    }),
  );

  app.post(
    '/api/balance-payment/:token/complete',
    {
      // It captures the balance when PayPal has not yet: money that moved must be recorded even on a busy shop.
      config: { alwaysServe: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        operationId: 'completeBalancePayment',
        summary: 'Confirms a balance payment (captures it if needed); idempotent',
        params: z.object({ token: z.string().max(128) }),
        body: z.object({ balancePaymentId: z.string().regex(/^[A-Z0-9]{1,36}$/, 'Invalid PayPal order id') }),
        response: {
          200: z.object({ status: z.literal('balance_paid'), message: z.string() }),
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await payments.completeBalance(request.params.token, request.body.balancePaymentId);
      if (outcome.status !== 'COMPLETED') throw new AppError('unprocessable', outcome.message);
      return {
        status: 'balance_paid' as const,
        message: 'Your balance has been paid. Your order will now proceed to production.',
      };
    },
  );

  app.post(
    '/api/create-order',
    {
      schema: {
        tags: ['payments'],
        operationId: 'createOrder',
        summary: 'The regular order recorded for a captured cart payment of this session (empties the cart)',
        headers: cartSessionHeadersSchema,
        body: createOrderBodySchema,
        response: { 200: z.object({ order: z.object({ id: z.number().int() }) }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const id = await payments.orderForCartPayment(request.body.paypalOrderId, request.headers['x-session-id']);
      return { order: { id } };
    },
  );

  // PayPal calls this from its servers: no Origin check, the signature is the proof.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/paypal/webhook',
      {
        // Answered while the shop is under pressure: PayPal's news of money moved must be recorded.
        config: { allowCrossSite: true, alwaysServe: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          operationId: 'receivePayPalWebhook',
          summary: 'PayPal webhook events (signature verified with PayPal; replays change nothing)',
          description:
            'Called by PayPal, not by browsers: no same-origin check. The `PAYPAL-TRANSMISSION-*` and ' +
            '`PAYPAL-CERT-URL`/`PAYPAL-AUTH-ALGO` headers and the exact body bytes are verified with PayPal ' +
            '(verify-webhook-signature); a wrong signature or an event that is not JSON is a 400. ' +
            '`PAYMENT.CAPTURE.*` events settle the order named in `resource.supplementary_data.related_ids.order_id` ' +
            "(a refund's event: the order of the capture its `up` link names) " +
            'the way a capture does; any other event, or an order that is not ours, is acknowledged and ignored.',
          documentedBody: webhookEventSchema,
          response: { 200: z.object({ received: z.boolean() }), 400: errorSchema },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!(await options.verifyWebhook(request.headers, raw))) {
          return reply.status(400).send({ message: 'Invalid webhook signature' });
        }
        const parsed = webhookEventSchema.safeParse(parseJson(raw));
        if (!parsed.success) return reply.status(400).send({ message: 'Invalid webhook event' });
        const event = parsed.data;
        const captureId = refundedCaptureId(event.resource);
        const orderId =
          event.resource?.supplementary_data?.related_ids?.order_id ??
          (captureId ? await payments.providerOrderOfCapture(captureId) : null);
        if (orderId && event.event_type?.startsWith('PAYMENT.CAPTURE.')) {
          try {
            await payments.syncWithPayPal(orderId);
          } catch (error) {
            // Not ours (another integration on the same PayPal account): acknowledge so PayPal stops retrying.
            if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
          }
        }
        return { received: true };
      },
    );
  });
};
