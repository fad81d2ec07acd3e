/**
 * The designer's state and its rules (shopper-spec sections 3-5), pure so they are tested directly.
 * Every price comes from core's designerQuote; this file only decides what the shopper has chosen.
 */
import { ZOD_EMAIL } from '../../lib/zod-patterns';
import { dollarsToCents } from '../../../core/money';
import {
  DESIGNER_QUANTITY,
  designerDiscountBase,
  designerQuote,
  type DesignerOptions,
  type DesignerQuote,
  type PinPackaging,
  type PinPlating,
} from '../../../core/pricing/designer';
import {
  PRODUCT_SPECS,
  productHasSize,
  type PriceTable,
  type ProductKind,
  type ProductSize,
} from '../../../core/pricing/price-table';
import { EVENT_DATE_PAST } from '../../../core/schemas/custom-order-rules';
import { checkShipTo, EMPTY_SHIP_TO, type ShipToInput } from '../../../core/ship-to-check';
import { togglePackaging } from './packaging';
import { addDesign, changeDesign, designsProblem, removeDesign, type DraftDesign } from './draft-designs';

export const DESIGNER_STEPS = [
  { number: 1, title: 'Choose Quantity', short: 'Quantity' },
  { number: 2, title: 'Pin Specifications', short: 'Specs' },
  { number: 3, title: 'Packaging & Delivery', short: 'Packaging' },
  { number: 4, title: 'Upload Design', short: 'Design' },
  { number: 5, title: 'Review & Order', short: 'Review' },
] as const;

export type DesignerStep = (typeof DESIGNER_STEPS)[number]['number'];
export const LAST_STEP: DesignerStep = 5;

/** A promo code the server accepted, with its discount in dollars (as the API answers). */
export interface AppliedDiscount {
  code: string;
  discountAmount: number;
}

export interface DesignerDraft {
  /** What is made (step 1's choice): pins, ball markers, hat clips, divot tools or backing cards. */
  product: ProductKind;
  /** The order's quantity: the slider's with one design, the designs' sum with several (decision 045). */
  quantity: number;
  /** 1-10 designs (draft-designs.ts); with one, its name is unused and its quantity is `quantity`. */
  designs: DraftDesign[];
  /** One of the product's sizes. */
  size: ProductSize;
  plating: PinPlating;
  packaging: PinPackaging[];
  rushOrder: boolean;
  /** The event the pins are for ('YYYY-MM-DD'), or '' when the shopper gave none (optional). */
  eventDate: string;
  customerName: string;
  customerEmail: string;
  /** Optional: for the carrier and for questions about the artwork. */
  customerPhone: string;
  /** Where the pins go (asked with the contact details, required before the deposit). */
  shipTo: ShipToInput;
  promoCode: string;
  appliedDiscount: AppliedDiscount | null;
  currentStep: DesignerStep;
}

export const DEFAULT_DRAFT: DesignerDraft = {
  product: 'pin',
  quantity: 100,
  designs: [{ name: '', quantity: 100 }],
  size: '1inch',
  plating: 'silver',
  packaging: ['just-pins'],
  rushOrder: false,
  eventDate: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  shipTo: EMPTY_SHIP_TO,
  promoCode: '',
  appliedDiscount: null,
  currentStep: 1,
};

/** Options chosen by a link (the price calculator's "Design it now", designer-preset.ts) or a saved design. */
export type DesignerPreset = Partial<Pick<DesignerDraft, 'product' | 'quantity' | 'size' | 'plating' | 'packaging'>>;

export type DesignerAction =
  | { type: 'product'; product: ProductKind }
  | { type: 'quantity'; quantity: number }
  | { type: 'addDesign' }
  | { type: 'removeDesign'; index: number }
  | { type: 'design'; index: number; name?: string; quantity?: number }
  | { type: 'size'; size: ProductSize }
  | { type: 'plating'; plating: PinPlating }
  | { type: 'packaging'; option: PinPackaging; checked: boolean }
  | { type: 'rush'; rushOrder: boolean }
  | { type: 'eventDate'; value: string }
  | { type: 'customerName'; value: string }
  | { type: 'customerEmail'; value: string }
  | { type: 'customerPhone'; value: string }
  | { type: 'shipTo'; value: ShipToInput }
  | { type: 'promoCode'; value: string }
  | { type: 'applyDiscount'; discount: AppliedDiscount }
  | { type: 'clearDiscount' }
  | { type: 'removePromo' }
  | { type: 'step'; step: DesignerStep }
  | { type: 'restore'; draft: DesignerDraft }
  | { type: 'preset'; preset: DesignerPreset };

/** The slider's value: within 50-1000, on a step of 25. */
export function snapQuantity(quantity: number): number {
  const { min, max, step } = DESIGNER_QUANTITY;
  if (!Number.isFinite(quantity)) return DEFAULT_DRAFT.quantity;
  const snapped = min + Math.round((quantity - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

export function pricingOptions(draft: DesignerDraft): Omit<DesignerOptions, 'discountCents'> {
  return {
    product: draft.product,
    quantity: draft.quantity,
    size: draft.size,
    plating: draft.plating,
    packaging: draft.packaging,
    rushOrder: draft.rushOrder,
  };
}

export function draftQuote(draft: DesignerDraft, table: PriceTable): DesignerQuote {
  return designerQuote(
    {
      ...pricingOptions(draft),
      discountCents: draft.appliedDiscount ? dollarsToCents(draft.appliedDiscount.discountAmount) : 0,
    },
    table,
  );
}

/**
 * A discount was validated against one order amount; once the options change that amount, it no longer
 * holds (the server would refuse the order), so it is dropped and the code stays in the box to apply again.
 */
function withOptions(draft: DesignerDraft, changes: Partial<DesignerDraft>, table: PriceTable): DesignerDraft {
  const next = { ...draft, ...changes };
  if (
    draft.appliedDiscount &&
    designerDiscountBase(pricingOptions(draft), table) !== designerDiscountBase(pricingOptions(next), table)
  ) {
    return { ...next, appliedDiscount: null };
  }
  return next;
}

/** `table`: the owner's prices in effect (a promo code is dropped once the amount it was checked against moves). */
export function designerReducer(draft: DesignerDraft, action: DesignerAction, table: PriceTable): DesignerDraft {
  switch (action.type) {
    case 'product':
      return withOptions(draft, productChanges(draft, action.product), table);
    case 'quantity':
      return withOptions(draft, sliderQuantity(draft, action.quantity), table);
    case 'addDesign':
      return withOptions(draft, addDesign(draft), table);
    case 'removeDesign':
      return withOptions(draft, removeDesign(draft, action.index, snapQuantity), table);
    case 'design':
      return withOptions(draft, changeDesign(draft, action.index, action), table);
    case 'size':
      return withOptions(draft, { size: action.size }, table);
    case 'plating':
      return withOptions(draft, { plating: action.plating }, table);
    case 'packaging':
      return withOptions(draft, { packaging: togglePackaging(draft.packaging, action.option, action.checked) }, table);
    case 'rush':
      return withOptions(draft, { rushOrder: action.rushOrder }, table);
    case 'eventDate':
      return { ...draft, eventDate: action.value };
    case 'customerName':
      return { ...draft, customerName: action.value };
    case 'customerEmail':
      return { ...draft, customerEmail: action.value };
    case 'customerPhone':
      return { ...draft, customerPhone: action.value };
    case 'shipTo':
      return { ...draft, shipTo: action.value };
    case 'promoCode':
      return { ...draft, promoCode: action.value.toUpperCase() };
    case 'applyDiscount':
      return { ...draft, promoCode: action.discount.code, appliedDiscount: action.discount };
    case 'clearDiscount':
      return { ...draft, appliedDiscount: null };
    case 'removePromo':
      return { ...draft, promoCode: '', appliedDiscount: null };
    case 'step':
      return { ...draft, currentStep: action.step };
    case 'restore':
      return action.draft;
    case 'preset': {
      // A product first (its sizes and options), then the preset's own choices on it.
      const { product, quantity, ...others } = action.preset;
      const made = product ? productChanges(draft, product) : {};
      const sized = quantity === undefined ? {} : sliderQuantity({ ...draft, ...made }, quantity);
      return { ...withOptions(draft, { ...made, ...others, ...sized }, table), currentStep: 1 };
    }
  }
}

/** The slider moves the one design's quantity; with several designs there is no slider (each has its own). */
function sliderQuantity(draft: DesignerDraft, quantity: number): Partial<DesignerDraft> {
  if (draft.designs.length > 1) return {};
  const snapped = snapQuantity(quantity);
  return { quantity: snapped, designs: [{ ...draft.designs[0]!, quantity: snapped }] };
}

/** A new product keeps the size when it comes in it (else its first size), and drops packaging it has none of. */
function productChanges(draft: DesignerDraft, product: ProductKind): Partial<DesignerDraft> {
  const spec = PRODUCT_SPECS[product];
  return {
    product,
    size: productHasSize(product, draft.size) ? draft.size : spec.sizes[0],
    ...(spec.packaging ? {} : { packaging: ['just-pins'] }),
  };
}

/** zod's e-mail pattern (what the server's schema checks), without zod in the page (decision 021). */
export function isEmail(value: string): boolean {
  return ZOD_EMAIL.test(value.trim());
}

/**
 * The contact details, ship-to address and designs of step 4 (`hasFiles`: every design has its file): also what the
 * submit checks before sending anything.
 */
export function hasDesignAndContact(draft: DesignerDraft, hasFiles: boolean, table: PriceTable): boolean {
  return (
    hasFiles &&
    designsProblem(draft, table) === null &&
    draft.customerName.trim().length > 0 &&
    isEmail(draft.customerEmail) &&
    draft.customerPhone.trim().length <= PHONE_MAX_LENGTH &&
    checkShipTo(draft.shipTo).ok
  );
}

export const PHONE_MAX_LENGTH = 40;

/**
 * The event date's problem, if any: it is optional, but a day before `today` (the visitor's, null before the page
 * runs in the browser) cannot be planned for.
 */
export function eventDateProblem(eventDate: string, today: string | null): string | null {
  if (!eventDate) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return 'Please enter a valid date.';
  return today && eventDate < today ? EVENT_DATE_PAST : null;
}

/** Whether Next may leave a step (shopper-spec section 5). */
export function isStepValid(
  step: DesignerStep,
  draft: DesignerDraft,
  hasFiles: boolean,
  today: string | null,
  table: PriceTable,
): boolean {
  switch (step) {
    case 1:
      return draft.quantity >= table.products[draft.product].minQuantity;
    case 2:
      return productHasSize(draft.product, draft.size) && Boolean(draft.plating);
    case 3:
      return draft.packaging.length > 0 && eventDateProblem(draft.eventDate, today) === null;
    case 4:
      return hasDesignAndContact(draft, hasFiles, table);
    case 5:
      return true;
  }
}
