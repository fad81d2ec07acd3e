/**
 * The designer's draft in localStorage (shopper-spec sections 3 and 4): saved on every change, restored
 * when younger than 7 days. The design files are never part of it (the designs' names and quantities are). A damaged or foreign value never breaks
 * the page: each field that does not parse falls back to its default.
 */
import { ZOD_ISO_DATE } from '../../lib/zod-patterns';
import { PIN_PLATINGS } from '../../../core/pricing/designer';
import { PRODUCT_KINDS, PRODUCT_SPECS } from '../../../core/pricing/price-table';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import { DESIGN_NAME_MAX, DESIGNS_MAX, designsTotal } from '../../../core/design-rules';
import { DEFAULT_DRAFT, DESIGNER_STEPS, snapQuantity, type DesignerDraft, type DesignerStep } from './designer-state';
import { typedQuantity, type DraftDesign } from './draft-designs';

export const DRAFT_STORAGE_KEY = 'pinshop:custom-pin-draft';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const stepNumbers = DESIGNER_STEPS.map((step) => step.number);

// Field by field, each falling back alone; plain checks rather than a zod schema, which would be most of the /custom
// page's own script (decision 021). Dates use zod's own ISO date pattern (lib/zod-patterns).
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shortString = (value: unknown, max: number): string =>
  typeof value === 'string' && value.length <= max ? value : '';
const oneOf = <T>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

function storedDiscount(value: unknown): DesignerDraft['appliedDiscount'] {
  if (!isRecord(value)) return null;
  const { code, discountAmount } = value;
  const valid =
    typeof code === 'string' &&
    code.length >= 1 &&
    code.length <= 64 &&
    isNumber(discountAmount) &&
    discountAmount >= 0;
  return valid ? { code, discountAmount } : null;
}

function storedShipTo(value: unknown): DesignerDraft['shipTo'] {
  if (!isRecord(value)) return DEFAULT_DRAFT.shipTo;
  const field = (name: keyof DesignerDraft['shipTo'], max = 300) => shortString(value[name], max);
  return {
    name: field('name', 200),
    company: field('company', 200),
    address: field('address'),
    city: field('city', 100),
    country: value.country === 'CA' ? 'CA' : 'US',
    state: field('state', 100),
    zipCode: field('zipCode', 20),
  };
}

/**
 * The designs' names and quantities (their files are never kept); a list that does not parse is one design again.
 * Names and quantities as typed: the upload step says what is missing.
 */
function storedDesigns(value: unknown): DraftDesign[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > DESIGNS_MAX) return null;
  const designs = value.map((design: unknown) =>
    isRecord(design) && isNumber(design.quantity)
      ? { name: shortString(design.name, DESIGN_NAME_MAX), quantity: typedQuantity(design.quantity) }
      : null,
  );
  return designs.every((design) => design !== null) ? designs : null;
}

/** The draft's quantity and designs: several designs add up; one design (or none stored) is the slider's. */
function storedQuantity(value: Record<string, unknown>): Pick<DesignerDraft, 'quantity' | 'designs'> {
  const designs = storedDesigns(value.designs);
  if (designs && designs.length > 1) return { designs, quantity: designsTotal(designs) };
  const quantity = isNumber(value.quantity) ? snapQuantity(value.quantity) : DEFAULT_DRAFT.quantity;
  return { quantity, designs: [{ name: designs?.[0]?.name ?? '', quantity }] };
}

/** The stored draft with its timestamp, or null when it is not a draft at all. */
function parseStoredDraft(value: unknown): (DesignerDraft & { timestamp: number }) | null {
  if (!isRecord(value) || !isNumber(value.timestamp)) return null;
  const { packaging, eventDate, rushOrder } = value;
  // A draft saved before the products was for pins; its size is one the product comes in.
  const product = oneOf(PRODUCT_KINDS, value.product, DEFAULT_DRAFT.product);
  const sizes = PRODUCT_SPECS[product].sizes;
  return {
    timestamp: value.timestamp,
    product,
    ...storedQuantity(value),
    size: oneOf<(typeof sizes)[number]>(sizes, value.size, product === 'pin' ? DEFAULT_DRAFT.size : sizes[0]),
    plating: oneOf(PIN_PLATINGS, value.plating, DEFAULT_DRAFT.plating),
    packaging:
      Array.isArray(packaging) && packaging.every((option) => typeof option === 'string')
        ? normalizePackaging(packaging)
        : DEFAULT_DRAFT.packaging,
    rushOrder: typeof rushOrder === 'boolean' ? rushOrder : DEFAULT_DRAFT.rushOrder,
    eventDate: typeof eventDate === 'string' && ZOD_ISO_DATE.test(eventDate) ? eventDate : '',
    customerName: shortString(value.customerName, 200),
    customerEmail: shortString(value.customerEmail, 320),
    customerPhone: shortString(value.customerPhone, 40),
    shipTo: storedShipTo(value.shipTo),
    promoCode: shortString(value.promoCode, 64),
    appliedDiscount: storedDiscount(value.appliedDiscount),
    currentStep: oneOf<DesignerStep>(stepNumbers, value.currentStep, 1),
  };
}

/** The saved draft if there is one younger than 7 days; an expired or unreadable one is removed. */
export function readDraft(storage: DraftStorage, now: number): DesignerDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy settings)
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const stored = parseStoredDraft(parsed);
  const age = stored ? now - stored.timestamp : Number.NaN;
  if (!stored || !(age >= 0 && age < DRAFT_MAX_AGE_MS)) {
    try {
      storage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // nothing to clean up then
    }
    return null;
  }
  const { timestamp: _timestamp, ...draft } = stored;
  return draft;
}

export function writeDraft(storage: DraftStorage, draft: DesignerDraft, now: number): void {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, timestamp: now }));
  } catch {
    // Full or disabled storage: the designer works on, the draft is just not kept.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing kept anyway
  }
}

/** The browser's saved draft goes (the deposit for it is paid: back at /custom the designer starts afresh). */
export function clearSavedDraft(): void {
  if (typeof window !== 'undefined') clearDraft(window.localStorage);
}
