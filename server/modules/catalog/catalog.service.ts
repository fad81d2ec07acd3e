import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type Product } from '../../db/schema';

export function createCatalogService(db: Database) {
  return {
    /** Active products, oldest first; the page orders them for display. */
    listActive(): Promise<Product[]> {
      return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
    },

    async findActive(id: number): Promise<Product | null> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
