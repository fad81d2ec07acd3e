/**
 * The owner's price table as the admin sends it, and its rules: a save that breaks one is refused with the field's
 * message and nothing is stored. Tiers run from the minimum quantity with no gap and no overlap, ascending, the
 * last one open-ended; prices are whole cents (tier prices above $0.00); the deposit is 1-100%.
 */
import { z } from 'zod';
import {
  PACKAGING_ADDONS,
  PIN_PLATINGS,
  PRODUCT_KINDS,
  PRODUCT_NAMES,
  PRODUCT_SPECS,
  type PriceTier,
  type ProductKind,
  type ProductPrices,
} from './price-table';
import { SEED_PRICE_TABLE } from './price-table-seed';

const CENTS_MESSAGE = 'Enter an amount in dollars and cents, $0.00 or more.';
const cents = z.number({ message: CENTS_MESSAGE }).int(CENTS_MESSAGE).min(0, CENTS_MESSAGE).max(10_000_000);
const quantity = (message: string) => z.number({ message }).int(message).min(1, message).max(1_000_000, message);

const tierSchema = z.object({
  minQuantity: quantity('Enter the tier’s first quantity, a whole number of at least 1.'),
  maxQuantity: quantity('Enter the tier’s last quantity, a whole number of at least 1, or leave it open.').nullable(),
  unitCents: z
    .number({ message: 'Enter the price of one piece, above $0.00.' })
    .int('Enter the price of one piece in dollars and cents.')
    .min(1, 'Enter the price of one piece, above $0.00.')
    .max(10_000_000),
});

function record<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, cents])) as Record<K, typeof cents>);
}

/** The first broken rule of a product's tiers, as the owner reads it: its message and the tier it points at. */
export function tierProblem(
  product: Pick<ProductPrices, 'minQuantity' | 'tiers'>,
): { index: number; message: string } | null {
  const { tiers, minQuantity } = product;
  if (tiers.length === 0) return { index: 0, message: 'Add at least one tier.' };
  const first = tiers[0]!;
  if (first.minQuantity !== minQuantity) {
    return { index: 0, message: `Tier 1 must start at the minimum quantity, ${minQuantity}.` };
  }
  for (const [index, tier] of tiers.entries()) {
    const n = index + 1;
    if (tier.maxQuantity !== null && tier.maxQuantity < tier.minQuantity) {
      return { index, message: `Tier ${n} ends (${tier.maxQuantity}) before it starts (${tier.minQuantity}).` };
    }
    const next: PriceTier | undefined = tiers[index + 1];
    if (!next) {
      if (tier.maxQuantity !== null) {
        return { index, message: `The last tier must be open-ended: leave tier ${n}’s last quantity empty.` };
      }
      continue;
    }
    if (tier.maxQuantity === null) {
      return {
        index,
        message: `Tier ${n} is open-ended but tier ${n + 1} follows it: give tier ${n} a last quantity.`,
      };
    }
    if (next.minQuantity > tier.maxQuantity + 1) {
      return {
        index: index + 1,
        message: `Gap between tiers: tier ${n} ends at ${tier.maxQuantity} and tier ${n + 1} starts at ${next.minQuantity}, so ${tier.maxQuantity + 1}-${next.minQuantity - 1} would have no price. Start tier ${n + 1} at ${tier.maxQuantity + 1}.`,
      };
    }
    if (next.minQuantity <= tier.maxQuantity) {
      return {
        index: index + 1,
        message: `Tiers overlap: tier ${n} ends at ${tier.maxQuantity} and tier ${n + 1} starts at ${next.minQuantity}. Start tier ${n + 1} at ${tier.maxQuantity + 1}.`,
      };
    }
  }
  return null;
}

/** A product's minimum, tiers and sizes; a broken tier rule's message starts with the product ("Ball markers: ..."). */
function productSchema<K extends ProductKind>(kind: K) {
  const title = PRODUCT_NAMES[kind].title;
  return z
    .object({
      minQuantity: quantity(`${title}: the minimum quantity must be a whole number of at least 1.`),
      tiers: z.array(tierSchema).min(1, `${title}: add at least one tier.`).max(20, `${title}: use at most 20 tiers.`),
      sizeCents: record(PRODUCT_SPECS[kind].sizes as readonly (typeof PRODUCT_SPECS)[K]['sizes'][number][]),
    })
    .superRefine((product, ctx) => {
      const problem = tierProblem(product);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['tiers', problem.index], message: `${title}: ${problem.message}` });
      }
    });
}

const productsSchema = z.object({
  pin: productSchema('pin'),
  'ball-marker': productSchema('ball-marker'),
  'hat-clip': productSchema('hat-clip'),
  'divot-tool': productSchema('divot-tool'),
  'backing-card': productSchema('backing-card'),
} satisfies Record<ProductKind, unknown>);

const DEPOSIT_MESSAGE = 'The deposit must be a whole percentage from 1 to 100.';

export const priceTableSchema = z.object({
  products: productsSchema,
  platingCents: record(PIN_PLATINGS),
  packagingCents: record(PACKAGING_ADDONS),
  rushFeeCents: cents,
  depositPercent: z
    .number({ message: DEPOSIT_MESSAGE })
    .int(DEPOSIT_MESSAGE)
    .min(1, DEPOSIT_MESSAGE)
    .max(100, DEPOSIT_MESSAGE),
});

/** A save: the table, and the version the owner edited (a save over a newer version is refused). */
export const priceTableSaveSchema = z.object({ baseVersion: z.number().int().min(1), table: priceTableSchema });
export type PriceTableSave = z.infer<typeof priceTableSaveSchema>;

/**
 * A stored version as the table reads today: a version saved before the other products existed holds the pins
 * only, and the products it lacks are priced as the seed prices them (decision 044).
 */
export const storedPriceTableSchema = z.preprocess((stored) => {
  if (typeof stored !== 'object' || stored === null) return stored;
  const table = stored as { products?: unknown };
  const products = typeof table.products === 'object' && table.products !== null ? table.products : {};
  const filled = Object.fromEntries(
    PRODUCT_KINDS.map((kind) => [kind, (products as Record<string, unknown>)[kind] ?? SEED_PRICE_TABLE.products[kind]]),
  );
  return { ...table, products: filled };
}, priceTableSchema);

export const pricesInEffectSchema = z.object({ version: z.number().int(), table: priceTableSchema });

export const PRICES_CHANGED_MEANWHILE =
  'The prices were changed by someone else while you edited them. Reload to see their version, then make your change again.';
