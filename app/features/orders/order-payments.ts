/** What a custom order's payment block says (accounts-admin-spec section 2, Track Your Order). */
import type { CustomOrder } from './order-types';

export type BalanceState =
  /** The balance payment is in. */
  | { kind: 'paid' }
  /** Approved, a balance link exists and nothing is paid yet: "Balance Due" with Pay Balance Now. */
  | { kind: 'due'; payPath: string }
  /** Not payable yet: the balance comes after design approval. */
  | { kind: 'later' };

export function balanceState(
  order: Pick<CustomOrder, 'status' | 'balancePaymentId' | 'balancePaymentToken'>,
): BalanceState {
  if (order.balancePaymentId || order.status === 'balance_paid') return { kind: 'paid' };
  if (order.status === 'approved' && order.balancePaymentToken) {
    return { kind: 'due', payPath: `/balance-payment/${encodeURIComponent(order.balancePaymentToken)}` };
  }
  return { kind: 'later' };
}

export function isDepositPaid(order: Pick<CustomOrder, 'depositPaymentId'>): boolean {
  return Boolean(order.depositPaymentId);
}
