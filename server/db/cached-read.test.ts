import { describe, expect, it } from 'vitest';
import { createCachedRead } from './cached-read';

/** A database stand-in whose loads finish when the test says: each load answers `value` as it was when it began. */
function slowSource() {
  let value = 1;
  let loads = 0;
  const waiting: Array<() => void> = [];
  return {
    load: () => {
      loads += 1;
      const seen = value;
      return new Promise<{ value: number; expires: number }>((resolve) =>
        waiting.push(() => resolve({ value: seen, expires: 1_000 + seen })),
      );
    },
    set: (next: number) => (value = next),
    loads: () => loads,
    finish: async () => {
      waiting.shift()!();
      await Promise.resolve();
    },
  };
}

describe('createCachedRead', () => {
  it('keeps a value until the time it gives, then loads again', async () => {
    let now = 0;
    const source = slowSource();
    const cache = createCachedRead(source.load, () => true, { expiresAt: (read) => read.expires, now: () => now });
    const first = cache.read();
    await source.finish();
    expect((await first).value).toBe(1);
    now = 1_000;
    expect(await cache.read()).toBe(await first);
    expect(source.loads()).toBe(1);

    // The scheduled time (1,001) comes: a new load, with no invalidation.
    source.set(2);
    now = 1_001;
    const second = cache.read();
    expect(source.loads()).toBe(2);
    await source.finish();
    expect((await second).value).toBe(2);
    expect(await cache.read()).toBe(await second);
    expect(source.loads()).toBe(2);
  });

  it('an expiry is a change: a load that began before it is not shared afterwards', async () => {
    let now = 0;
    const source = slowSource();
    const cache = createCachedRead(source.load, () => true, { expiresAt: (read) => read.expires, now: () => now });
    const kept = cache.read();
    await source.finish();
    await kept;
    now = 2_000;
    const after = cache.read();
    expect(source.loads()).toBe(2);
    // Another reader while that load is under way shares it.
    expect(cache.read()).toBe(after);
    await source.finish();
    await after;
  });

  it('without an expiry, a value is kept until invalidated', async () => {
    let now = 0;
    const source = slowSource();
    const cache = createCachedRead(source.load, () => true, { now: () => now });
    const first = cache.read();
    await source.finish();
    now = Number.MAX_SAFE_INTEGER;
    expect(await cache.read()).toBe(await first);
    cache.invalidate();
    const second = cache.read();
    await source.finish();
    await second;
    expect(source.loads()).toBe(2);
  });
});
