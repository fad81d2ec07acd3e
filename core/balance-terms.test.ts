import { describe, expect, it } from 'vitest';
import {
  BALANCE_DUE_LABEL,
  BALANCE_DUE_STATE,
  BALANCE_TERMS,
  balanceNowDue,
  balanceTerms,
  DESIGN_APPROVED_SUBJECT,
} from './balance-terms';
import { LEAD_TIME, LEAD_TIME_TEXT, leadTimeLabel } from './lead-time';

describe('balance terms', () => {
  it('puts the balance after design approval and before production, never at shipping', () => {
    for (const text of [
      BALANCE_DUE_LABEL,
      BALANCE_DUE_STATE,
      BALANCE_TERMS,
      balanceTerms(48_150),
      balanceNowDue(48_150),
    ]) {
      expect(text).toMatch(/approv/);
      expect(text).not.toMatch(/ship/i);
    }
    expect(BALANCE_TERMS).toMatch(/before production starts/);
  });

  it('names the amount in dollars and cents', () => {
    expect(balanceTerms(48_150)).toBe(
      'The balance of $481.50 is due after you approve your design, before production starts.',
    );
    expect(balanceNowDue(123_456)).toContain('$1,234.56');
  });

  it('has one subject for the approval e-mail', () => {
    expect(DESIGN_APPROVED_SUBJECT).toBe('Your design is approved');
  });
});

describe('lead time', () => {
  it('quotes the spec\'s "2-3 weeks", rush faster', () => {
    expect(LEAD_TIME_TEXT).toBe('2-3 weeks');
    expect(LEAD_TIME.rush.businessDays).toBeLessThan(LEAD_TIME.standard.businessDays);
    expect(leadTimeLabel(false)).toBe('Standard (2-3 weeks)');
    expect(leadTimeLabel(true)).toBe('Rush (1-2 weeks)');
  });

  it('estimates to the slow end of each range in business days (5 a week)', () => {
    expect(LEAD_TIME.standard.businessDays).toBe(15);
    expect(LEAD_TIME.rush.businessDays).toBe(10);
  });
});
