import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { products, type Product } from '../../db/schema';
import { listenForCatalogChanges } from './catalog-changes';
import { createSnapshotCache, type CatalogSnapshot } from './catalog-snapshot';
import { toProductDto } from './catalog.dto';

function listActive(db: Database): Promise<Product[]> {
  return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
}

/**
 * Buyers' reads (GET /api/products, the shop's pages) come from a snapshot kept until the next write to the products
 * table, heard in every instance (catalog-changes.ts); the rows themselves are read fresh.
 */
export function createCatalogService(handle: DatabaseHandle, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const { db } = handle;
  // Heard asynchronously, never during this call: `cache` is set by then.
  const changes = listenForCatalogChanges(handle, () => cache.invalidate(), log);
  const cache = createSnapshotCache(
    async () => (await listActive(db)).map(toProductDto),
    () => changes.live,
  );

  return {
    /** Active products, oldest first; the page orders them for display. */
    listActive: () => listActive(db),

    async findActive(id: number): Promise<Product | null> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The active products as buyers see them, serialised once per write. */
    snapshot: (): Promise<CatalogSnapshot> => cache.read(),

    /** Stops listening for changes (the app closes). */
    close: () => changes.close(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
