/**
 * The catalogue as buyers read it: the active products' DTOs, serialised once (the list, and each product) with a
 * strong ETag, kept until the next write to the products table (catalog-changes.ts).
 * docs/decisions/016-catalogue-snapshot.md.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ProductDto } from '../../../core/schemas/catalog';
import { createCachedRead, type CachedRead } from '../../db/cached-read';

export type ContentCoding = 'br' | 'gzip';

/** A response body as sent (UTF-8 JSON), with its validator. */
export interface SerialisedEntry {
  body: Buffer;
  /** Strong: the hash of the JSON, so every instance gives the same data the same tag. */
  etag: string;
  /** The body compressed, made on first use (off the event loop) and kept with the snapshot. */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESS: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 9 }),
};

export interface CatalogSnapshot {
  /** Oldest first, as listActive; frozen, shared by every reader. */
  products: readonly ProductDto[];
  list: SerialisedEntry;
  product(id: number): (SerialisedEntry & { dto: ProductDto }) | undefined;
}

function entityTag(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

function serialise(value: unknown): SerialisedEntry {
  const json = JSON.stringify(value);
  const body = Buffer.from(json);
  const copies = new Map<ContentCoding, Promise<Buffer>>();
  return {
    body,
    etag: entityTag(json),
    encoded(coding) {
      let copy = copies.get(coding);
      if (!copy) copies.set(coding, (copy = COMPRESS[coding](body)));
      return copy;
    },
  };
}

export function buildCatalogSnapshot(products: ProductDto[]): CatalogSnapshot {
  const frozen = products.map((product) => Object.freeze({ ...product }));
  const byId = new Map(frozen.map((dto) => [dto.id, { dto, ...serialise(dto) }]));
  return { products: Object.freeze(frozen), list: serialise(frozen), product: (id) => byId.get(id) };
}

export type SnapshotCache = CachedRead<CatalogSnapshot>;

/** Built on the first read after a write to products (server/db/cached-read.ts: shared builds, the version check). */
export function createSnapshotCache(load: () => Promise<ProductDto[]>, live: () => boolean): SnapshotCache {
  return createCachedRead(() => load().then(buildCatalogSnapshot), live);
}
