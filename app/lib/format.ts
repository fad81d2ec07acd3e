import { dollarsToCents, formatUsd } from '../../core/money';

/** "$1,234.50" from integer cents (core's formatter). */
export { formatUsd };

/** "$1,234.50" from an API amount in dollars (the HTTP API speaks dollars; core speaks cents). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** "1 item" / "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
