import { describe, expect, it } from 'vitest';
import { dueDateLabel, platingLabel, sizeLabel } from './labels';

describe('pay page labels', () => {
  it('reads sizes and platings', () => {
    expect(sizeLabel('1.5inch')).toBe('1.5 inch');
    expect(platingLabel('black-nickel')).toBe('Black Nickel');
  });

  it('reads a due date as a calendar day', () => {
    expect(dueDateLabel('2026-12-21')).toBe('December 21, 2026');
    expect(dueDateLabel('2026-12-21T23:30:00.000Z')).toBe('December 21, 2026');
    expect(dueDateLabel('soon')).toBe('soon');
  });
});
