/**
 * The design library: a signed-in customer's designs, each readable and changeable by its owner only
 * (anyone else gets the same "Design not found" as for a missing id). The only writer of saved_designs.
 */
import { and, count, eq } from 'drizzle-orm';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import { orderNumber } from '../../../core/order-numbers';
import {
  SAVED_DESIGN_MESSAGES,
  SAVED_DESIGNS_MAX,
  savedDesignOptionsSchema,
  type SavedDesignDto,
  type SavedDesignPage,
  type SavedDesignOptions,
} from '../../../core/schemas/saved-designs';
import { normalizePackaging } from '../../../core/schemas/custom-orders';
import type { Database } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { savedDesigns, type SavedDesign } from '../../db/schema';
import { DESIGN_FILE_KINDS } from '../../integrations/storage/file-types';
import type { CurrentUser } from '../../current-user';
import { UPLOAD_ERRORS, type IncomingFile, type UploadService } from '../uploads';
import type { CustomOrderService } from './custom-orders.service';

export interface SavedDesignDeps {
  db: Database;
  uploads: UploadService;
  customOrders: Pick<CustomOrderService, 'get'>;
}

export interface NewDesign {
  name: string;
  options: SavedDesignOptions;
}

function toSavedDesignDto(row: SavedDesign): SavedDesignDto {
  return {
    id: row.id,
    name: row.name,
    options: savedDesignOptionsSchema.parse(row.options),
    logoUrl: row.logoUrl,
    logoFileName: row.logoFileName,
    customOrderId: row.customOrderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSavedDesignService({ db, uploads, customOrders }: SavedDesignDeps) {
  const mine = (user: CurrentUser, id: number) => and(eq(savedDesigns.id, id), eq(savedDesigns.userId, user.id));

  async function insert(
    user: CurrentUser,
    values: Omit<typeof savedDesigns.$inferInsert, 'userId'>,
  ): Promise<SavedDesignDto> {
    return db.transaction(async (tx) => {
      const [kept] = await tx.select({ n: count() }).from(savedDesigns).where(eq(savedDesigns.userId, user.id));
      if ((kept?.n ?? 0) >= SAVED_DESIGNS_MAX) throw new AppError('conflict', SAVED_DESIGN_MESSAGES.tooMany);
      const [row] = await tx
        .insert(savedDesigns)
        .values({ ...values, userId: user.id })
        .returning();
      return toSavedDesignDto(row!);
    });
  }

  return {
    /** The customer's designs, last changed first, a page at a time (a rename brings one to the top). */
    async list(user: CurrentUser, query: PageQuery): Promise<SavedDesignPage> {
      const cursor = query.cursor ? readCursor(query.cursor) : null;
      const rows = await db
        .select({ row: savedDesigns, at: cursorTime(savedDesigns.updatedAt) })
        .from(savedDesigns)
        .where(and(eq(savedDesigns.userId, user.id), afterTimeCursor(savedDesigns.updatedAt, savedDesigns.id, cursor)))
        .orderBy(...newestFirst(savedDesigns.updatedAt, savedDesigns.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, ({ row, at }) => ({ key: at, id: row.id }));
      return { designs: page.rows.map(({ row }) => toSavedDesignDto(row)), nextCursor: page.nextCursor };
    },

    async get(user: CurrentUser, id: number): Promise<SavedDesignDto> {
      const [row] = await db.select().from(savedDesigns).where(mine(user, id));
      if (!row) throw new AppError('not_found', SAVED_DESIGN_MESSAGES.notFound);
      return toSavedDesignDto(row);
    },

    /** A design from the designer, with its artwork kept as an upload (checked like the designer's own file). */
    async save(user: CurrentUser, design: NewDesign, logo: IncomingFile | null): Promise<SavedDesignDto> {
      const stored = logo
        ? await uploads.accept(db, logo, {
            kinds: DESIGN_FILE_KINDS,
            purpose: 'saved-design',
            typeMessage: UPLOAD_ERRORS.designType,
            preflight: true,
          })
        : null;
      return insert(user, {
        name: design.name,
        options: design.options,
        logoUrl: stored?.url ?? null,
        logoFileName: stored?.upload.originalName ?? null,
      });
    },

    /** A past custom order of the customer's own (an admin's own too) becomes a design, sharing its artwork. */
    async saveFromOrder(user: CurrentUser, orderId: number, name?: string): Promise<SavedDesignDto> {
      const order = await customOrders.get(orderId, { ...user, role: 'user' });
      return insert(user, {
        name: name ?? `Design from order ${orderNumber('custom', order.id)}`,
        options: savedDesignOptionsSchema.parse({
          product: order.product,
          quantity: order.quantity,
          size: order.size,
          plating: order.plating,
          packaging: normalizePackaging(order.packaging.split(',').map((option) => option.trim())),
          rushOrder: order.rushOrder,
        }),
        logoUrl: order.logoUrl,
        logoFileName: order.logoFileName,
        customOrderId: order.id,
      });
    },

    async rename(user: CurrentUser, id: number, name: string): Promise<SavedDesignDto> {
      const [row] = await db
        .update(savedDesigns)
        .set({ name, updatedAt: new Date() })
        .where(mine(user, id))
        .returning();
      if (!row) throw new AppError('not_found', SAVED_DESIGN_MESSAGES.notFound);
      return toSavedDesignDto(row);
    },

    /** The design goes; its upload stays (an order or another design may show the same file). */
    async remove(user: CurrentUser, id: number): Promise<void> {
      const deleted = await db.delete(savedDesigns).where(mine(user, id)).returning({ id: savedDesigns.id });
      if (deleted.length === 0) throw new AppError('not_found', SAVED_DESIGN_MESSAGES.notFound);
    },
  };
}

export type SavedDesignService = ReturnType<typeof createSavedDesignService>;
