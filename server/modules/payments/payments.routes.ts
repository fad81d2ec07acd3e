import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { cartSessionHeadersSchema, errorSchema } from '../../../core/schemas/common';
import {
  createCustomOrderBodySchema,
  createdPaymentSchema,
  createOrderBodySchema,
  createPaymentBodySchema,
  formatShippingAddress,
  paymentOutcomeSchema,
  balanceRecordSchema,
  invoiceSummarySchema,
  CHECKOUT_MISSING_INFORMATION,
} from '../../../core/schemas/payments';
import { centsToDollars } from '../../../core/money';
import type { PaymentOutcome, PaymentService } from './payments.service';

export interface PaymentRoutesOptions {
  payments: PaymentService;
  publicUrl: string;
  paypalMode: 'test' | 'sandbox' | 'live';
  paypalClientId: string;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawEvent: string): Promise<boolean>;
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

  for (const url of ['/paypal/order', '/api/paypal/order']) {
    app.post(
      url,
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
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
        const body = request.body;
        const returnUrl = body.returnPath ? `${options.publicUrl}${body.returnPath}` : undefined;
        if (body.purpose === 'balance') {
          if (!body.balanceToken) throw new AppError('bad_request', 'balanceToken is required for a balance payment');
          const created = await payments.createBalancePayment({
            token: body.balanceToken,
            browserAmount: body.amount,
            returnUrl: body.returnPath
              ? `${options.publicUrl}/balance-payment/${encodeURIComponent(body.balanceToken)}`
              : undefined,
          });
          return reply.status(201).send(created);
        }
        if (body.purpose === 'invoice') {
          if (!body.invoiceNumber)
            throw new AppError('bad_request', 'invoiceNumber is required for an invoice payment');
          const created = await payments.createInvoicePayment({
            invoiceNumber: body.invoiceNumber,
            browserAmount: body.amount,
            returnUrl,
          });
          return reply.status(201).send(created);
        }
        if (body.purpose === 'deposit') {
          if (!body.orderData) throw new AppError('bad_request', 'orderData is required for a deposit');
          const created = await payments.createDepositPayment({
            order: body.orderData,
            browserAmount: body.amount,
            userId: request.user?.id ?? null,
            returnUrl,
          });
          return reply.status(201).send(created);
        }
        const sessionId = request.headers['x-session-id'];
        if (!sessionId) throw new AppError('bad_request', 'X-Session-Id header is required');
        if (!body.customer) throw new AppError('bad_request', CHECKOUT_MISSING_INFORMATION);
        const created = await payments.createCartPayment({
          sessionId,
          customer: {
            name: body.customer.name,
            email: body.customer.email,
            shippingAddress: formatShippingAddress(body.customer),
          },
          discountCode: body.discountCode,
          browserAmount: body.amount,
          userId: request.user?.id ?? null,
          returnUrl,
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
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
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
        summary: 'How the checkout pays: test mode (local stand-in) or PayPal buttons with this client id',
        response: {
          200: z.object({
            mode: z.enum(['test', 'sandbox', 'live']),
            clientId: z.string(),
            currency: z.literal('USD'),
            intent: z.literal('CAPTURE'),
            clientToken: z.null(),
          }),
        },
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

  app.get(
    '/api/balance-payment/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'The custom order behind a balance payment link',
        params: z.object({ token: z.string().max(128) }),
        response: { 200: balanceRecordSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const order = await payments.balanceRecord(request.params.token);
      return {
        id: order.id,
        customerName: order.customerName,
        quantity: order.quantity,
        size: order.size,
        plating: order.plating,
        status: order.status,
        logoUrl: order.logoUrl,
        totalPrice: centsToDollars(order.totalPriceCents),
        depositAmount: centsToDollars(order.depositAmountCents),
        remainingBalance: centsToDollars(order.remainingBalanceCents),
      };
    },
  );

  app.post(
    '/api/balance-payment/:token/complete',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
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

  app.get(
    '/api/invoices/:invoiceNumber',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'What an invoice payment link pays (the stored total, never the link amount)',
        params: z.object({ invoiceNumber: z.string().max(64) }),
        response: { 200: invoiceSummarySchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const invoice = await payments.invoiceSummary(request.params.invoiceNumber);
      return {
        invoiceNumber: invoice.invoiceNumber,
        customerName: invoice.customerName,
        total: centsToDollars(invoice.totalCents),
        status: invoice.status,
        dueDate: invoice.dueDate,
      };
    },
  );

  app.post(
    '/api/create-order',
    {
      schema: {
        tags: ['payments'],
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

  app.post(
    '/api/custom-orders',
    {
      schema: {
        tags: ['custom-orders'],
        summary: 'The custom order recorded for a captured deposit',
        body: createCustomOrderBodySchema,
        response: { 200: z.object({ id: z.number().int() }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({ id: await payments.customOrderForDeposit(request.body.depositPaymentId) }),
  );

  // PayPal calls this from its servers: no Origin check, the signature is the proof.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/paypal/webhook',
      {
        config: { allowCrossSite: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhook events (signature verified with PayPal; replays change nothing)',
          response: { 200: z.object({ received: z.boolean() }), 400: errorSchema },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!(await options.verifyWebhook(request.headers, raw))) {
          return reply.status(400).send({ message: 'Invalid webhook signature' });
        }
        const event = JSON.parse(raw) as {
          event_type?: string;
          resource?: { supplementary_data?: { related_ids?: { order_id?: string } } };
        };
        const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
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
