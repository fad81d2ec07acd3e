/**
 * A local stand-in for PayPal's REST API (OAuth2, Orders v2, webhook verification) that speaks the same HTTP
 * contract as the sandbox (../shared/paypal-openapi/CONTRACT.md), plus test-only switches under /__test.
 * The shop's real PayPal client talks to it over HTTP in test mode and in every test.
 *
 * Idempotency choices PayPal leaves open: a PayPal-Request-Id is scoped to one endpoint (and one order for
 * capture); a repeat with the same body replays the stored status and body (201 becomes 200, errors replay as
 * they were); a repeat with another body is 422 DUPLICATE_REQUEST_ID; a repeat while the first still runs is 409.
 * Keys are kept for the stand-in's lifetime (PayPal keeps them 6 hours).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { approvePage } from './approve-page';
import { paypalId, StandInState, type CaptureMode, type StandInCapture, type StandInOrder } from './state';
import { signTransmission, verifyTransmission, type TransmissionHeaders } from './webhooks';

export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  /** Where the buyer's browser reaches the stand-in (approve links); a function when known only after listen. */
  publicBaseUrl: string | (() => string);
  /** Where PayPal-shaped webhooks are delivered, and the id of "our" webhook subscription. */
  webhook?: { url: string | (() => string); id: string };
  tokenTtlSeconds?: number;
  state?: StandInState;
  /** Test-only routes (/__test/...): on in tests and in the shop's test mode. */
  testRoutes?: boolean;
}

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  RESOURCE_CONFLICT: 'The server has detected a conflict while processing this request.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};

const ISSUE_DESCRIPTIONS: Record<string, string> = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};

type Detail = { issue: string; description?: string; field?: string; value?: string; location?: string };

function paypalError(reply: FastifyReply, status: number, name: string, details?: Detail[]) {
  const body: Record<string, unknown> = {
    name,
    message: ERROR_MESSAGES[name] ?? name,
    debug_id: randomBytes(7).toString('hex'),
  };
  if (details) body.details = details.map((d) => ({ ...d, description: d.description ?? ISSUE_DESCRIPTIONS[d.issue] }));
  body.links = [{ href: 'https://developer.paypal.com/api/rest/reference/orders/v2/errors/', rel: 'information_link' }];
  return reply.status(status).header('paypal-debug-id', body.debug_id).send(body);
}

const moneySchema = z.object({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

const createOrderSchema = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().min(1).max(127).optional(),
        invoice_id: z.string().min(1).max(127).optional(),
        description: z.string().min(1).max(127).optional(),
        amount: moneySchema,
      }),
    )
    .min(1)
    .max(10),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({ return_url: z.string().url().optional(), cancel_url: z.string().url().optional() })
            .passthrough()
            .optional(),
        })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .optional(),
  application_context: z
    .object({ return_url: z.string().url().optional(), cancel_url: z.string().url().optional() })
    .passthrough()
    .optional(),
});

function amountIssue(money: { currency_code: string; value: string }, index: number): Detail | null {
  const field = `/purchase_units/@reference_id=='${index}'/amount/value`;
  if (!/^[A-Z]{3}$/.test(money.currency_code)) return { issue: 'INVALID_CURRENCY_CODE', field };
  const [, decimals = ''] = money.value.split('.');
  if (money.currency_code === 'USD' && decimals.length > 2)
    return { issue: 'DECIMAL_PRECISION', field, value: money.value };
  if (!(Number(money.value) > 0)) return { issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field, value: money.value };
  if (!/^-?\d{0,15}(\.\d*)?$/.test(money.value)) return { issue: 'MAX_VALUE_EXCEEDED', field, value: money.value };
  return null;
}

/**
 * One delivery on its own connection, closed afterwards (as PayPal's webhook sender does not hold
 * connections open), so a shop shutting down never waits on an idle keep-alive socket of ours.
 */
function postOnce(url: string, body: string, headers: TransmissionHeaders): Promise<boolean> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          ...headers,
        },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 500) < 300));
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

export function createStandInRoutes(options: StandInOptions) {
  const state = options.state ?? new StandInState();
  const ttl = options.tokenTtlSeconds ?? 32_400;
  const signingKey = randomBytes(32).toString('hex');
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const webhookEvents = new Map<string, { body: string }>();
  const publicBase = () =>
    typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : options.publicBaseUrl;
  const webhookUrl = () => {
    const url = options.webhook?.url;
    return typeof url === 'function' ? url() : url;
  };

  function orderLinks(order: StandInOrder, apiBase: string) {
    return [
      { href: `${apiBase}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${publicBase()}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${apiBase}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
      { href: `${apiBase}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ];
  }

  function representation(order: StandInOrder, apiBase: string) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payer
        ? {
            payment_source: {
              paypal: {
                email_address: order.payer.email_address,
                account_id: order.payer.payer_id,
                name: order.payer.name,
              },
            },
            payer: order.payer,
          }
        : {}),
      purchase_units: order.purchase_units,
      create_time: order.create_time,
      update_time: order.update_time,
      links: orderLinks(order, apiBase),
    };
  }

  async function deliverWebhook(eventType: string, capture: StandInCapture, orderId: string) {
    if (!options.webhook) return;
    const event = {
      id: `WH-${paypalId(8)}-${paypalId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: eventType,
      summary: `Payment ${capture.status.toLowerCase()} for $ ${capture.amount.value} ${capture.amount.currency_code}`,
      resource: { ...capture, supplementary_data: { related_ids: { order_id: orderId } } },
      links: [],
    };
    const body = JSON.stringify(event);
    webhookEvents.set(event.id, { body });
    await send(event.id, eventType, body);
  }

  async function send(eventId: string, eventType: string, body: string) {
    if (!options.webhook) return;
    const headers = signTransmission(signingKey, options.webhook.id, body, `${publicBase()}/__test/cert`);
    const delivered = await postOnce(webhookUrl() ?? '', body, headers);
    state.webhookLog.push({ id: eventId, event_type: eventType, delivered });
  }

  function webhookEventType(status: StandInCapture['status']): string {
    return status === 'COMPLETED'
      ? 'PAYMENT.CAPTURE.COMPLETED'
      : status === 'PENDING'
        ? 'PAYMENT.CAPTURE.PENDING'
        : 'PAYMENT.CAPTURE.DENIED';
  }

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const expires = state.tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }

  /**
   * Runs `work` once per (scope, PayPal-Request-Id): a repeat with the same body replays the stored answer as 200,
   * a different body is refused, and a repeat while the first still runs is a 409 (PayPal "might fail the second").
   */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    fingerprint: string,
    work: () => Promise<{ status: number; body: unknown; afterCommit?: () => void }>,
  ) {
    const requestId = request.headers['paypal-request-id'];
    if (typeof requestId !== 'string' || requestId.length === 0) {
      const result = await work();
      reply.status(result.status).send(result.body);
      result.afterCommit?.();
      return reply;
    }
    const key = `${scope}:${requestId}`;
    const existing = state.idempotency.get(key);
    if (existing) {
      if (existing.inFlight) return paypalError(reply, 409, 'RESOURCE_CONFLICT', [{ issue: 'REQUEST_IN_PROGRESS' }]);
      if (existing.fingerprint !== fingerprint) {
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [
          {
            issue: 'DUPLICATE_REQUEST_ID',
            description: 'The PayPal-Request-Id was already used with another request.',
          },
        ]);
      }
      return reply.status(existing.status === 201 ? 200 : existing.status).send(existing.body);
    }
    state.idempotency.set(key, { fingerprint, status: 0, body: null, storedAt: Date.now(), inFlight: true });
    try {
      const result = await work();
      state.idempotency.set(key, {
        fingerprint,
        status: result.status,
        body: result.body,
        storedAt: Date.now(),
        inFlight: false,
      });
      if (state.faults.dropAfterCommitNext && scope.startsWith('capture')) {
        state.faults.dropAfterCommitNext = false;
        reply.hijack();
        reply.raw.destroy();
        result.afterCommit?.();
        return reply;
      }
      reply.status(result.status).send(result.body);
      result.afterCommit?.();
      return reply;
    } catch (error) {
      state.idempotency.delete(key);
      throw error;
    }
  }

  async function injectedFault(reply: FastifyReply): Promise<boolean> {
    if (state.faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.faults.latencyMs));
    const fail = state.faults.failNext;
    if (fail && fail.count > 0) {
      fail.count -= 1;
      if (fail.count === 0) state.faults.failNext = null;
      paypalError(reply, fail.status, fail.status === 500 ? 'INTERNAL_SERVER_ERROR' : 'SERVICE_UNAVAILABLE');
      return true;
    }
    return false;
  }

  return async function standInRoutes(app: FastifyInstance) {
    // PayPal's API, not ours: kept out of the shop's OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const apiBase = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

    app.post('/v1/oauth2/token', async (request, reply) => {
      if (request.headers.authorization !== basicAuth) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const grant = (request.body as Record<string, string> | undefined)?.grant_type;
      if (grant !== 'client_credentials') {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      state.tokens.set(token, Date.now() + ttl * 1000);
      return {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: ttl,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      };
    });

    app.post('/v2/checkout/orders', async (request, reply) => {
      if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
      const parsed = createOrderSchema.safeParse(request.body);
      if (!parsed.success) {
        return paypalError(
          reply,
          400,
          'INVALID_REQUEST',
          parsed.error.issues.map((issue) => ({
            issue:
              issue.code === 'invalid_type' && issue.input === undefined
                ? 'MISSING_REQUIRED_PARAMETER'
                : 'INVALID_PARAMETER_VALUE',
            field: `/${issue.path.join('/')}`,
            location: 'body',
          })),
        );
      }
      const body = parsed.data;
      for (const [index, unit] of body.purchase_units.entries()) {
        const issue = amountIssue(unit.amount, index);
        if (issue) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [issue]);
      }
      if (await injectedFault(reply)) return reply;
      const representationWanted = String(request.headers.prefer ?? '').includes('return=representation');
      return idempotent(request, reply, 'create', JSON.stringify(body), async () => {
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
          returnUrl:
            body.payment_source?.paypal?.experience_context?.return_url ?? body.application_context?.return_url,
          cancelUrl:
            body.payment_source?.paypal?.experience_context?.cancel_url ?? body.application_context?.cancel_url,
          create_time: now,
          update_time: now,
        };
        state.orders.set(order.id, order);
        const full = representation(order, apiBase(request));
        return {
          status: 201,
          body: representationWanted ? full : { id: order.id, status: order.status, links: full.links },
        };
      });
    });

    app.get('/v2/checkout/orders/:id', async (request, reply) => {
      if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
      const order = state.orders.get((request.params as { id: string }).id);
      if (!order)
        return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', location: 'path' }]);
      return representation(order, apiBase(request));
    });

    app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
      if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
      const { id } = request.params as { id: string };
      const order = state.orders.get(id);
      if (!order)
        return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', location: 'path' }]);
      if (await injectedFault(reply)) return reply;
      return idempotent(request, reply, `capture:${id}`, JSON.stringify(request.body ?? {}), async () => {
        if (order.status === 'COMPLETED') {
          return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED') };
        }
        if (order.status !== 'APPROVED') {
          return { status: 422, body: errorBody('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED') };
        }
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
          body: representation(order, apiBase(request)),
          afterCommit: () => void deliverWebhook(webhookEventType(capture.status), capture, order.id),
        };
      });
    });

    app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
      if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
      const captureId = (request.params as { id: string }).id;
      const found = state.captures().find(({ capture }) => capture.id === captureId);
      if (!found)
        return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', location: 'path' }]);
      return idempotent(request, reply, `refund:${captureId}`, JSON.stringify(request.body ?? {}), async () => {
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

    app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
      if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
      const body = request.body as Record<string, unknown> | undefined;
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      const missing = fields.filter((field) => typeof body?.[field] !== 'string');
      if (!body || missing.length > 0 || typeof body.webhook_event !== 'object') {
        return paypalError(
          reply,
          400,
          'INVALID_REQUEST',
          [...missing, ...(typeof body?.webhook_event === 'object' ? [] : ['webhook_event'])].map((field) => ({
            issue: 'MISSING_REQUIRED_PARAMETER',
            field: `/${field}`,
          })),
        );
      }
      const ok =
        options.webhook !== undefined &&
        body.webhook_id === options.webhook.id &&
        verifyTransmission(signingKey, {
          transmissionId: body.transmission_id as string,
          time: body.transmission_time as string,
          webhookId: body.webhook_id as string,
          body: JSON.stringify(body.webhook_event),
          sig: body.transmission_sig as string,
        });
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    });

    // The buyer's side: the approve link of a created order.
    app.get('/checkoutnow', async (request, reply) => {
      const token = (request.query as { token?: string }).token ?? '';
      const order = state.orders.get(token);
      if (!order) return reply.status(404).type('text/plain').send('Unknown PayPal order');
      return reply.type('text/html').send(approvePage(order, publicBase()));
    });

    app.post('/checkoutnow/approve', async (request, reply) => {
      const token = (request.body as { token?: string } | undefined)?.token ?? '';
      const order = approve(token);
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

    if (!options.testRoutes) return;

    app.post('/__test/orders/:id/approve', async (request, reply) => {
      const order = approve((request.params as { id: string }).id);
      if (!order) return reply.status(404).send({ message: 'unknown order' });
      return { id: order.id, status: order.status };
    });

    app.post('/__test/orders/:id/expire', async (request, reply) => {
      const order = state.orders.get((request.params as { id: string }).id);
      if (!order) return reply.status(404).send({ message: 'unknown order' });
      order.status = 'VOIDED';
      return { id: order.id, status: order.status };
    });

    app.post('/__test/faults', async (request) => {
      const body = (request.body ?? {}) as Partial<{
        nextCaptureMode: CaptureMode;
        failNext: { status: 500 | 503; count?: number } | null;
        dropAfterCommitNext: boolean;
        latencyMs: number;
      }>;
      if (body.nextCaptureMode) state.faults.nextCaptureMode = body.nextCaptureMode;
      if (body.failNext !== undefined) {
        state.faults.failNext = body.failNext
          ? { status: body.failNext.status, count: body.failNext.count ?? 1 }
          : null;
      }
      if (body.dropAfterCommitNext !== undefined) state.faults.dropAfterCommitNext = body.dropAfterCommitNext;
      if (body.latencyMs !== undefined) state.faults.latencyMs = body.latencyMs;
      return state.faults;
    });

    /** Settles a PENDING capture (as PayPal does after review) and sends its webhook. */
    app.post('/__test/captures/:id/complete', async (request, reply) => {
      const found = state.captures().find(({ capture }) => capture.id === (request.params as { id: string }).id);
      if (!found) return reply.status(404).send({ message: 'unknown capture' });
      found.capture.status = 'COMPLETED';
      delete found.capture.status_details;
      found.capture.update_time = new Date().toISOString();
      await deliverWebhook('PAYMENT.CAPTURE.COMPLETED', found.capture, found.orderId);
      return found.capture;
    });

    app.post('/__test/webhooks/:id/redeliver', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const event = webhookEvents.get(id);
      if (!event) return reply.status(404).send({ message: 'unknown event' });
      await send(id, (JSON.parse(event.body) as { event_type: string }).event_type, event.body);
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
  };

  function approve(id: string): StandInOrder | null {
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

  function errorBody(name: string, issue: string) {
    return {
      name,
      message: ERROR_MESSAGES[name] ?? name,
      debug_id: randomUUID().replace(/-/g, '').slice(0, 13),
      details: [{ issue, description: ISSUE_DESCRIPTIONS[issue] }],
    };
  }
}
