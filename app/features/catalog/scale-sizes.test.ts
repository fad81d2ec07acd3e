import { describe, expect, it } from 'vitest';
import { scaleSizes } from './scale-sizes';

describe('scaleSizes', () => {
  it('scales the length of every entry and keeps its media condition', () => {
    expect(scaleSizes('(min-width: 1280px) 296px, (min-width: 1024px) 30vw, 92vw', 0.86)).toBe(
      '(min-width: 1280px) calc(296px * 0.86), (min-width: 1024px) calc(30vw * 0.86), calc(92vw * 0.86)',
    );
  });

  it('scales a single length', () => {
    expect(scaleSizes(' 100vw ', 0.5)).toBe('calc(100vw * 0.5)');
  });
});
