import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvalAddress, capturePayment, completeBalancePayment, createPayment } from './payments';

/** Answers every fetch with this status and JSON body, and keeps what was sent. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPayment', () => {
  it('posts the request as it is and reads the created PayPal order', async () => {
    const fetch = answer(201, {
      id: 'PP1',
      status: 'CREATED',
      approveUrl: '/__paypal/checkoutnow?token=PP1',
      amount: '53.50',
    });
    const request = {
      purpose: 'deposit',
      preparedOrderId: '12.abcdefghijklmnopqrstuvwxyz012345',
      amount: '53.50',
    } as const;
    await expect(createPayment(request)).resolves.toEqual({
      id: 'PP1',
      status: 'CREATED',
      approveUrl: '/__paypal/checkoutnow?token=PP1',
      amount: '53.50',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/paypal/order');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('refuses an answer that is no created payment, and passes a refusal on', async () => {
    answer(201, { id: 'PP1' });
    await expect(
      createPayment({ purpose: 'invoice', invoiceNumber: 'INV-1', token: 'link-token', amount: '1.00' }),
    ).rejects.toThrow();
    answer(409, { message: 'The amount does not match the invoice' });
    await expect(
      createPayment({ purpose: 'invoice', invoiceNumber: 'INV-1', token: 'link-token', amount: '1.00' }),
    ).rejects.toThrow(/^409: .*does not match/);
  });
});

describe('capturePayment / completeBalancePayment', () => {
  it('reads the outcome of a capture', async () => {
    const fetch = answer(200, { id: 'PP1', status: 'PENDING', message: 'Under review' });
    await expect(capturePayment('PP1')).resolves.toEqual({ id: 'PP1', status: 'PENDING', message: 'Under review' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/paypal/order/PP1/capture');
  });

  it('refuses an outcome of an unknown status', async () => {
    answer(200, { id: 'PP1', status: 'MAYBE' });
    await expect(capturePayment('PP1')).rejects.toThrow();
  });

  it("confirms a balance by the link's own call", async () => {
    const fetch = answer(200, { status: 'balance_paid', message: 'Paid' });
    await expect(completeBalancePayment('tok/en', 'PP9')).resolves.toEqual({ status: 'balance_paid', message: 'Paid' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/balance-payment/tok%2Fen/complete');
    expect(JSON.parse(String(init?.body))).toEqual({ balancePaymentId: 'PP9' });
  });
});

describe('approvalAddress', () => {
  it('keeps web addresses, resolved against the page', () => {
    expect(approvalAddress('/__paypal/checkoutnow?token=PP1', 'http://shop.test/checkout')).toBe(
      'http://shop.test/__paypal/checkoutnow?token=PP1',
    );
    expect(approvalAddress('https://www.paypal.com/checkoutnow?token=PP1', 'http://shop.test/')).toBe(
      'https://www.paypal.com/checkoutnow?token=PP1',
    );
  });

  it('refuses anything else', () => {
    expect(approvalAddress(null, 'http://shop.test/')).toBeNull();
    expect(approvalAddress('javascript:alert(1)', 'http://shop.test/')).toBeNull();
  });
});
