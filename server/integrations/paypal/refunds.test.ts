import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient, PayPalError } from './client';
import { startStandIn, type RunningStandIn } from './stand-in/server';

let standIn: RunningStandIn;

beforeAll(async () => {
  standIn = await startStandIn({ clientId: 'client', clientSecret: 'secret' });
});
afterAll(() => standIn.close());
afterEach(() => standIn.state.reset());

const client = () =>
  createPayPalClient({ baseUrl: standIn.url, clientId: 'client', clientSecret: 'secret', retryDelayMs: 1 });

/** A COMPLETED capture of $25.98: its id and its order's. */
async function capturedPayment(name: string) {
  const paypal = client();
  const created = await paypal.createOrder({
    requestId: `${name}-create`,
    amount: { currency_code: 'USD', value: '25.98' },
    customId: name,
  });
  await fetch(`${standIn.url}/__test/orders/${created.id}/approve`, { method: 'POST' });
  const order = await paypal.captureOrder(created.id, `${name}-capture`);
  return { orderId: created.id, captureId: order.purchase_units![0]!.payments!.captures![0]!.id };
}

async function refundIssue(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PayPalError);
  return { status: (error as PayPalError).status, issue: (error as PayPalError).issue };
}

/** The refund call as a raw HTTP request, to see PayPal's status codes (201, 200 on a replay). */
async function rawRefund(captureId: string, requestId: string, body: object) {
  const token = (await (
    await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('client:secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  return fetch(`${standIn.url}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'content-type': 'application/json',
      'paypal-request-id': requestId,
    },
    body: JSON.stringify(body),
  });
}

const captureStatus = (captureId: string) =>
  standIn.state.captures().find(({ capture }) => capture.id === captureId)!.capture.status;

describe('refunds at the PayPal stand-in, through the client', () => {
  it('partial refunds: PARTIALLY_REFUNDED, then REFUNDED when they add up to the capture', async () => {
    const paypal = client();
    const { orderId, captureId } = await capturedPayment('partial');
    const first = await paypal.refundCapture(captureId, 'refund-1', 1000);
    expect(first).toMatchObject({ status: 'COMPLETED', amountCents: 1000 });
    expect(captureStatus(captureId)).toBe('PARTIALLY_REFUNDED');
    // Without an amount: the rest.
    const rest = await paypal.refundCapture(captureId, 'refund-2');
    expect(rest).toMatchObject({ status: 'COMPLETED', amountCents: 1598 });
    expect(captureStatus(captureId)).toBe('REFUNDED');
    // The order shows both refunds, each pointing at its capture.
    const order = await paypal.getOrder(orderId);
    const refunds = order.purchase_units![0]!.payments!.refunds!;
    expect(refunds.map((refund) => refund.amount?.value)).toEqual(['10.00', '15.98']);
    expect(refunds[0]!.links?.find((link) => link.rel === 'up')?.href).toContain(captureId);
    expect(order.purchase_units![0]!.payments!.captures![0]!.status).toBe('REFUNDED');
    expect(await refundIssue(paypal.refundCapture(captureId, 'refund-3', 1))).toEqual({
      status: 422,
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
  });

  it('refuses more than is left with 422 REFUND_AMOUNT_EXCEEDED, and nothing is refunded', async () => {
    const paypal = client();
    const { captureId } = await capturedPayment('over');
    await paypal.refundCapture(captureId, 'over-1', 2000);
    expect(await refundIssue(paypal.refundCapture(captureId, 'over-2', 599))).toEqual({
      status: 422,
      issue: 'REFUND_AMOUNT_EXCEEDED',
    });
    expect(standIn.state.refunds).toHaveLength(1);
    expect(captureStatus(captureId)).toBe('PARTIALLY_REFUNDED');
    expect((await paypal.refundCapture(captureId, 'over-3', 598)).amountCents).toBe(598);
    expect(captureStatus(captureId)).toBe('REFUNDED');
  });

  it('the same PayPal-Request-Id and body answers the first refund (200), never a second one', async () => {
    const { captureId } = await capturedPayment('same-id');
    const body = { amount: { currency_code: 'USD', value: '5.00' } };
    const first = await rawRefund(captureId, 'same-1', body);
    expect(first.status).toBe(201);
    const again = await rawRefund(captureId, 'same-1', body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    expect(standIn.state.refunds).toHaveLength(1);
    // The same id with another amount is refused.
    const other = await rawRefund(captureId, 'same-1', { amount: { currency_code: 'USD', value: '6.00' } });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { details: Array<{ issue: string }> }).details[0]!.issue).toBe(
      'DUPLICATE_REQUEST_ID',
    );
    // Through the client too: the retry of a refund is the same refund.
    const paypal = client();
    const a = await paypal.refundCapture(captureId, 'same-2', 100);
    const b = await paypal.refundCapture(captureId, 'same-2', 100);
    expect(b.id).toBe(a.id);
    expect(standIn.state.refunds).toHaveLength(2);
  });

  it('refuses bad amounts and unknown captures as PayPal does', async () => {
    const paypal = client();
    const { captureId } = await capturedPayment('bad');
    const body = (value: string, currency = 'USD') => ({ amount: { currency_code: currency, value } });
    const issueOf = async (response: Response) =>
      ((await response.json()) as { details: Array<{ issue: string }> }).details[0]!.issue;
    const zero = await rawRefund(captureId, 'bad-1', body('0.00'));
    expect([zero.status, await issueOf(zero)]).toEqual([422, 'CANNOT_BE_ZERO_OR_NEGATIVE']);
    const precise = await rawRefund(captureId, 'bad-2', body('1.005'));
    expect([precise.status, await issueOf(precise)]).toEqual([422, 'DECIMAL_PRECISION']);
    const euros = await rawRefund(captureId, 'bad-3', body('1.00', 'EUR'));
    expect([euros.status, await issueOf(euros)]).toEqual([422, 'REFUND_CAPTURE_CURRENCY_MISMATCH']);
    expect(await refundIssue(paypal.refundCapture('NOSUCHCAPTURE', 'bad-4', 100))).toEqual({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
    });
    expect(standIn.state.refunds).toHaveLength(0);
    expect(captureStatus(captureId)).toBe('COMPLETED');
  });

  it('a refund answered 500 is retried with the same id: one refund at PayPal', async () => {
    const paypal = client();
    const { captureId } = await capturedPayment('retry');
    await fetch(`${standIn.url}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: { status: 500, count: 1 } }),
    });
    const refund = await paypal.refundCapture(captureId, 'retry-1', 700);
    expect(refund.amountCents).toBe(700);
    expect(standIn.state.refunds).toHaveLength(1);
  });
});
