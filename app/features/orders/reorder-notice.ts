import type { ReorderResult } from '../../../core/schemas/reorder';
import type { CartDrawerNotice } from '../../lib/cart-drawer';

/** The cart drawer's note after a reorder: null when every line went in as ordered. */
export function reorderNotice(result: Pick<ReorderResult, 'added' | 'problems'>): CartDrawerNotice | null {
  if (result.problems.length === 0) return null;
  const nothingAdded = result.added.length === 0 && result.problems.every((problem) => problem.addedQuantity === 0);
  return {
    title: nothingAdded ? 'None of the items could be added' : 'Some items could not be added in full',
    lines: result.problems.map((problem) => problem.message),
  };
}
