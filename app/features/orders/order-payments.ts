/** What a custom order's payment block says (accounts-admin-spec section 2, Track Your Order). */
import type { CustomOrder } from './order-types';

export type BalanceState =
  /** The balance payment is in. */
  | { kind: 'paid' }
  /** Approved and nothing paid yet: "Balance Due" with Pay Balance Now. */
  | { kind: 'due'; payPath: string }
  /** Not payable yet: the balance comes after design approval. */
  | { kind: 'later' };

/**
 * Where Pay Balance Now leads: the server's redirect to the order's live balance link (the token itself never reaches
 * the browser in an order). It opens for the signed-in owner, or with the order's status-link token for a guest.
 */
export function payBalancePath(orderId: number, statusToken?: string): string {
  const query = statusToken ? `?${new URLSearchParams({ token: statusToken }).toString()}` : '';
  return `/orders/${orderId}/pay-balance${query}`;
}

export function balanceState(
  order: Pick<CustomOrder, 'id' | 'status' | 'balancePaymentId' | 'balanceDue'>,
  statusToken?: string,
): BalanceState {
  if (order.balancePaymentId || order.status === 'balance_paid') return { kind: 'paid' };
  if (order.status === 'approved' && order.balanceDue) {
    return { kind: 'due', payPath: payBalancePath(order.id, statusToken) };
  }
  return { kind: 'later' };
}

export function isDepositPaid(order: Pick<CustomOrder, 'depositPaymentId'>): boolean {
  return Boolean(order.depositPaymentId);
}
