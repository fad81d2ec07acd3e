/**
 * The designer's draft in localStorage (shopper-spec sections 3 and 4): saved on every change, restored
 * when younger than 7 days. The design file is never part of it. A damaged or foreign value never breaks
 * the page: each field that does not parse falls back to its default.
 */
import { z } from 'zod';
import { PIN_PLATINGS, PIN_SIZES } from '../../../core/pricing/designer';
import { normalizePackaging } from '../../../core/schemas/custom-orders';
import { DEFAULT_DRAFT, DESIGNER_STEPS, snapQuantity, type DesignerDraft, type DesignerStep } from './designer-state';

export const DRAFT_STORAGE_KEY = 'pinshop:custom-pin-draft';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const stepNumbers = DESIGNER_STEPS.map((step) => step.number);

const storedDraftSchema = z.object({
  timestamp: z.number(),
  quantity: z.number().transform(snapQuantity).catch(DEFAULT_DRAFT.quantity),
  size: z.enum(PIN_SIZES).catch(DEFAULT_DRAFT.size),
  plating: z.enum(PIN_PLATINGS).catch(DEFAULT_DRAFT.plating),
  packaging: z.array(z.string()).transform(normalizePackaging).catch(DEFAULT_DRAFT.packaging),
  rushOrder: z.boolean().catch(DEFAULT_DRAFT.rushOrder),
  eventDate: z.iso.date().or(z.literal('')).catch(''),
  customerName: z.string().max(200).catch(''),
  customerEmail: z.string().max(320).catch(''),
  promoCode: z.string().max(64).catch(''),
  appliedDiscount: z
    .object({ code: z.string().min(1).max(64), discountAmount: z.number().min(0) })
    .nullable()
    .catch(null),
  currentStep: z
    .number()
    .refine((step): step is DesignerStep => stepNumbers.includes(step as DesignerStep))
    .catch(1),
});

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
  const result = storedDraftSchema.safeParse(parsed);
  const age = result.success ? now - result.data.timestamp : Number.NaN;
  if (!result.success || !(age >= 0 && age < DRAFT_MAX_AGE_MS)) {
    try {
      storage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // nothing to clean up then
    }
    return null;
  }
  const { timestamp: _timestamp, ...draft } = result.data;
  return draft as DesignerDraft;
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
