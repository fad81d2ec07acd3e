/**
 * The end of a custom order's summary on its deposit page (the designer's order and a quote's): the sales tax and the
 * total with it once the server has quoted them, what is due now for the choice on the page, and the balance after it.
 * Until the quote is in (or on a page without one), the order's own figures before tax.
 */
import { BALANCE_DUE_LABEL, balanceTerms } from '../../core/balance-terms';
import type { Cents } from '../../core/money';
import type { DepositTaxQuote } from '../../core/schemas/tax-quote';
import { usePrices } from '../lib/use-prices';
import { formatUsd } from '../lib/format';
import { MoneyRow } from './summary-card';

/**
 * What the order's summary shows due for the choice on the page, by the server's quote for it: the tax on the whole
 * order, the total with it (this payment and the balance, each with its share: what PayPal will be asked for).
 */
export interface DueFigures {
  payInFull: boolean;
  /** "Sales tax (CA 7.25%)"; null when no tax is charged (no rate, or exempt). */
  taxLabel: string | null;
  taxCents: number;
  totalWithTaxCents: number;
  dueNowCents: number;
  balanceCents: number;
}

export function dueFigures(quote: DepositTaxQuote, payInFull: boolean): DueFigures {
  return {
    payInFull,
    taxLabel: quote.taxCents > 0 ? (quote.taxLabel ?? 'Sales tax') : null,
    taxCents: quote.taxCents,
    totalWithTaxCents: quote.depositCents + quote.remainingCents,
    dueNowCents: quote.depositCents,
    balanceCents: quote.remainingCents,
  };
}

export interface DueRowsProps {
  figures: DueFigures | undefined;
  /** The order's deposit and balance before tax. */
  depositCents: Cents;
  balanceCents: Cents;
  depositPaid?: boolean;
}

export function DueRows({ figures, depositCents, balanceCents, depositPaid = false }: DueRowsProps) {
  const depositPercent = usePrices().depositPercent;
  const deposit = depositPaid ? `Deposit paid (${depositPercent}%)` : `Deposit due now (${depositPercent}%)`;
  return (
    <>
      {figures?.taxLabel ? (
        <>
          <MoneyRow label={figures.taxLabel} value={formatUsd(figures.taxCents)} />
          <MoneyRow label="Total with tax" value={formatUsd(figures.totalWithTaxCents)} tone="total" />
        </>
      ) : null}
      <MoneyRow
        label={figures?.payInFull ? 'Due now (paid in full)' : deposit}
        value={formatUsd(figures?.dueNowCents ?? depositCents)}
        tone="due"
        className="mt-2"
      />
      {figures?.payInFull ? null : (
        <MoneyRow label={BALANCE_DUE_LABEL} value={formatUsd(figures?.balanceCents ?? balanceCents)} />
      )}
    </>
  );
}

/** The summary's closing line: when the balance is due, or that nothing more is. */
export function dueNote(figures: DueFigures | undefined, balanceCents: Cents): string {
  const after = figures?.payInFull ? 'Nothing more to pay later.' : balanceTerms(figures?.balanceCents ?? balanceCents);
  return `Your mockup arrives by e-mail within 24 hours. ${after}`;
}
