/**
 * A custom order's sales tax: the one computation (taxFor) on the whole order from its ship-to, as a single line of
 * its kind (designed on the site, or quoted), then split between deposit and balance as the owner chose
 * (core/tax-split.ts, the tax_split setting). Asked when the deposit is, so a ship-to changed before the deposit is
 * paid is taxed again; kept with the order from the deposit's capture.
 */
import type { ShippingCountry } from '../../../core/addresses';
import type { CustomOrderTax, CustomOrderTaxKind } from '../../../core/schemas/tax';
import { splitCustomOrderTax, type SplitCharges, type TaxSplit } from '../../../core/tax-split';
import type { Database } from '../../db/client';
import { createSettingsService } from '../settings';
import type { TaxFor } from './tax-for';

export interface CustomOrderTaxInput {
  shipTo: { country: ShippingCountry; state: string };
  /** The signed-in buyer (their certificates); null for a guest. */
  buyerUserId: number | null;
  kind: CustomOrderTaxKind;
  /** Before tax: deposit + remaining = the order's total after its discount. */
  depositCents: number;
  remainingCents: number;
}

/** The owner's split (all on the balance unless they chose otherwise). */
export async function taxSplitSetting(db: Database): Promise<TaxSplit> {
  return (await createSettingsService(db).get('tax_split')).split;
}

export async function customOrderTax(
  db: Database,
  taxFor: TaxFor,
  input: CustomOrderTaxInput,
  at: Date,
): Promise<{ tax: CustomOrderTax; charges: SplitCharges }> {
  const region = input.shipTo.state.toUpperCase();
  const [result, split] = await Promise.all([
    taxFor(
      {
        shipTo: { country: input.shipTo.country, state: region },
        buyerUserId: input.buyerUserId,
        lines: [
          {
            key: 'order',
            amountCents: input.depositCents + input.remainingCents,
            item: { customOrderKind: input.kind },
          },
        ],
        shippingCents: 0,
      },
      at,
    ),
    taxSplitSetting(db),
  ]);
  const charges = splitCustomOrderTax(input, result.totalCents, split);
  return {
    tax: {
      totalCents: result.totalCents,
      depositTaxCents: charges.depositTaxCents,
      taxableCents: result.taxableCents,
      region,
      components: result.components,
      exemptReason: result.exemptReason,
    },
    charges,
  };
}
