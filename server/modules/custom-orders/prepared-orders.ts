/**
 * The designer order as prepare priced it, stored once. The checkout page shows the order from its URL and pays
 * by the signed id; the deposit is charged from the stored cents, so the order is priced once, on the server.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import { pinDesignSchema } from '../../../core/designs';
import { AppError } from '../../../core/errors';
import { shipToDtoSchema } from '../../../core/schemas/ship-to';
import { customOrderTaxSchema } from '../../../core/schemas/tax';
import { PIN_PACKAGING, PIN_PLATINGS } from '../../../core/pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SIZES } from '../../../core/pricing/price-table';
import type { Database, Tx } from '../../db/client';
import { sameSecret, signLink } from '../../link-signing';
import { preparedCustomOrders } from '../../db/schema';

/** A prepared order is good for a day: long enough to pay, short enough that prices and codes stay current. */
export const PREPARED_ORDER_TTL_MS = 24 * 3_600_000;

export const PREPARED_ORDER_GONE = 'This order has expired. Please review your design and submit it again.';

/** A quote's order waits for its deposit as long as a quote is good for; a new quote replaces it sooner. */
export const QUOTED_ORDER_TTL_MS = 30 * 24 * 3_600_000;

const cents = z.number().int().min(0);

export const preparedOrderDataSchema = z.object({
  /** What is made; absent (rows stored before the other products, and quotes for pins): pins. */
  product: z.enum(PRODUCT_KINDS).optional(),
  quantity: z.number().int().min(1),
  size: z.enum(PRODUCT_SIZES),
  plating: z.enum(PIN_PLATINGS),
  packaging: z.array(z.enum(PIN_PACKAGING)).min(1),
  rushOrder: z.boolean(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().optional(),
  /** Where the pins go (the designer's, the quote's, or given on the deposit page and kept with the payment). */
  shipTo: shipToDtoSchema.optional(),
  /** The event the pins are for (YYYY-MM-DD): becomes the order's event date. */
  eventDate: z.iso.date().optional(),
  promoCode: z.string(),
  logoUrl: z.string(),
  logoFileName: z.string(),
  /**
   * The order's designs (decision 045), each with its name, quantity and artwork; absent: one design, whose artwork
   * is `logoUrl`. Design 1's artwork is `logoUrl` too.
   */
  designs: z.array(pinDesignSchema).optional(),
  /** Priced by the owner's answer to this quote request (the deposit accepts the quote). */
  quoteRequestId: z.number().int().optional(),
  /** The owner's notes with the quote, shown on the quote's pay page. */
  quoteNotes: z.string().optional(),
  /** The discount's base when the code was checked (the deposit re-checks the code against it). */
  discountBaseCents: cents,
  /**
   * The sales tax on the whole order, computed when the deposit is asked for (the ship-to is known then): absent on
   * the prepared row itself. With it, `cents.deposit` and `cents.remaining` carry their tax shares.
   */
  tax: customOrderTaxSchema.optional(),
  cents: z.object({
    pricePerPin: cents,
    rushFee: cents,
    total: cents,
    deposit: cents,
    remaining: cents,
    discount: cents,
    /** A quote's packaging at the prices of its answer (absent on rows priced before the owner's price table). */
    packaging: cents.optional(),
  }),
});

export type PreparedOrderData = z.infer<typeof preparedOrderDataSchema>;
export interface PreparedOrder extends PreparedOrderData {
  id: number;
}

function signature(secret: string, id: number): string {
  return signLink(secret, `prepared-order:${id}`);
}

/** "<id>.<HMAC>": a visitor cannot pay for (or read) another visitor's prepared order by counting ids. */
export function signPreparedId(secret: string, id: number): string {
  return `${id}.${signature(secret, id)}`;
}

export function verifyPreparedId(secret: string, signed: string): number | null {
  const [idText, mac] = signed.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0 || !mac) return null;
  return sameSecret(mac, signature(secret, id)) ? id : null;
}

export type PreparedOrders = ReturnType<typeof createPreparedOrders>;

export function createPreparedOrders(deps: { db: Database; secret: string; now: () => Date }) {
  const { db, secret, now } = deps;
  return {
    async store(data: PreparedOrderData): Promise<string> {
      const at = now();
      // Expired rows go when new ones come: the table stays the size of a day's designer traffic.
      await db.delete(preparedCustomOrders).where(lt(preparedCustomOrders.expiresAt, at));
      const [row] = await db
        .insert(preparedCustomOrders)
        .values({ data, expiresAt: new Date(at.getTime() + PREPARED_ORDER_TTL_MS) })
        .returning({ id: preparedCustomOrders.id });
      return signPreparedId(secret, row!.id);
    },

    /**
     * A quote's priced order, in the quote's transaction; `replaces` (the previous quote's order) is deleted, so
     * the link of an older e-mail stops working. Answers the row id and its signed id.
     */
    async storeQuoted(
      tx: Tx,
      data: PreparedOrderData,
      replaces: number | null,
    ): Promise<{ id: number; signedId: string }> {
      if (replaces !== null) await tx.delete(preparedCustomOrders).where(eq(preparedCustomOrders.id, replaces));
      const [row] = await tx
        .insert(preparedCustomOrders)
        .values({ data, expiresAt: new Date(now().getTime() + QUOTED_ORDER_TTL_MS) })
        .returning({ id: preparedCustomOrders.id });
      return { id: row!.id, signedId: signPreparedId(secret, row!.id) };
    },

    /** Ends a prepared order's link (a quote withdrawn or paid). */
    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(preparedCustomOrders).where(eq(preparedCustomOrders.id, id));
    },

    /** The stored order behind a signed id; a wrong signature reads as an unknown order. */
    async find(signedId: string): Promise<PreparedOrder> {
      const id = verifyPreparedId(secret, signedId);
      if (id === null) throw new AppError('not_found', PREPARED_ORDER_GONE);
      const [row] = await db
        .select()
        .from(preparedCustomOrders)
        .where(and(eq(preparedCustomOrders.id, id), gt(preparedCustomOrders.expiresAt, now())));
      if (!row) throw new AppError('not_found', PREPARED_ORDER_GONE);
      const parsed = preparedOrderDataSchema.safeParse(row.data);
      if (!parsed.success) throw new Error(`prepared order ${id}: stored data does not parse: ${parsed.error.message}`);
      return { id, ...parsed.data };
    },
  };
}
