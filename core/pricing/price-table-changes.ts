/**
 * What a new price table changes, in plain words and dollars: the admin's Prices screen shows it before the save
 * and the audit row keeps it.
 */
import { formatUsd } from '../money';
import { PIN_PACKAGING_LABELS, PIN_PLATING_LABELS, pinSizeLabel } from '../pin-options';
import {
  PACKAGING_ADDONS,
  PIN_PLATINGS,
  PRODUCT_KINDS,
  PRODUCT_NAMES,
  PRODUCT_SPECS,
  sizeCentsOf,
  tierLabel,
  type PackagingAddon,
  type PriceTable,
  type PriceTier,
} from './price-table';

export const PACKAGING_ADDON_LABELS = {
  ...PIN_PACKAGING_LABELS,
  'plastic-packaging': 'Plastic Packaging',
  'barcode-labels': 'Barcode Labels',
} as const satisfies Record<PackagingAddon, string>;

function money(label: string, before: number, after: number): string[] {
  return before === after ? [] : [`${label}: ${formatUsd(before)} → ${formatUsd(after)}`];
}

function tiersText(tiers: readonly PriceTier[]): string {
  return tiers.map((tier) => `${tierLabel(tier)} at ${formatUsd(tier.unitCents)}`).join(', ');
}

function tierChanges(product: string, before: readonly PriceTier[], after: readonly PriceTier[]): string[] {
  const sameBands =
    before.length === after.length &&
    before.every((tier, i) => tier.minQuantity === after[i]!.minQuantity && tier.maxQuantity === after[i]!.maxQuantity);
  if (!sameBands) return [`${product} tiers: ${tiersText(before)} → ${tiersText(after)}`];
  return after.flatMap((tier, i) =>
    money(`${product} ${tierLabel(tier)} pieces, each`, before[i]!.unitCents, tier.unitCents),
  );
}

/** Every difference between two tables, one line each; empty when they price the same. */
export function describePriceChanges(before: PriceTable, after: PriceTable): string[] {
  const lines: string[] = [];
  for (const kind of PRODUCT_KINDS) {
    const label = PRODUCT_NAMES[kind].title;
    const was = before.products[kind];
    const now = after.products[kind];
    if (was.minQuantity !== now.minQuantity) {
      lines.push(`${label} minimum quantity: ${was.minQuantity} → ${now.minQuantity}`);
    }
    lines.push(...tierChanges(label, was.tiers, now.tiers));
    for (const size of PRODUCT_SPECS[kind].sizes) {
      const [sizeWas, sizeNow] = [sizeCentsOf(before, kind, size) ?? 0, sizeCentsOf(after, kind, size) ?? 0];
      lines.push(...money(`${label} ${pinSizeLabel(size)} size, each`, sizeWas, sizeNow));
    }
  }
  for (const plating of PIN_PLATINGS) {
    lines.push(
      ...money(
        `${PIN_PLATING_LABELS[plating]} plating, each`,
        before.platingCents[plating],
        after.platingCents[plating],
      ),
    );
  }
  for (const addon of PACKAGING_ADDONS) {
    lines.push(
      ...money(`${PACKAGING_ADDON_LABELS[addon]}, each`, before.packagingCents[addon], after.packagingCents[addon]),
    );
  }
  lines.push(...money('Rush fee', before.rushFeeCents, after.rushFeeCents));
  if (before.depositPercent !== after.depositPercent) {
    lines.push(`Deposit: ${before.depositPercent}% → ${after.depositPercent}%`);
  }
  return lines;
}
