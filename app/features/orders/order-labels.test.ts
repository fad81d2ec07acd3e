import { describe, expect, it } from 'vitest';
import { orderDate, statusLabel, statusTone } from './order-labels';

describe('order labels', () => {
  it('reads statuses', () => {
    expect(statusLabel('in_production')).toBe('In Production');
    expect(statusLabel('balance_paid')).toBe('Balance Paid');
  });

  it('colours statuses as the spec says, grey for the rest', () => {
    expect(statusTone('pending')).toContain('amber');
    expect(statusTone('approved')).toContain('emerald');
    expect(statusTone('deposit_paid')).toContain('slate');
  });

  it('formats a date and survives a bad one', () => {
    expect(orderDate('2026-03-03T12:00:00.000Z')).toMatch(/March [23], 2026/);
    expect(orderDate('not a date')).toBe('');
  });
});
