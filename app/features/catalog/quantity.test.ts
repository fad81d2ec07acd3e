import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantityInput } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-3, 10)).toBe(1);
    expect(clampQuantity(7, 10)).toBe(7);
    expect(clampQuantity(25, 4)).toBe(4);
    expect(clampQuantity(2.7, 10)).toBe(2);
  });

  it('shows 1 when nothing can be bought and for non-numbers', () => {
    expect(clampQuantity(5, 0)).toBe(1);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });
});

describe('parseQuantityInput', () => {
  it('accepts whole positive numbers only', () => {
    expect(parseQuantityInput(' 25 ')).toBe(25);
    expect(parseQuantityInput('')).toBeNull();
    expect(parseQuantityInput('0')).toBeNull();
    expect(parseQuantityInput('-2')).toBeNull();
    expect(parseQuantityInput('2.5')).toBeNull();
    expect(parseQuantityInput('1e3')).toBeNull();
  });
});
