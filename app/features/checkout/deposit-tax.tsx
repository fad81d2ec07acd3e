/**
 * A custom order's sales tax on its deposit page (the designer's checkout and a quote's): asked of the server for
 * the ship-to on the page (POST /api/checkout/deposit-tax-quote, the same computation the deposit payment charges),
 * then shown in plain words: the tax on the whole order, and how much of it this payment and the balance carry.
 */
import { centsToDecimalString, formatUsd } from '../../../core/money';
import type { ShipTo } from '../../../core/ship-to-check';
import { depositTaxQuoteSchema, type DepositTaxQuote } from '../../../core/schemas/tax-quote';
import { apiRequest } from '../../lib/api';
import { useKeptRead, type KeptRead } from '../../lib/use-kept-read';

async function fetchDepositTax(body: { preparedOrderId: string; shipTo?: ShipTo; payInFull?: boolean }) {
  const response = await apiRequest('POST', '/api/checkout/deposit-tax-quote', body);
  return depositTaxQuoteSchema.parse(await response.json());
}

/** The quote for the order, its ship-to (the page's, or the order's own) and the choice; none while either is unknown. */
export function useDepositTax(
  preparedOrderId: string,
  shipTo: ShipTo | undefined,
  hasShipTo: boolean,
  payInFull: boolean,
): KeptRead<DepositTaxQuote> {
  const key = hasShipTo
    ? `/api/checkout/deposit-tax-quote|${preparedOrderId}|${JSON.stringify(shipTo ?? null)}|${payInFull}`
    : null;
  return useKeptRead(key, () =>
    fetchDepositTax({ preparedOrderId, ...(shipTo ? { shipTo } : {}), ...(payInFull ? { payInFull: true } : {}) }),
  );
}

/** What is due now by the server's quote (its tax share in it), or the page's own figure until the quote is in. */
export function dueNowWithTax(quote: DepositTaxQuote | undefined, fallbackCents: number): number {
  return quote ? quote.depositCents : fallbackCents;
}

/** "Sales tax (CA 7.25%): $25.38 on the whole order, all of it with the balance." */
export function DepositTaxNote({ quote, payInFull }: { quote: DepositTaxQuote | undefined; payInFull: boolean }) {
  if (!quote) return <p className="text-sm text-slate-600">Sales tax: calculated from where we ship your pins.</p>;
  if (quote.exemptReason) {
    return <p className="text-sm text-slate-600">No sales tax: {quote.exemptReason.replace(/^Exempt: /, '')}.</p>;
  }
  if (quote.taxCents === 0)
    return <p className="text-sm text-slate-600">No sales tax is charged for {quote.region}.</p>;
  const share =
    payInFull || quote.balanceTaxCents === 0
      ? 'all of it with this payment'
      : quote.depositTaxCents === 0
        ? 'all of it with the balance'
        : `${formatUsd(quote.depositTaxCents)} with this payment, ${formatUsd(quote.balanceTaxCents)} with the balance`;
  return (
    <p className="text-sm text-slate-600" data-tax-cents={centsToDecimalString(quote.taxCents)}>
      {quote.taxLabel ?? 'Sales tax'}: {formatUsd(quote.taxCents)} on the whole order, {share}. Balance after this
      payment: {formatUsd(quote.remainingCents)}.
    </p>
  );
}
