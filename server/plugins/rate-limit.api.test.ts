import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 300, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

async function hitUnknownRoute(t: TestApp, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await t.app.inject({ method: 'GET', url: `/api/missing-${i}` })).statusCode);
  }
  return statuses;
}

describe('rate limiting', () => {
  it('limits the not-found handler per client (in-process counters)', async () => {
    const t = await buildTestApp();
    try {
      const statuses = await hitUnknownRoute(t, 121);
      expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await t.close();
    }
  });

  describe('with REDIS_URL', () => {
    let a: TestApp | undefined;
    let b: TestApp | undefined;
    beforeAll(async () => {
      if (!(await redisAvailable())) return;
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys('pinshop-rl-*');
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      a = await buildTestApp({ REDIS_URL });
      b = await buildTestApp({ REDIS_URL });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    // Runs wherever Redis answers on 127.0.0.1:6379 (CI starts it); skipped, and reported as skipped, elsewhere.
    it('shares the counters between instances', async (ctx) => {
      if (!a || !b) return ctx.skip();
      const first = await hitUnknownRoute(a, 60);
      const second = await hitUnknownRoute(b, 61);
      expect([...first, ...second.slice(0, 60)].every((status) => status === 404)).toBe(true);
      expect(second[60]).toBe(429);
    });
  });
});
