/**
 * The one sales tax computation: pure, in integer cents, used by every amount path.
 *
 * Rates are whole thousandths of a percent (7.25% is 7250, 20% is 20000), one or more components per jurisdiction
 * (a US state's one rate; a Canadian province's one combined rate, or GST and PST, or HST, as the owner keeps them).
 *
 * The rounding rule, the only one: each component's tax is its rate times the order's taxable total (the taxable
 * lines, plus shipping where the jurisdiction taxes it), rounded half up to the cent ONCE, on that total. The cents
 * are then allocated to the taxable lines (and shipping) in proportion to their amounts by largest remainder: each
 * gets the whole cents of its exact share, and the cents left over go one each to the largest fractional remainders
 * (the earlier line first on a tie). So the per-line taxes add up to the total exactly, and the total never depends
 * on how the order is split into lines.
 *
 * An exemption (an approved, unexpired certificate for the ship-to's state) answers zero with its reason.
 */
import type { ShippingCountry } from './addresses';

/** 20%: the highest rate the owner can set. */
export const MAX_TAX_RATE_THOUSANDTHS = 20_000;

export interface TaxComponent {
  /** What the receipt calls it: "Sales tax", "GST", "PST", "HST". */
  label: string;
  /** Thousandths of a percent: 7.25% is 7250. */
  rateThousandths: number;
}

/** A jurisdiction's rates as in force at a time. */
export interface JurisdictionRates {
  country: ShippingCountry;
  /** The state's or province's two-letter code. */
  region: string;
  components: readonly TaxComponent[];
  /** Whether shipping is taxed there. */
  taxShipping: boolean;
}

export interface TaxLineInput {
  key: string;
  /** The line's amount after discounts, in cents (0 or more). */
  amountCents: number;
  taxable: boolean;
}

export interface TaxInput {
  shipTo: { country: ShippingCountry; region: string };
  lines: readonly TaxLineInput[];
  shippingCents: number;
  /** Every jurisdiction's rates in force (the ship-to's is picked out). */
  rates: readonly JurisdictionRates[];
  /** The buyer's exemption for the ship-to's state, if any: its reason, as the order shows it. */
  exemption: { reason: string } | null;
}

export interface TaxResult {
  totalCents: number;
  /** Every input line's tax, in the input's order (0 for one not taxable). */
  lines: Array<{ key: string; taxCents: number }>;
  shippingTaxCents: number;
  /** Each component's rate and tax (empty when nothing is charged). */
  components: Array<{ label: string; rateThousandths: number; taxCents: number }>;
  /** Why no tax is charged although a rate is set (an exemption), else null. */
  exemptReason: string | null;
  /** The taxable total the rates were applied to, in cents. */
  taxableCents: number;
}

/** 7250 -> "7.25%". */
export function formatTaxRate(rateThousandths: number): string {
  return `${(rateThousandths / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;
}

/** round half up (amount x rate / 100,000) for amounts and rates of 0 or more, exactly (BigInt). */
function componentTax(baseCents: number, rateThousandths: number): number {
  const exact = BigInt(baseCents) * BigInt(rateThousandths);
  return Number((exact + 50_000n) / 100_000n);
}

/** Splits `total` over `weights` (their sum > 0) by largest remainder; the shares add up to `total`. */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const big = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = big.map((value) => Number(value / BigInt(sum)));
  const remainders = big.map((value, index) => ({ index, rest: value % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function checkCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents, 0 or more`);
}

export function computeTax(input: TaxInput): TaxResult {
  input.lines.forEach((line) => checkCents(line.amountCents, `line ${line.key}`));
  checkCents(input.shippingCents, 'shipping');
  const none = (exemptReason: string | null, taxableCents = 0): TaxResult => ({
    totalCents: 0,
    lines: input.lines.map((line) => ({ key: line.key, taxCents: 0 })),
    shippingTaxCents: 0,
    components: [],
    exemptReason,
    taxableCents,
  });
  const rates = input.rates.find(
    (each) => each.country === input.shipTo.country && each.region === input.shipTo.region.toUpperCase(),
  );
  const components = (rates?.components ?? []).filter((each) => each.rateThousandths > 0);
  if (!rates || components.length === 0) return none(null);
  // The taxable amounts: the taxable lines, then shipping where taxed (the last weight).
  const weights = [
    ...input.lines.map((line) => (line.taxable ? line.amountCents : 0)),
    rates.taxShipping ? input.shippingCents : 0,
  ];
  const taxableCents = weights.reduce((a, b) => a + b, 0);
  if (input.exemption) return none(input.exemption.reason, taxableCents);
  if (taxableCents === 0) return none(null);
  const perWeight = weights.map(() => 0);
  const answered = components.map((component) => {
    const taxCents = componentTax(taxableCents, component.rateThousandths);
    allocateCents(taxCents, weights).forEach((share, index) => (perWeight[index]! += share));
    return { label: component.label, rateThousandths: component.rateThousandths, taxCents };
  });
  return {
    totalCents: answered.reduce((a, b) => a + b.taxCents, 0),
    lines: input.lines.map((line, index) => ({ key: line.key, taxCents: perWeight[index]! })),
    shippingTaxCents: perWeight[input.lines.length]!,
    components: answered,
    exemptReason: null,
    taxableCents,
  };
}
