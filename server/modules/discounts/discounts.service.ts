import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { DISCOUNT_ERRORS, evaluateDiscount, normalizeCode, type DiscountOutcome } from '../../../core/discounts';
import type { Cents } from '../../../core/money';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import type { Database, Tx } from '../../db/client';
import { discountCodes, type DiscountCode } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { createDiscountAdmin } from './discount-admin';
import { hasEarlierOrder, lockFirstOrder } from './first-order';

export interface DiscountValidation {
  outcome: DiscountOutcome;
  code: DiscountCode | null;
}

/** What a campaign's personal code copies from its template (an existing code, or a VIP/tournament percentage). */
export interface PersonalCodeInput {
  /** The start of the code: the template's code or the campaign's promo code. */
  prefix: string;
  discountType: DiscountCode['discountType'];
  discountValue: number;
  minimumOrderAmountCents?: number;
  validUntil?: Date | null;
  /** The recipient: only an order paid with this address may use the code. */
  boundEmail: string;
}

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A single-use code bound to one address, e.g. VIP20-7KQ4MX, created in the caller's transaction (the one that
 * queues the e-mail carrying it). A clash with an existing code (1 in 887 million) draws again.
 */
async function createPersonalCode(tx: Tx, input: PersonalCodeInput): Promise<string> {
  for (;;) {
    const suffix = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const [created] = await tx
      .insert(discountCodes)
      .values({
        code: `${normalizeCode(input.prefix).slice(0, 40)}-${suffix}`,
        discountType: input.discountType,
        discountValue: input.discountValue,
        minimumOrderAmountCents: input.minimumOrderAmountCents ?? 0,
        maxUses: 1,
        validUntil: input.validUntil ?? null,
        isActive: true,
        boundEmail: input.boundEmail,
      })
      .onConflictDoNothing()
      .returning({ code: discountCodes.code });
    if (created) return created.code;
  }
}

/**
 * A campaign's shared promo code: created as a percentage code, or the existing code reused when it is the same
 * percentage (the admin sends the same offer again). Any other code of that name is a clash (409).
 */
async function ensurePromoCode(
  tx: Tx,
  code: string,
  percent: number,
  audit?: { actor: CurrentUser; ip: string },
): Promise<void> {
  const name = normalizeCode(code);
  const [created] = await tx
    .insert(discountCodes)
    .values({ code: name, discountType: 'percentage', discountValue: percent, isActive: true })
    .onConflictDoNothing()
    .returning();
  if (created) {
    if (audit) {
      await recordAudit(tx, {
        ...audit,
        action: 'discount.create',
        entity: 'discount_codes',
        entityId: created.id,
        details: { code: name, campaign: true },
        after: { code: name, discountType: 'percentage', discountValue: percent },
      });
    }
    return;
  }
  const [existing] = await tx
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${name}`);
  const same =
    existing?.discountType === 'percentage' && existing.discountValue === percent && existing.boundEmail === null;
  if (!same) throw new AppError('conflict', CAMPAIGN_MESSAGES.codeClash(name));
  if (!existing.isActive) throw new AppError('conflict', CAMPAIGN_MESSAGES.codeInactive);
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

    /**
     * Checks a code for an order amount. Validation never consumes a use; checkout does. With the buyer's address, a
     * personal code sent to another address is refused, and a first-order-only code is refused when that address has
     * ordered before (the payment checks both again, locked).
     */
    async validate(code: string, orderAmountCents: Cents, email?: string): Promise<DiscountValidation> {
      const found = await findByCode(code);
      const outcome = evaluateDiscount(found, orderAmountCents, now());
      // A personal code for another address: the answer checkout gives (`holdUse`).
      if (
        outcome.valid &&
        found?.boundEmail &&
        email &&
        found.boundEmail.toLowerCase() !== email.trim().toLowerCase()
      ) {
        return {
          outcome: { valid: false, discountAmountCents: 0, error: DISCOUNT_ERRORS.boundElsewhere },
          code: found,
        };
      }
      if (outcome.valid && found?.firstOrderOnly && email && (await hasEarlierOrder(db, found.code, email))) {
        return {
          outcome: { valid: false, discountAmountCents: 0, error: DISCOUNT_ERRORS.firstOrderOnly },
          code: found,
        };
      }
      return { outcome, code: found };
    },

    /**
     * Counts a use of the code now (a buyer is paying), atomically against its maximum. A campaign's personal code
     * is taken only by the address it was sent to. A first-order-only code is taken only by an address with no order
     * and no other open payment with that code (`paymentId`: the payment being made, already inserted; none for a
     * NET 30 order), one address at a time, so two checkouts with one address at once cannot both use it. A use taken
     * again at capture after its hold lapsed (`firstOrder: false`) was checked when the payment was created.
     */
    async holdUse(
      tx: Tx,
      code: string,
      payerEmail: string,
      check: { firstOrder: true; paymentId?: number } | { firstOrder: false },
    ): Promise<void> {
      if (check.firstOrder) {
        const paymentId = 'paymentId' in check ? check.paymentId : undefined;
        const [rule] = await tx
          .select({ firstOrderOnly: discountCodes.firstOrderOnly })
          .from(discountCodes)
          .where(eq(discountCodes.code, code));
        if (rule?.firstOrderOnly) {
          await lockFirstOrder(tx, payerEmail);
          if (await hasEarlierOrder(tx, code, payerEmail, paymentId)) {
            throw new AppError('conflict', DISCOUNT_ERRORS.firstOrderOnly);
          }
        }
      }
      const taken = await tx
        .update(discountCodes)
        .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
        .where(
          and(
            eq(discountCodes.code, code),
            sql`(${discountCodes.maxUses} is null or ${discountCodes.currentUses} < ${discountCodes.maxUses})`,
            sql`(${discountCodes.boundEmail} is null or lower(${discountCodes.boundEmail}) = lower(${payerEmail}))`,
          ),
        )
        .returning({ id: discountCodes.id });
      if (taken.length > 0) return;
      const [row] = await tx
        .select({ boundEmail: discountCodes.boundEmail })
        .from(discountCodes)
        .where(eq(discountCodes.code, code));
      const elsewhere = row?.boundEmail && row.boundEmail.toLowerCase() !== payerEmail.toLowerCase();
      throw new AppError('conflict', elsewhere ? DISCOUNT_ERRORS.boundElsewhere : DISCOUNT_ERRORS.notValid);
    },

    createPersonalCode,
    ensurePromoCode,

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
