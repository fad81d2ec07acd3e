import { describe, expect, it } from 'vitest';
import { isBalanceSettled, parseLinkAmount } from './link-amount';

describe('parseLinkAmount', () => {
  it('reads whole and decimal amounts in cents', () => {
    expect(parseLinkAmount('250')).toBe(25_000);
    expect(parseLinkAmount('250.5')).toBe(25_050);
    expect(parseLinkAmount(' 19.99 ')).toBe(1_999);
  });

  it('refuses a missing, non-numeric, zero or negative amount', () => {
    for (const value of [null, '', 'abc', '0', '0.00', '-5', '1e3', '12,50', 'Infinity', '0.001']) {
      expect(parseLinkAmount(value), String(value)).toBeNull();
    }
  });
});

describe('isBalanceSettled', () => {
  it('is paid or later on the timeline', () => {
    expect(isBalanceSettled('balance_paid')).toBe(true);
    expect(isBalanceSettled('shipped')).toBe(true);
    expect(isBalanceSettled('approved')).toBe(false);
    expect(isBalanceSettled('mockup_sent')).toBe(false);
  });
});
