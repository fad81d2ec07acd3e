import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { DISCOUNT_ERRORS, evaluateDiscount, normalizeCode, type DiscountOutcome } from '../../../core/discounts';
import type { Cents } from '../../../core/money';
import type { Database, Tx } from '../../db/client';
import { discountCodes, type DiscountCode } from '../../db/schema';
import { createDiscountAdmin } from './discount-admin';

export interface DiscountValidation {
  outcome: DiscountOutcome;
  code: DiscountCode | null;
}

export function createDiscountService(db: Database, now: () => Date = () => new Date()) {
  async function findByCode(code: string): Promise<DiscountCode | null> {
    const rows = await db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, normalizeCode(code)))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    ...createDiscountAdmin({ db, now }),
    findByCode,

    /** Checks a code for an order amount. Validation never consumes a use; checkout does. */
    async validate(code: string, orderAmountCents: Cents): Promise<DiscountValidation> {
      const found = await findByCode(code);
      return { outcome: evaluateDiscount(found, orderAmountCents, now()), code: found };
    },

    /** Counts a use of the code now (a buyer is paying), atomically against its maximum. */
    async holdUse(tx: Tx, code: string): Promise<void> {
      const taken = await tx
        .update(discountCodes)
        .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
        .where(
          and(
            eq(discountCodes.code, code),
            sql`(${discountCodes.maxUses} is null or ${discountCodes.currentUses} < ${discountCodes.maxUses})`,
          ),
        )
        .returning({ id: discountCodes.id });
      if (taken.length === 0) throw new AppError('conflict', DISCOUNT_ERRORS.notValid);
    },

    /** Gives a held use back (the buyer never paid). */
    async releaseUse(tx: Tx, code: string): Promise<void> {
      await tx
        .update(discountCodes)
        .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
        .where(eq(discountCodes.code, code));
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
