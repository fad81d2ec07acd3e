/**
 * Several designs in one order (decision 045), as the designer keeps them: 1-10 designs, each with its name and
 * quantity (its file is never part of the draft). With one design the designer is as it always was: no name, the
 * quantity is the slider's. With several, each design has its own quantity and the order's is their sum.
 */
import { DESIGN_MESSAGES, DESIGNS_MAX, designProblems, designsTotal } from '../../../core/design-rules';
import { DESIGNER_QUANTITY } from '../../../core/pricing/designer';
import { PRODUCT_NAMES, productCount, type PriceTable, type ProductKind } from '../../../core/pricing/price-table';
import { formatCount } from '../../../core/en-us';

export interface DraftDesign {
  name: string;
  quantity: number;
}

/** The quantity a design added to the list starts with. */
export const NEW_DESIGN_QUANTITY = 100;

/** What the draft's designs are: its list, and (with one design) the slider's quantity. */
interface WithDesigns {
  quantity: number;
  designs: DraftDesign[];
}

export const isSeveral = (draft: Pick<WithDesigns, 'designs'>): boolean => draft.designs.length > 1;

/** A typed quantity as a whole number (0 when the box is empty or not a number, which the checks then refuse). */
export function typedQuantity(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(1_000_000, Math.trunc(value))) : 0;
}

/** The changes that add a design: the first keeps the slider's quantity, the new one starts at 100. */
export function addDesign(draft: WithDesigns): Partial<WithDesigns> {
  if (draft.designs.length >= DESIGNS_MAX) return {};
  const designs = [
    ...draft.designs.map((design, index) =>
      index === 0 && !isSeveral(draft) ? { ...design, quantity: draft.quantity } : design,
    ),
    { name: '', quantity: NEW_DESIGN_QUANTITY },
  ];
  return { designs, quantity: designsTotal(designs) };
}

/**
 * The changes that remove design `index`; the last one left is the only design again, its quantity on the slider's
 * range and step (`snap`).
 */
export function removeDesign(
  draft: WithDesigns,
  index: number,
  snap: (quantity: number) => number,
): Partial<WithDesigns> {
  if (!isSeveral(draft) || !draft.designs[index]) return {};
  const designs = draft.designs.filter((_design, at) => at !== index);
  if (designs.length > 1) return { designs, quantity: designsTotal(designs) };
  const quantity = snap(designs[0]!.quantity);
  return { designs: [{ ...designs[0]!, quantity }], quantity };
}

/** The changes for a design's name or quantity typed in. */
export function changeDesign(draft: WithDesigns, index: number, change: Partial<DraftDesign>): Partial<WithDesigns> {
  if (!draft.designs[index]) return {};
  const designs = draft.designs.map((design, at) =>
    at === index
      ? {
          name: change.name ?? design.name,
          quantity: change.quantity === undefined ? design.quantity : typedQuantity(change.quantity),
        }
      : design,
  );
  return isSeveral(draft) ? { designs, quantity: designsTotal(designs) } : { designs };
}

/** Why the designs cannot be ordered yet, as the upload step says it; null when they can. */
export function designsProblem(draft: WithDesigns & { product: ProductKind }, table: PriceTable): string | null {
  if (!isSeveral(draft)) return null;
  for (const design of draft.designs) {
    const problems = designProblems(design);
    if (problems.name ?? problems.quantity) return problems.name ?? problems.quantity!;
  }
  const names = PRODUCT_NAMES[draft.product];
  const minimum = table.products[draft.product].minQuantity;
  if (draft.quantity < minimum) return `Together the designs need at least ${formatCount(minimum)} ${names.many}`;
  if (draft.quantity > DESIGNER_QUANTITY.max) {
    return `Together the designs can be at most ${formatCount(DESIGNER_QUANTITY.max)} ${names.many}`;
  }
  return null;
}

/** "3 designs, 300 ball markers" (one design: "100 ball markers", as the designer always said). */
export function designsSummary(draft: WithDesigns & { product: ProductKind }): string {
  const pieces = productCount(draft.quantity, draft.product);
  return isSeveral(draft) ? `${draft.designs.length} designs, ${pieces}` : pieces;
}

export { DESIGN_MESSAGES, DESIGNS_MAX };
