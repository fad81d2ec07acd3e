import type { Cents } from '../money';

export const PIN_SIZES = ['0.75inch', '1inch', '1.25inch', '1.5inch'] as const;
export const PIN_PLATINGS = ['silver', 'gold', 'bronze', 'black-nickel'] as const;
export const PIN_PACKAGING = ['just-pins', 'individual-bags', 'backing-cards'] as const;
export type PinSize = (typeof PIN_SIZES)[number];
export type PinPlating = (typeof PIN_PLATINGS)[number];
export type PinPackaging = (typeof PIN_PACKAGING)[number];

export const DESIGNER_QUANTITY = { min: 50, max: 1000, step: 25, minimumValid: 25 } as const;
export const RUSH_FEE_CENTS = 10_000;
export const DEPOSIT_PERCENT = 10;

/** Silver, 1 inch price per pin by quantity (shopper-spec section 9). */
export const DESIGNER_VOLUME_PRICES = [
  { minQuantity: 500, label: '500-1000', unitCents: 300 },
  { minQuantity: 250, label: '250-499', unitCents: 400 },
  { minQuantity: 100, label: '100-249', unitCents: 500 },
  { minQuantity: 51, label: '51-99', unitCents: 600 },
  { minQuantity: 0, label: '50', unitCents: 700 },
] as const;

export const PLATING_SURCHARGE_CENTS: Record<PinPlating, Cents> = {
  silver: 0,
  gold: 25,
  bronze: 15,
  'black-nickel': 35,
};

export const PACKAGING_CENTS: Record<PinPackaging, Cents> = {
  'just-pins': 0,
  'individual-bags': 10,
  'backing-cards': 10,
};

/** The spec leaves size pricing open; the shop fixes it (1.5 inch as in the drawer calculator). */
export const SIZE_SURCHARGE_CENTS: Record<PinSize, Cents> = {
  '0.75inch': 0,
  '1inch': 0,
  '1.25inch': 25,
  '1.5inch': 50,
};

export interface DesignerOptions {
  quantity: number;
  size: PinSize;
  plating: PinPlating;
  packaging: readonly PinPackaging[];
  rushOrder: boolean;
  /** A validated promo discount, in cents (0 when none). */
  discountCents?: Cents;
}

export interface DesignerQuote {
  pricePerPinCents: Cents;
  baseCents: Cents;
  rushFeeCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  remainingCents: Cents;
}

export function designerBaseUnitCents(quantity: number): Cents {
  return (DESIGNER_VOLUME_PRICES.find((row) => quantity >= row.minQuantity) ?? DESIGNER_VOLUME_PRICES[4]).unitCents;
}

function percentOf(cents: Cents, percent: number): number {
  return (cents * percent) / 100;
}

/**
 * The designer's price, in whole cents: the price per pin (whole cents) x quantity is the base; total = base + rush -
 * discount (floored at 0); deposit = 10% of the total, rounded once; remaining = total - deposit.
 */
export function designerQuote(options: DesignerOptions): DesignerQuote {
  const packaging = options.packaging.includes('just-pins') ? [] : options.packaging;
  const pricePerPinCents =
    designerBaseUnitCents(options.quantity) +
    PLATING_SURCHARGE_CENTS[options.plating] +
    SIZE_SURCHARGE_CENTS[options.size] +
    packaging.reduce((sum, item) => sum + PACKAGING_CENTS[item], 0);
  const baseCents = pricePerPinCents * options.quantity;
  const rushFeeCents = options.rushOrder ? RUSH_FEE_CENTS : 0;
  const discountCents = Math.max(0, Math.round(options.discountCents ?? 0));
  const totalCents = Math.max(0, baseCents + rushFeeCents - discountCents);
  // 10% of base + 10% of rush - 10% of discount is 10% of the total: rounded once, so deposit + balance = total.
  const depositCents = Math.round(percentOf(totalCents, DEPOSIT_PERCENT));
  return {
    pricePerPinCents,
    baseCents,
    rushFeeCents,
    discountCents,
    totalCents,
    depositCents,
    remainingCents: totalCents - depositCents,
  };
}

/** The amount a promo code is checked against in the designer: the total including rush, before discount. */
export function designerDiscountBase(options: Omit<DesignerOptions, 'discountCents'>): Cents {
  const quote = designerQuote({ ...options, discountCents: 0 });
  return quote.baseCents + quote.rushFeeCents;
}
