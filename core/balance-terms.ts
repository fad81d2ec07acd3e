/**
 * When a custom order's balance is due (accounts-admin-spec section 9: "balance paid on approval"): after the
 * customer approves the design, before production starts. One wording for the designer, the checkout, the order,
 * proof and balance pages and the e-mails.
 */
import { formatUsd, type Cents } from './money';

/** The label beside the balance amount. */
export const BALANCE_DUE_LABEL = 'Balance due after design approval';

/** The balance's state on an order before the design is approved. */
export const BALANCE_DUE_STATE = 'Due after design approval';

/** The rule in one sentence, for places that show the amount beside it. */
export const BALANCE_TERMS = 'The balance is due after you approve your design, before production starts.';

/** The rule with the amount: "The balance of $481.50 is due after you approve your design, before production starts." */
export function balanceTerms(remainingCents: Cents): string {
  return `The balance of ${formatUsd(remainingCents)} is due after you approve your design, before production starts.`;
}

/** Approved and not paid yet: what the balance page and the approval e-mail say. */
export function balanceNowDue(remainingCents: Cents): string {
  return `Your design is approved, so the balance of ${formatUsd(remainingCents)} is now due: once it is paid, production starts.`;
}

/** The subject line's opening of the e-mail sent when the design is approved (with the balance link). */
export const DESIGN_APPROVED_SUBJECT = 'Your design is approved';
