import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completedCaptureFor, createPayPalClient, PayPalError } from './client';
import { startStandIn, type RunningStandIn } from './stand-in/server';

let standIn: RunningStandIn;
let webhookServer: {
  url: string;
  received: Array<{ headers: Record<string, string>; body: string }>;
  close(): Promise<void>;
};

async function startWebhookSink() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  const received: Array<{ headers: Record<string, string>; body: string }> = [];
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/hook', async (request) => {
    received.push({ headers: request.headers as Record<string, string>, body: request.body as string });
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => app.close() };
}

beforeAll(async () => {
  webhookServer = await startWebhookSink();
  standIn = await startStandIn({
    clientId: 'client',
    clientSecret: 'secret',
    webhook: { url: webhookServer.url, id: 'WEBHOOK123' },
  });
});
afterAll(async () => {
  await standIn.close();
  await webhookServer.close();
});
afterEach(() => standIn.state.reset());

const client = () =>
  createPayPalClient({ baseUrl: standIn.url, clientId: 'client', clientSecret: 'secret', retryDelayMs: 1 });
const approve = (id: string) => fetch(`${standIn.url}/__test/orders/${id}/approve`, { method: 'POST' });
const faults = (body: object) =>
  fetch(`${standIn.url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const amount = { currency_code: 'USD', value: '25.98' };

describe('PayPal client against the stand-in', () => {
  it('create -> approve -> capture -> get: CREATED, APPROVED, COMPLETED with one COMPLETED capture of our amount', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-1-create', amount, customId: 'pay-1' });
    expect(created.status).toBe('CREATED');
    expect(created.approveUrl).toContain(`/checkoutnow?token=${created.id}`);
    await approve(created.id);
    expect((await paypal.getOrder(created.id)).status).toBe('APPROVED');
    const captured = await paypal.captureOrder(created.id, 'pay-1-capture');
    expect(captured.status).toBe('COMPLETED');
    const capture = completedCaptureFor(captured, { value: '25.98', currency: 'USD', customId: 'pay-1' });
    expect(capture?.status).toBe('COMPLETED');
    expect(completedCaptureFor(captured, { value: '25.99', currency: 'USD', customId: 'pay-1' })).toBeNull();
    expect(completedCaptureFor(captured, { value: '25.98', currency: 'USD', customId: 'pay-2' })).toBeNull();
  });

  it('refuses a capture before approval with 422 ORDER_NOT_APPROVED', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-2-create', amount, customId: 'pay-2' });
    await expect(paypal.captureOrder(created.id, 'pay-2-capture')).rejects.toMatchObject({
      status: 422,
      issue: 'ORDER_NOT_APPROVED',
    });
  });

  it('the same PayPal-Request-Id on create makes one order', async () => {
    const paypal = client();
    const a = await paypal.createOrder({ requestId: 'pay-3-create', amount, customId: 'pay-3' });
    const b = await paypal.createOrder({ requestId: 'pay-3-create', amount, customId: 'pay-3' });
    expect(b.id).toBe(a.id);
    expect(standIn.state.orders.size).toBe(1);
  });

  it('a capture whose answer was lost is retried with the same id: one capture at PayPal', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-4-create', amount, customId: 'pay-4' });
    await approve(created.id);
    await faults({ dropAfterCommitNext: true });
    const captured = await paypal.captureOrder(created.id, 'pay-4-capture');
    expect(captured.status).toBe('COMPLETED');
    expect(standIn.state.captures()).toHaveLength(1);
  });

  it('a capture replayed with another id is reconciled with a GET (ORDER_ALREADY_CAPTURED), never charged twice', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-5-create', amount, customId: 'pay-5' });
    await approve(created.id);
    const first = await paypal.captureOrder(created.id, 'pay-5-capture');
    const second = await paypal.captureOrder(created.id, 'some-other-id');
    expect(second.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(
      first.purchase_units?.[0]?.payments?.captures?.[0]?.id,
    );
    expect(standIn.state.captures()).toHaveLength(1);
  });

  it('retries a 500 and a 503 with the same request id', async () => {
    const paypal = client();
    await faults({ failNext: { status: 503, count: 2 } });
    const created = await paypal.createOrder({ requestId: 'pay-6-create', amount, customId: 'pay-6' });
    expect(created.status).toBe('CREATED');
    expect(standIn.state.orders.size).toBe(1);
  });

  it('refreshes an expired token once and carries on', async () => {
    const paypal = client();
    await paypal.createOrder({ requestId: 'pay-7-create', amount, customId: 'pay-7' });
    standIn.state.tokens.clear();
    const again = await paypal.createOrder({ requestId: 'pay-8-create', amount, customId: 'pay-8' });
    expect(again.status).toBe('CREATED');
  });

  it('refuses wrong credentials, bad amounts and unknown orders with PayPal errors', async () => {
    const wrong = createPayPalClient({
      baseUrl: standIn.url,
      clientId: 'client',
      clientSecret: 'nope',
      retryDelayMs: 1,
    });
    await expect(wrong.getOrder('X')).rejects.toBeInstanceOf(PayPalError);
    const paypal = client();
    await expect(
      paypal.createOrder({
        requestId: 'pay-9-create',
        amount: { currency_code: 'USD', value: '1.234' },
        customId: 'p9',
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'DECIMAL_PRECISION' });
    await expect(
      paypal.createOrder({
        requestId: 'pay-10-create',
        amount: { currency_code: 'USD', value: '0.00' },
        customId: 'p10',
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    await expect(paypal.getOrder('NOSUCHORDER')).rejects.toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
  });

  it('sends a signed PAYMENT.CAPTURE.COMPLETED webhook that verifies, and a tampered copy that does not', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-11-create', amount, customId: 'pay-11' });
    await approve(created.id);
    await paypal.captureOrder(created.id, 'pay-11-capture');
    const ours = () => webhookServer.received.find((d) => d.body.includes('"custom_id":"pay-11"'));
    await expect.poll(() => ours()).toBeDefined();
    const delivery = ours()!;
    const event = JSON.parse(delivery.body) as { event_type: string; resource: { custom_id: string } };
    expect(event.event_type).toBe('PAYMENT.CAPTURE.COMPLETED');
    expect(event.resource.custom_id).toBe('pay-11');
    expect(
      await paypal.verifyWebhook({ webhookId: 'WEBHOOK123', headers: delivery.headers, rawEvent: delivery.body }),
    ).toBe(true);
    const tampered = { ...event, resource: { ...event.resource, custom_id: 'pay-999' } };
    const verify = (webhookId: string, headers: Record<string, string>, rawEvent: string) =>
      paypal.verifyWebhook({ webhookId, headers, rawEvent });
    expect(await verify('WEBHOOK123', delivery.headers, JSON.stringify(tampered))).toBe(false);
    expect(await verify('OTHER', delivery.headers, delivery.body)).toBe(false);
    expect(await verify('WEBHOOK123', {}, delivery.body)).toBe(false);
    expect(await verify('WEBHOOK123', delivery.headers, '{oops')).toBe(false);
  });

  it('a PENDING capture is not a completed payment until PayPal settles it', async () => {
    const paypal = client();
    const created = await paypal.createOrder({ requestId: 'pay-12-create', amount, customId: 'pay-12' });
    await approve(created.id);
    await faults({ nextCaptureMode: 'PENDING' });
    const captured = await paypal.captureOrder(created.id, 'pay-12-capture');
    expect(captured.status).toBe('COMPLETED');
    expect(completedCaptureFor(captured, { value: '25.98', currency: 'USD', customId: 'pay-12' })).toBeNull();
  });
});
