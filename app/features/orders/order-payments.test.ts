import { describe, expect, it } from 'vitest';
import { balanceState, isDepositPaid, payBalancePath } from './order-payments';

describe('balanceState', () => {
  it('offers Pay Balance Now only when approved and the balance is due, through the server redirect', () => {
    expect(balanceState({ id: 7, status: 'approved', balancePaymentId: null, balanceDue: true })).toEqual({
      kind: 'due',
      payPath: '/orders/7/pay-balance',
    });
    expect(balanceState({ id: 7, status: 'approved', balancePaymentId: null, balanceDue: false })).toEqual({
      kind: 'later',
    });
    expect(balanceState({ id: 7, status: 'awaiting_approval', balancePaymentId: null, balanceDue: false })).toEqual({
      kind: 'later',
    });
  });

  it('a guest on the status link passes its token to the redirect', () => {
    expect(balanceState({ id: 7, status: 'approved', balancePaymentId: null, balanceDue: true }, 'a/b')).toEqual({
      kind: 'due',
      payPath: '/orders/7/pay-balance?token=a%2Fb',
    });
    expect(payBalancePath(3)).toBe('/orders/3/pay-balance');
  });

  it('a recorded balance payment is paid, whatever the status says now', () => {
    expect(balanceState({ id: 7, status: 'shipped', balancePaymentId: 'P1', balanceDue: false })).toEqual({
      kind: 'paid',
    });
    expect(balanceState({ id: 7, status: 'balance_paid', balancePaymentId: null, balanceDue: false })).toEqual({
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
