import { describe, expect, it } from 'vitest';
import { agingBucket, daysPastDue, lineState, today, type LineFacts } from './receivables';

describe('agingBucket', () => {
  it('groups days past due as the owner reads them', () => {
    expect([-5, 0].map(agingBucket)).toEqual(['current', 'current']);
    expect([1, 30].map(agingBucket)).toEqual(['1-30', '1-30']);
    expect([31, 60].map(agingBucket)).toEqual(['31-60', '31-60']);
    expect([61, 90].map(agingBucket)).toEqual(['61-90', '61-90']);
    expect([91, 400].map(agingBucket)).toEqual(['over-90', 'over-90']);
  });
});

describe('daysPastDue', () => {
  it('counts calendar days, across months and a leap day', () => {
    expect(daysPastDue('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysPastDue('2026-11-29', '2026-12-29')).toBe(30);
    expect(daysPastDue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysPastDue('2026-12-01', '2026-11-29')).toBe(-2);
  });

  it('reads "now" as its UTC day', () => {
    expect(today(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-29');
  });
});

describe('lineState', () => {
  const open: LineFacts = { paid: false, capturedCents: 0, refundedCents: 0, cancelled: false, dueDate: '2026-12-01' };

  it('is scheduled before its due date, due on it and overdue after it', () => {
    expect(lineState(open, '2026-11-30')).toBe('scheduled');
    expect(lineState(open, '2026-12-01')).toBe('due');
    expect(lineState(open, '2026-12-02')).toBe('overdue');
  });

  it('is scheduled while it has no due date (a balance before the design is approved)', () => {
    expect(lineState({ ...open, dueDate: null }, '2030-01-01')).toBe('scheduled');
  });

  it('stays paid when part went back, and is refunded when all of it did', () => {
    const paid = { ...open, paid: true, capturedCents: 31500 };
    expect(lineState({ ...paid, refundedCents: 5000 }, '2027-06-01')).toBe('paid');
    expect(lineState({ ...paid, refundedCents: 31500 }, '2027-06-01')).toBe('refunded');
  });

  it("voids a cancelled order's unpaid lines but keeps what it paid", () => {
    expect(lineState({ ...open, cancelled: true }, '2027-06-01')).toBe('void');
    expect(lineState({ ...open, cancelled: true, paid: true, capturedCents: 3500 }, '2027-06-01')).toBe('paid');
  });
});
