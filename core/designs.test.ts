import { describe, expect, it } from 'vitest';
import { designsOfOrder, proofTitle, SINGLE_DESIGN_NAME } from './designs';

const logo = { logoUrl: '/uploads/crest.png', logoFileName: 'crest.png' };

describe('designsOfOrder', () => {
  it('an order without designs is one design: its quantity and its logo', () => {
    expect(designsOfOrder({ pinDesigns: [], quantity: 150, ...logo })).toEqual([
      { name: SINGLE_DESIGN_NAME, quantity: 150, ...logo },
    ]);
    expect(designsOfOrder({ pinDesigns: null, quantity: 50, logoUrl: null, logoFileName: null })).toEqual([
      { name: SINGLE_DESIGN_NAME, quantity: 50 },
    ]);
  });

  it("lists an order's designs in order; design 1 without artwork of its own shows the order's logo", () => {
    const listed = [
      { name: 'Hole 7', quantity: 25 },
      { name: 'Hole 12', quantity: 25, logoUrl: '/uploads/hole-12.png' },
    ];
    expect(designsOfOrder({ pinDesigns: listed, quantity: 50, ...logo })).toEqual([
      { name: 'Hole 7', quantity: 25, ...logo },
      { name: 'Hole 12', quantity: 25, logoUrl: '/uploads/hole-12.png' },
    ]);
  });
});

describe('proofTitle', () => {
  it('names the design only among several', () => {
    expect(proofTitle([{ name: 'Crest' }], 1, 2)).toBe('Proof 2');
    expect(proofTitle([{ name: 'Hole 1' }, { name: 'Hole 7' }], 2, 2)).toBe("Proof 2 of 'Hole 7'");
  });
});
