/** The owner's aging report: open lines grouped by customer (most owed first) with totals per age bucket. */
import { AGING_BUCKETS, compareText } from '../../../core/receivables';
import type { AgingTotals, ReceivableLine, ReceivablesReport } from '../../../core/schemas/receivables';

const emptyTotals = (): AgingTotals => ({ current: 0, '1-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0, total: 0 });

function add(totals: AgingTotals, line: ReceivableLine): void {
  totals[line.bucket] += line.amountCents;
  totals.total += line.amountCents;
}

/** Lines already in due-date order; a customer is their lower-cased e-mail address. */
export function buildReport(asOf: string, lines: readonly ReceivableLine[]): ReceivablesReport {
  const totals = emptyTotals();
  const customers = new Map<string, ReceivablesReport['customers'][number]>();
  for (const line of lines) {
    const key = line.customerEmail.toLowerCase();
    let customer = customers.get(key);
    if (!customer) {
      customer = {
        customerEmail: line.customerEmail,
        customerName: line.customerName,
        totals: emptyTotals(),
        lines: [],
      };
      customers.set(key, customer);
    }
    customer.lines.push(line);
    add(customer.totals, line);
    add(totals, line);
  }
  const oldestFirst = (totalsOf: AgingTotals) => AGING_BUCKETS.map((bucket) => totalsOf[bucket]).reverse();
  const sorted = [...customers.values()].sort(
    (a, b) =>
      b.totals.total - a.totals.total ||
      compareDesc(oldestFirst(a.totals), oldestFirst(b.totals)) ||
      compareText(a.customerEmail.toLowerCase(), b.customerEmail.toLowerCase()),
  );
  return { asOf, totals, customers: sorted };
}

function compareDesc(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = b[index]! - a[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}
