/**
 * The designs' rules a page needs before any check (decisions 045 and 047), without zod: ./designs builds its schemas
 * at import, and with them zod, which must not come into the designer's or the quote form's first load (decision
 * 021). ./designs re-exports these; design-rules.test.ts holds designProblems to its schema.
 */
export const DESIGNS_MAX = 10;
export const DESIGN_QUANTITY_MIN = 25;
export const DESIGN_NAME_MAX = 80;

export const DESIGN_MESSAGES = {
  name: 'Give each design a name',
  nameTooLong: `A design's name can be at most ${DESIGN_NAME_MAX} characters`,
  quantity: `Each design needs a quantity of at least ${DESIGN_QUANTITY_MIN}`,
  count: `An order holds 1 to ${DESIGNS_MAX} designs`,
  total: "The designs' quantities must add up to the order's quantity",
  artwork: 'Each design needs its artwork',
  design: 'No such design on this order',
} as const;

/** The multipart field that carries design `n`'s artwork (1-based): `logo`, `logo2`, ... `logo10`. */
export function designFileField(n: number): string {
  return n === 1 ? 'logo' : `logo${n}`;
}

/** The order's quantity: the designs' quantities added up. */
export function designsTotal(designs: readonly { quantity: number }[]): number {
  return designs.reduce((sum, design) => sum + design.quantity, 0);
}

/** One design's problems as a customer types it (the messages of ./designs' orderDesignSchema). */
export function designProblems(design: { name: string; quantity: number }): { name?: string; quantity?: string } {
  const name = design.name.trim();
  return {
    ...(name ? {} : { name: DESIGN_MESSAGES.name }),
    ...(name.length > DESIGN_NAME_MAX ? { name: DESIGN_MESSAGES.nameTooLong } : {}),
    ...(Number.isInteger(design.quantity) && design.quantity >= DESIGN_QUANTITY_MIN
      ? {}
      : { quantity: DESIGN_MESSAGES.quantity }),
  };
}
