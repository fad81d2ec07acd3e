/**
 * "Pay Your Invoice": the invoice (number, who it bills, when it is due) and the link's amount, with the PayPal
 * button; or, when the link's amount is not the invoice's, why it cannot be paid (the server would refuse it too).
 */
import { WhatYouOwe } from '../../components/what-you-owe';
import { Icon } from '../../components/ui/icons';
import { centsToDecimalString, dollarsToCents, formatUsd, type Cents } from '../../../core/money';
import type { InvoiceSummaryDto } from '../../../core/schemas/payments';
import { PayPalPayment } from '../../components/payment/paypal-payment';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { dueDateLabel } from './due-date-label';
import { InvoicePdfLinks } from './invoice-pdf-links';
import { PayLinkHeader, SecurePaymentLine, SupportLine } from './pay-link-parts';

export interface InvoiceCardProps {
  invoiceNumber: string;
  /** The link's token, which the payment request carries like the API call did. */
  token: string;
  amountCents: Cents;
  /** The stored invoice; undefined when it could not be loaded (the server still checks the amount). */
  summary: InvoiceSummaryDto | undefined;
  payment: PayPalPaymentControls;
  nonce: string | undefined;
  supportEmail: string;
}

function AmountMismatch({
  invoiceNumber,
  totalCents,
  amountCents,
}: Record<'totalCents' | 'amountCents', Cents> & {
  invoiceNumber: string;
}) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
      <div>
        <p className="font-semibold">This link&apos;s amount does not match the invoice.</p>
        <p className="mt-1">
          Invoice #{invoiceNumber} is for {formatUsd(totalCents)}, not {formatUsd(amountCents)}. Please use the link
          from your invoice e-mail, or contact us for a new one.
        </p>
      </div>
    </div>
  );
}

export function InvoiceCard({
  invoiceNumber,
  token,
  amountCents,
  summary,
  payment,
  nonce,
  supportEmail,
}: InvoiceCardProps) {
  const totalCents = summary ? dollarsToCents(summary.total) : undefined;
  const mismatch = totalCents !== undefined && totalCents !== amountCents;
  return (
    <>
      <PayLinkHeader eyebrow="Invoice payment" title="Pay Your Invoice" narrow>
        <p>Pay securely online with PayPal or any major debit or credit card.</p>
      </PayLinkHeader>
      <div className="mx-auto max-w-xl px-4 pt-8 pb-20 sm:px-6">
        <section
          aria-labelledby="invoice-title"
          className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        >
          <header className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/60 px-6 py-4">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name="file-text" className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Invoice number</p>
              <h2 id="invoice-title" className="text-lg font-bold text-slate-900">
                {invoiceNumber}
              </h2>
            </div>
          </header>
          <div className="flex flex-col gap-6 p-6">
            <dl className="flex flex-col gap-3 text-sm">
              {summary?.customerName ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Billed to</dt>
                  <dd className="font-medium text-slate-900">{summary.customerName}</dd>
                </div>
              ) : null}
              {summary?.dueDate ? (
                <div className="flex justify-between gap-4">
                  <dt className="flex items-center gap-1.5 text-slate-600">
                    <Icon name="calendar-days" className="size-4" aria-hidden="true" />
                    Due date
                  </dt>
                  <dd className="font-medium text-slate-900">{dueDateLabel(summary.dueDate)}</dd>
                </div>
              ) : null}
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
                <dt className="font-semibold text-slate-900">Amount due</dt>
                <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="invoice-amount">
                  {formatUsd(amountCents)}
                </dd>
              </div>
            </dl>
            <InvoicePdfLinks invoiceNumber={invoiceNumber} token={token} paid={false} />

            {mismatch ? (
              <AmountMismatch invoiceNumber={invoiceNumber} totalCents={totalCents} amountCents={amountCents} />
            ) : (
              <>
                <PayPalPayment
                  payment={payment}
                  request={() => ({
                    purpose: 'invoice',
                    invoiceNumber,
                    token,
                    amount: centsToDecimalString(amountCents),
                  })}
                  label={`Pay ${formatUsd(amountCents)} with PayPal`}
                  amountCents={amountCents}
                  nonce={nonce}
                />
                <SecurePaymentLine />
                <p className="text-center text-xs text-pretty text-slate-500">
                  No PayPal account needed: pay as a guest with any major debit or credit card. By paying you agree to
                  our terms of service.
                </p>
              </>
            )}
          </div>
        </section>
        <WhatYouOwe
          path={`/api/receivables/invoices/${encodeURIComponent(invoiceNumber)}?t=${encodeURIComponent(token)}`}
          payButtons={false}
          className="mt-8"
        />
        <SupportLine email={supportEmail} className="mt-8" />
      </div>
    </>
  );
}
