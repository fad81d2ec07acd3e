import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../core/schemas/catalog';
import { buildCatalogSnapshot, createSnapshotCache } from './catalog-snapshot';
import { matchesEtag } from './catalog.routes';

const pin = (id: number, stockQuantity: number) => ({ id, name: `Pin ${id}`, stockQuantity }) as ProductDto;

/** A catalogue whose loads the test finishes by hand, in any order. */
function slowCatalogue() {
  let stock = 10;
  const pending: Array<() => void> = [];
  let loads = 0;
  const load = () => {
    loads += 1;
    const seen = stock;
    return new Promise<ProductDto[]>((resolve) => pending.push(() => resolve([pin(1, seen)])));
  };
  return {
    load,
    setStock: (value: number) => (stock = value),
    /** Finishes the oldest load still running, or the newest. */
    finish: async (which: 'oldest' | 'newest' = 'oldest') => {
      (which === 'oldest' ? pending.shift() : pending.pop())!();
      await Promise.resolve();
    },
    loads: () => loads,
  };
}

const stockIn = async (read: Promise<{ products: readonly ProductDto[] }>) => (await read).products[0]!.stockQuantity;

describe('buildCatalogSnapshot', () => {
  it('serialises the list and each product once, with strong tags of their JSON', () => {
    const snapshot = buildCatalogSnapshot([pin(1, 3), pin(2, 0)]);
    expect(JSON.parse(snapshot.list.body.toString())).toEqual([pin(1, 3), pin(2, 0)]);
    expect(snapshot.list.etag).toMatch(/^"[\w-]{27}"$/);
    expect(JSON.parse(snapshot.product(2)!.body.toString())).toEqual(pin(2, 0));
    expect(snapshot.product(2)!.etag).not.toBe(snapshot.product(1)!.etag);
    expect(snapshot.product(3)).toBeUndefined();
    expect(buildCatalogSnapshot([pin(1, 3), pin(2, 0)]).list.etag).toBe(snapshot.list.etag);
    expect(buildCatalogSnapshot([pin(1, 2), pin(2, 0)]).list.etag).not.toBe(snapshot.list.etag);
    expect(Object.isFrozen(snapshot.products[0])).toBe(true);
  });

  it('compresses a body once and keeps the copy for the next requests', async () => {
    const { list } = buildCatalogSnapshot([pin(1, 3), pin(2, 0)]);
    const first = list.encoded('br');
    expect(list.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first)).toEqual(list.body);
    expect(gunzipSync(await list.encoded('gzip'))).toEqual(list.body);
  });
});

describe('createSnapshotCache', () => {
  it('keeps the snapshot until invalidated; readers during a build share it', async () => {
    const catalogue = slowCatalogue();
    const cache = createSnapshotCache(catalogue.load, () => true);
    const first = cache.read();
    const second = cache.read();
    expect(catalogue.loads()).toBe(1);
    await catalogue.finish();
    expect(await first).toBe(await second);
    expect(await cache.read()).toBe(await first);
    expect(catalogue.loads()).toBe(1);

    catalogue.setStock(9);
    cache.invalidate();
    const third = cache.read();
    await catalogue.finish();
    expect(await stockIn(third)).toBe(9);
    expect(catalogue.loads()).toBe(2);
  });

  it('never keeps a build that started before an invalidation', async () => {
    const catalogue = slowCatalogue();
    const cache = createSnapshotCache(catalogue.load, () => true);
    const early = cache.read();
    // A write commits while the first build is under way.
    catalogue.setStock(4);
    cache.invalidate();
    const late = cache.read();
    expect(catalogue.loads()).toBe(2);
    // The newer build ends first; the older one, ending after it, must not replace it.
    await catalogue.finish('newest');
    expect(await stockIn(late)).toBe(4);
    await catalogue.finish();
    expect(await stockIn(early)).toBe(10);
    expect(await stockIn(cache.read())).toBe(4);
    expect(catalogue.loads()).toBe(2);
  });

  it('while changes may go unheard, every read loads and nothing is kept', async () => {
    const catalogue = slowCatalogue();
    let live = false;
    const cache = createSnapshotCache(catalogue.load, () => live);
    const reads = [cache.read(), cache.read()];
    expect(catalogue.loads()).toBe(2);
    await catalogue.finish();
    await catalogue.finish();
    await Promise.all(reads);
    live = true;
    const read = cache.read();
    expect(catalogue.loads()).toBe(3);
    await catalogue.finish();
    await read;
  });

  it('a failed build is not kept: the next read tries again', async () => {
    let fail = true;
    const cache = createSnapshotCache(
      async () => {
        if (fail) throw new Error('database down');
        return [pin(1, 2)];
      },
      () => true,
    );
    await expect(cache.read()).rejects.toThrow('database down');
    fail = false;
    expect(await stockIn(cache.read())).toBe(2);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"a"', true],
    ['W/"a"', true],
    ['"b", "a"', true],
    ['*', true],
    ['"b"', false],
    ['a', false],
    [undefined, false],
  ])('%s matches "a": %s', (header, expected) => {
    expect(matchesEtag(header, '"a"')).toBe(expected);
  });
});
