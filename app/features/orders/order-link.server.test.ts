import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { findOrderByLink } from './order-link.server';

const TOKEN = 'a'.repeat(43);

function reader(outcome: () => Promise<{ type: 'regular' | 'custom' }>) {
  const calls: [number, string | undefined][] = [];
  return {
    calls,
    byStatusToken: (id: number, token: string | undefined) => {
      calls.push([id, token]);
      return outcome();
    },
  };
}

/** What the loader threw: a `data(null, { status })` response or the error itself. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('findOrderByLink', () => {
  it("answers the order number of the order a link opens (the page's title)", async () => {
    const orders = reader(() => Promise.resolve({ type: 'regular' }));
    await expect(findOrderByLink(orders, '12', TOKEN)).resolves.toEqual({ orderNumber: 'C-1012' });
    expect(orders.calls).toEqual([[12, TOKEN]]);
    const custom = reader(() => Promise.resolve({ type: 'custom' }));
    await expect(findOrderByLink(custom, '12', TOKEN)).resolves.toEqual({ orderNumber: 'W-1012' });
  });

  it("turns the service's not found into a 404", async () => {
    const orders = reader(() => Promise.reject(new AppError('not_found', 'Order not found')));
    expect(await thrown(findOrderByLink(orders, '12', 'wrong'))).toMatchObject({ init: { status: 404 } });
  });

  it('answers 404 for an id that is no order number, without asking the service', async () => {
    const orders = reader(() => Promise.resolve({ type: 'regular' }));
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect(await thrown(findOrderByLink(orders, id, TOKEN))).toMatchObject({ init: { status: 404 } });
    }
    expect(orders.calls).toEqual([]);
  });

  it('rethrows an outage, so the page shows an error instead of "Order not found"', async () => {
    const outage = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const orders = reader(() => Promise.reject(outage));
    expect(await thrown(findOrderByLink(orders, '12', TOKEN))).toBe(outage);
  });

  it('rethrows an AppError of another kind', async () => {
    const unavailable = new AppError('unavailable', 'Try again later');
    const orders = reader(() => Promise.reject(unavailable));
    expect(await thrown(findOrderByLink(orders, '12', TOKEN))).toBe(unavailable);
  });
});
