/** The pay-link amounts (accounts-admin-spec sections 2 and 5). */

const MAX_CENTS = 100_000_000;

/** The invoice link's `amount` in cents, or null when it is missing, not a number, or not above 0. */
export function parseLinkAmount(value: string | null): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 && cents <= MAX_CENTS ? cents : null;
}

/** Statuses in which the balance is settled: paid, and every step after it on the timeline. */
const SETTLED_STATUSES = new Set(['balance_paid', 'in_production', 'shipped', 'delivered']);

export function isBalanceSettled(status: string): boolean {
  return SETTLED_STATUSES.has(status);
}
