import { eq } from 'drizzle-orm';
import { evaluateDiscount, normalizeCode, type DiscountOutcome } from '../../../core/discounts';
import type { Cents } from '../../../core/money';
import type { Database } from '../../db/client';
import { discountCodes, type DiscountCode } from '../../db/schema';

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
    findByCode,

    /** Checks a code for an order amount. Validation never consumes a use; checkout does. */
    async validate(code: string, orderAmountCents: Cents): Promise<DiscountValidation> {
      const found = await findByCode(code);
      return { outcome: evaluateDiscount(found, orderAmountCents, now()), code: found };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
