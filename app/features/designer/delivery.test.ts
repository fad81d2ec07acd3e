import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate, formatDeliveryDate } from './delivery';

describe('estimatedDeliveryDate', () => {
  it('standard: four weeks from today', () => {
    expect(estimatedDeliveryDate('2026-11-21', false)).toBe('2026-12-19');
  });

  it('rush: three weeks from today, earlier than standard', () => {
    expect(estimatedDeliveryDate('2026-11-21', true)).toBe('2026-12-12');
    expect(estimatedDeliveryDate('2026-11-21', true) < estimatedDeliveryDate('2026-11-21', false)).toBe(true);
  });

  it('crosses the year end', () => {
    expect(estimatedDeliveryDate('2026-12-20', true)).toBe('2027-01-10');
  });
});

describe('formatDeliveryDate', () => {
  it('spells the day out', () => {
    expect(formatDeliveryDate('2026-12-19')).toBe('Saturday, December 19, 2026');
  });
});
