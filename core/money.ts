import { formatCount } from './en-us';

/** Money is integer cents in core and the database; dollars only at the API and display edges. */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** "12.50": the two-decimal text PayPal and the spec's payment calls use. */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.50", "-$5.00" */
export function formatUsd(cents: Cents): string {
  const [sign, dollars, fraction] = /^(-?)(\d+)\.(\d\d)$/.exec(centsToDecimalString(cents))!.slice(1);
  return `${sign}$${formatCount(Number(dollars))}.${fraction}`;
}
