/**
 * The admin's product management (accounts-admin-spec section 2): the list with held units and the
 * summary cards, add, edit, image, delete and the inline stock edit. Every change writes its audit row in its own
 * transaction. The shop's pages and GET /api/products read a snapshot that every write to the products table drops
 * before the write's commit resolves (catalog-changes.ts), and the sitemap reads the table, so a change shows on the
 * next request.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { pageOf, readCursor } from '../../../core/cursor';
import { LOW_STOCK_THRESHOLD } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  type ProductBodyOut,
  type ProductUpdateBodyOut,
} from '../../../core/schemas/product-admin';
import { queryRows, type Database, type Tx } from '../../db/client';
import { afterIdCursor, containsText } from '../../db/keyset';
import { orders, payments, products, stockReservations, type Product } from '../../db/schema';
import { PRODUCT_IMAGE_KINDS } from '../../integrations/storage/file-types';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import type { IncomingFile, UploadService } from '../uploads';
import { toProductDto } from './catalog.dto';

type Actor = Pick<CurrentUser, 'id'>;

/** The fields an admin edits, as the audit log keeps them (price in dollars, like the form). */
function auditFields(product: Product) {
  return {
    name: product.name,
    description: product.description,
    price: centsToDollars(product.priceCents),
    category: product.category,
    stockQuantity: product.stockQuantity,
    isActive: product.isActive,
    imageUrl: product.imageUrl,
    imageAlt: product.imageAlt,
  };
}

/** Only what changed: before and after of the same keys. */
function changes(before: Product, after: Product) {
  const a = auditFields(before);
  const b = auditFields(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter((key) => a[key] !== b[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, a[key]])),
    after: Object.fromEntries(keys.map((key) => [key, b[key]])),
  };
}

export function toAdminProduct(product: Product, heldUnits: number): AdminProduct {
  return { ...toProductDto(product), heldUnits };
}

/** Units held by open checkouts (holds neither released nor run out), per product (of `ids` when given). */
function heldUnitsQuery(db: Database | Tx, ids?: number[]) {
  return db
    .select({
      productId: stockReservations.productId,
      units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int`,
    })
    .from(stockReservations)
    .where(
      and(
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, sql`now()`),
        ids ? inArray(stockReservations.productId, ids) : undefined,
      ),
    )
    .groupBy(stockReservations.productId);
}

async function heldUnitsOf(tx: Tx, productId: number): Promise<number> {
  const rows = await heldUnitsQuery(tx);
  return rows.find((row) => row.productId === productId)?.units ?? 0;
}

async function lockProduct(tx: Tx, id: number): Promise<Product> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new AppError('not_found', PRODUCT_MESSAGES.notFound);
  return row;
}

/**
 * Sets the stock only if it is still what the admin saw: a sale (a hold taken by a payment) in between makes the
 * update match nothing, and the admin is told the quantity now. `in_stock` follows the admin's quantity, as at
 * creation; a sale never touches it (a product at 0 is out of stock whatever the flag says).
 */
async function writeStock(tx: Tx, id: number, stockQuantity: number, expected: number): Promise<Product> {
  const [updated] = await tx
    .update(products)
    .set({ stockQuantity, inStock: stockQuantity > 0 })
    .where(and(eq(products.id, id), eq(products.stockQuantity, expected)))
    .returning();
  if (updated) return updated;
  const [current] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  if (!current) throw new AppError('not_found', PRODUCT_MESSAGES.notFound);
  throw new AppError('conflict', PRODUCT_MESSAGES.stockChanged(current.stock), { stockQuantity: current.stock });
}

/** Ever ordered: a line of an order, of a cart payment (paid or not), or a stock hold names the product. */
async function everOrdered(tx: Tx, id: number): Promise<boolean> {
  const line = JSON.stringify([{ productId: id }]);
  const [row] = await queryRows<{ ordered: boolean }>(
    tx,
    sql`select (
      exists (select 1 from ${orders} where ${orders.items} @> ${line}::jsonb)
      or exists (select 1 from ${payments} where ${payments.details} -> 'lines' @> ${line}::jsonb)
      or exists (select 1 from ${stockReservations} where ${stockReservations.productId} = ${id})
    ) as ordered`,
  );
  return Boolean(row?.ordered);
}

export function createProductAdminService(deps: { db: Database; uploads: UploadService }) {
  const { db, uploads } = deps;

  return {
    /**
     * Products (inactive ones too), newest first, a page at a time (`q`: part of the name or category), and the
     * summary cards counted by the database over every product.
     */
    async list(query: AdminProductQuery): Promise<AdminProductList> {
      const [found, summaries] = await Promise.all([
        db
          .select()
          .from(products)
          .where(
            and(
              query.q ? containsText([products.name, products.category], query.q) : undefined,
              afterIdCursor(products.id, query.cursor ? readCursor(query.cursor) : null),
            ),
          )
          .orderBy(desc(products.id))
          .limit(query.limit + 1),
        queryRows<{ total: number; in_stock: number; low_stock: number; out_of_stock: number; average: number }>(
          db,
          sql`select count(*)::int as total,
              count(*) filter (where ${products.inStock} and ${products.stockQuantity} > 0)::int as in_stock,
              count(*) filter (where ${products.stockQuantity} between 1 and ${LOW_STOCK_THRESHOLD})::int as low_stock,
              count(*) filter (where ${products.stockQuantity} = 0)::int as out_of_stock,
              coalesce(round(avg(${products.priceCents})), 0)::int as average
            from ${products}`,
        ),
      ]);
      const page = pageOf(found, query.limit, (row) => ({ key: row.id, id: row.id }));
      const held =
        page.rows.length > 0
          ? await heldUnitsQuery(
              db,
              page.rows.map((row) => row.id),
            )
          : [];
      const heldBy = new Map(held.map((row) => [row.productId, row.units]));
      const summary = summaries[0]!;
      return {
        products: page.rows.map((row) => toAdminProduct(row, heldBy.get(row.id) ?? 0)),
        nextCursor: page.nextCursor,
        summary: {
          total: summary.total,
          inStock: summary.in_stock,
          lowStock: summary.low_stock,
          outOfStock: summary.out_of_stock,
          averagePrice: centsToDollars(summary.average),
        },
      };
    },

    async create(body: ProductBodyOut, actor: Actor, ip: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(products)
          .values({
            name: body.name,
            description: body.description,
            priceCents: dollarsToCents(body.price),
            category: body.category,
            stockQuantity: body.stockQuantity,
            inStock: body.stockQuantity > 0,
            isActive: body.isActive,
            imageAlt: body.imageAlt || null,
          })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'product.create',
          entity: 'products',
          entityId: created!.id,
          after: auditFields(created!),
          ip,
        });
        return toAdminProduct(created!, 0);
      });
    },

    async update(id: number, body: ProductUpdateBodyOut, actor: Actor, ip: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await lockProduct(tx, id);
        if (body.stockQuantity !== undefined && body.stockQuantity !== body.expectedStock) {
          await writeStock(tx, id, body.stockQuantity, body.expectedStock!);
        }
        const [after] = await tx
          .update(products)
          .set({
            name: body.name,
            description: body.description,
            priceCents: dollarsToCents(body.price),
            category: body.category,
            ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
            ...(body.imageAlt === undefined ? {} : { imageAlt: body.imageAlt || null }),
          })
          .where(eq(products.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'product.update',
          entity: 'products',
          entityId: id,
          details: { product: before.name },
          ...changes(before, after!),
          ip,
        });
        return toAdminProduct(after!, await heldUnitsOf(tx, id));
      });
    },

    /** The inline stock edit: from the quantity the admin saw, or refused (409) with the quantity now. */
    async setStock(id: number, stockQuantity: number, expected: number, actor: Actor, ip: string) {
      return db.transaction(async (tx) => {
        const updated = await writeStock(tx, id, stockQuantity, expected);
        await recordAudit(tx, {
          actor,
          action: 'product.stock',
          entity: 'products',
          entityId: id,
          details: { product: updated.name },
          before: { stockQuantity: expected },
          after: { stockQuantity },
          ip,
        });
        return toAdminProduct(updated, await heldUnitsOf(tx, id));
      });
    },

    /** A new picture: typed by its bytes and re-encoded by the uploads module; the variants are made from it. */
    async setImage(id: number, file: IncomingFile | null, imageAlt: string | undefined, actor: Actor, ip: string) {
      if (!file) throw new AppError('bad_request', PRODUCT_MESSAGES.noImage);
      return db.transaction(async (tx) => {
        const before = await lockProduct(tx, id);
        const stored = await uploads.accept(tx, file, {
          kinds: PRODUCT_IMAGE_KINDS,
          purpose: 'product-image',
          typeMessage: PRODUCT_MESSAGES.imageType,
        });
        const [after] = await tx
          .update(products)
          .set({
            imageUploadId: stored.upload.id,
            imageUrl: stored.url,
            ...(imageAlt === undefined ? {} : { imageAlt: imageAlt || null }),
          })
          .where(eq(products.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'product.image',
          entity: 'products',
          entityId: id,
          details: { product: before.name, uploadId: stored.upload.id },
          ...changes(before, after!),
          ip,
        });
        return toAdminProduct(after!, await heldUnitsOf(tx, id));
      });
    },

    /** A product ever ordered is deactivated (it leaves the shop, its orders keep it); any other is erased. */
    async remove(id: number, actor: Actor, ip: string): Promise<{ deactivated: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockProduct(tx, id);
        const deactivated = await everOrdered(tx, id);
        if (deactivated) {
          await tx.update(products).set({ isActive: false }).where(eq(products.id, id));
        } else {
          await tx.delete(products).where(eq(products.id, id));
        }
        await recordAudit(tx, {
          actor,
          action: deactivated ? 'product.deactivate' : 'product.delete',
          entity: 'products',
          entityId: id,
          details: { deactivated },
          before: deactivated ? { isActive: before.isActive } : auditFields(before),
          ...(deactivated ? { after: { isActive: false } } : {}),
          ip,
        });
        return { deactivated };
      });
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
