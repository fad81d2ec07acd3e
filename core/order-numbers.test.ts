import { describe, expect, it } from 'vitest';
import { orderNumber, parseOrderNumber } from './order-numbers';

describe('order numbers', () => {
  it('names the kind and never gives two kinds the same text', () => {
    expect(orderNumber('catalogue', 1)).toBe('C-1001');
    expect(orderNumber('custom', 1)).toBe('W-1001');
    expect(orderNumber('custom', 12345)).toBe('W-13345');
  });

  it('reads what a customer types back to the order', () => {
    expect(parseOrderNumber('C-1001')).toEqual({ kind: 'catalogue', id: 1 });
    expect(parseOrderNumber(' #w 1002 ')).toEqual({ kind: 'custom', id: 2 });
    expect(parseOrderNumber('c1003')).toEqual({ kind: 'catalogue', id: 3 });
    for (const text of ['1001', 'X-1001', 'C-1000', 'C-', 'C-10a1', '']) expect(parseOrderNumber(text)).toBeNull();
  });

  it('round-trips every id', () => {
    for (const id of [1, 2, 999, 1000, 123456])
      for (const kind of ['catalogue', 'custom'] as const)
        expect(parseOrderNumber(orderNumber(kind, id))).toEqual({ kind, id });
  });
});
