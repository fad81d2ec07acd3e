import { describe, expect, it } from 'vitest';
import { parseProductId } from './product-id';

describe('parseProductId', () => {
  it('accepts a positive integer id', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('2147483647')).toBe(2147483647);
  });

  it('rejects anything that cannot name a product', () => {
    for (const param of [undefined, '', 'abc', '0', '-1', '01', '1.5', '1e3', ' 1', '2147483648', '99999999999']) {
      expect(parseProductId(param)).toBeNull();
    }
  });
});
