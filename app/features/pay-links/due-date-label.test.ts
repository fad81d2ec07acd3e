import { describe, expect, it } from 'vitest';
import { dueDateLabel } from './due-date-label';

describe('dueDateLabel', () => {
  it('reads a due date as a calendar day', () => {
    expect(dueDateLabel('2026-12-21')).toBe('December 21, 2026');
    expect(dueDateLabel('2026-12-21T23:30:00.000Z')).toBe('December 21, 2026');
    expect(dueDateLabel('soon')).toBe('soon');
  });
});
