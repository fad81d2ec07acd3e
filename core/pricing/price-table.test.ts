import { describe, expect, it } from 'vitest';
import { productCount, productNames } from './price-table';

describe('productNames', () => {
  it('names what an order makes, the way the pages say it', () => {
    expect(productNames('ball-marker')).toEqual({ one: 'ball marker', many: 'ball markers', title: 'Ball markers' });
    expect(productNames('backing-card').many).toBe('backing cards');
  });

  it('reads no product (a DTO or a row from before the products) and an unknown one as pins', () => {
    for (const product of [undefined, null, '', 'mug']) expect(productNames(product).many).toBe('pins');
  });
});

describe('productCount', () => {
  it('counts the pieces: "1 hat clip", "100 divot tools", pins without a product', () => {
    expect(productCount(1, 'hat-clip')).toBe('1 hat clip');
    expect(productCount(100, 'divot-tool')).toBe('100 divot tools');
    expect(productCount(50, undefined)).toBe('50 pins');
  });
});
