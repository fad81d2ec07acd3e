import { describe, expect, it } from 'vitest';
import { reorderProblemMessage, type ReorderProblem } from '../../../core/schemas/reorder';
import { reorderNotice } from './reorder-notice';

const line = { productId: 1, name: 'Harbour Town', orderedQuantity: 6, price: 11.99 };

function problem(reason: ReorderProblem['reason'], addedQuantity: number, max = 4): ReorderProblem {
  const result = { ...line, addedQuantity };
  return { ...result, reason, message: reorderProblemMessage(reason, result, max) };
}

describe('reorderNotice', () => {
  it('says nothing when every line went in as ordered', () => {
    expect(reorderNotice({ added: [{ ...line, addedQuantity: 6 }], problems: [] })).toBeNull();
  });

  it('lists each line that did not fit, with why', () => {
    const notice = reorderNotice({
      added: [{ ...line, productId: 2, addedQuantity: 1 }],
      problems: [problem('limit', 4), problem('stock', 0, 0), problem('unavailable', 0)],
    });
    expect(notice).toEqual({
      title: 'Some items could not be added in full',
      lines: [
        'Harbour Town: 4 of 6 added (limit of 4 per customer, your cart included)',
        'Harbour Town: not added (only 0 left in stock, your cart included)',
        'Harbour Town is no longer available',
      ],
    });
  });

  it('says so when nothing could be added', () => {
    expect(reorderNotice({ added: [], problems: [problem('out_of_stock', 0)] })?.title).toBe(
      'None of the items could be added',
    );
  });
});
