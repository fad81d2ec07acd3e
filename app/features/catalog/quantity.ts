/** Purchase quantities (shopper-spec section 5): at least 1, at most the product's maximum. */
export const QUICK_PICKS = [10, 25, 50] as const;

/** A whole number between 1 and `max` (1 when nothing can be bought, so the input never shows 0). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.trunc(value), Math.max(1, max)));
}

/** What a person typed, as a quantity; null while the field is empty or not a number yet. */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 ? value : null;
}
