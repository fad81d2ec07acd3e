import { describe, expect, it } from 'vitest';
import { balanceState, isDepositPaid } from './order-payments';

describe('balanceState', () => {
  it('offers Pay Balance Now only when approved, unpaid and a link exists', () => {
    expect(balanceState({ status: 'approved', balancePaymentId: null, balancePaymentToken: 'a/b' })).toEqual({
      kind: 'due',
      payPath: '/balance-payment/a%2Fb',
    });
    expect(balanceState({ status: 'approved', balancePaymentId: null, balancePaymentToken: null })).toEqual({
      kind: 'later',
    });
    expect(balanceState({ status: 'awaiting_approval', balancePaymentId: null, balancePaymentToken: 't' })).toEqual({
      kind: 'later',
    });
  });

  it('a recorded balance payment is paid, whatever the status says now', () => {
    expect(balanceState({ status: 'shipped', balancePaymentId: 'P1', balancePaymentToken: 't' })).toEqual({
      kind: 'paid',
    });
    expect(balanceState({ status: 'balance_paid', balancePaymentId: null, balancePaymentToken: null })).toEqual({
      kind: 'paid',
    });
  });
});

describe('isDepositPaid', () => {
  it('is the deposit payment id', () => {
    expect(isDepositPaid({ depositPaymentId: 'D1' })).toBe(true);
    expect(isDepositPaid({ depositPaymentId: null })).toBe(false);
  });
});
