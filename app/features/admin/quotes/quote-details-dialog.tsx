/**
 * One quote request in full (accounts-admin-spec section 2, "view details"): the customer, the project, the uploaded
 * logo, the status selector and the quote form. At most 90% of the screen high (section 9), scrolling inside.
 */
import { Link } from 'react-router';
import { adminPath } from '../../../../core/admin-links';
import { orderNumber } from '../../../../core/order-numbers';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../../core/pin-options';
import { ADMIN_MESSAGES, type AdminQuoteRequest } from '../../../../core/schemas/admin';
import { DetailList } from '../../../components/ui/detail-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../admin-toast';
import { QuoteForm } from './quote-form';
import { QuoteLogo, QuoteStatusBadge, quoteStatusLabel, quotedAmountText, shortDate } from './quote-parts';
import { QUOTE_STATUSES, useUpdateQuoteRequest, type QuoteStatus } from './use-quote-requests';
import { ArtworkReportPanel } from '../artwork-report-panel';
import { QuoteDesignsPanel } from './quote-designs-panel';
import { productCount } from '../../../../core/pricing/price-table';

export function customOrderHref(customOrderId: number): string {
  return adminPath({ kind: 'custom-order', id: customOrderId });
}

function TextBlock({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section>
      <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{text}</p>
    </section>
  );
}

function StatusSelector({ quote }: { quote: AdminQuoteRequest }) {
  const update = useUpdateQuoteRequest();
  return (
    <Field label="Status" className="max-w-xs">
      {(control) => (
        <Select
          {...control}
          value={quote.status}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { id: quote.id, body: { status: event.target.value as QuoteStatus } },
              {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    title: 'Status Updated',
                    description: 'The quote request status has been updated.',
                  }),
                onError: (error) => toastFailure(error, ADMIN_MESSAGES.quoteFailed),
              },
            )
          }
        >
          {QUOTE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {quoteStatusLabel(status)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function QuoteDetailsDialog({ quote, onClose }: { quote: AdminQuoteRequest | null; onClose(): void }) {
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {quote ? (
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" closeLabel="Close quote request">
          <DialogHeader>
            <DialogTitle className="flex flex-wrap items-center gap-3">
              Quote Request #{quote.id} <QuoteStatusBadge status={quote.status} />
            </DialogTitle>
            <DialogDescription>
              From {quote.customerName}, received {shortDate(quote.createdAt)}
            </DialogDescription>
          </DialogHeader>
          <div className="mt-6 flex flex-col gap-6">
            <DetailList
              className="sm:grid-cols-3"
              rows={[
                { label: 'Customer', value: quote.customerName },
                {
                  label: 'Email',
                  value: (
                    <a href={`mailto:${quote.customerEmail}`} className="text-brand-700 underline">
                      {quote.customerEmail}
                    </a>
                  ),
                },
                { label: 'Phone', value: quote.customerPhone || '—' },
                { label: 'Company', value: quote.companyName || '—' },
                { label: 'Quantity', value: productCount(quote.quantity, quote.product) },
                { label: 'Preferred size', value: quote.preferredSize ? pinSizeLabel(quote.preferredSize) : '—' },
                { label: 'Deadline', value: shortDate(quote.deadlineDate) },
                { label: 'Quoted amount', value: quotedAmountText(quote.quotedAmount) },
                { label: 'Quoted on', value: shortDate(quote.quotedAt) },
                { label: 'Quoted size', value: quote.quotedSize ? pinSizeLabel(quote.quotedSize) : '—' },
                { label: 'Quoted plating', value: quote.quotedPlating ? pinPlatingLabel(quote.quotedPlating) : '—' },
                {
                  label: 'Quoted packaging',
                  value: quote.quotedPackaging ? pinPackagingLabel(quote.quotedPackaging) : '—',
                },
                { label: 'Rush order', value: quote.quotedAt ? (quote.quotedRush ? 'Yes' : 'No') : '—' },
                {
                  label: 'Custom order',
                  value:
                    quote.customOrderId === null ? (
                      'Deposit not paid'
                    ) : (
                      <Link to={customOrderHref(quote.customOrderId)} className="text-brand-700 underline">
                        Order {orderNumber('custom', quote.customOrderId)}
                      </Link>
                    ),
                },
              ]}
            />
            <TextBlock title="Project description" text={quote.projectDescription} />
            <TextBlock title="Additional notes" text={quote.additionalNotes} />
            <TextBlock title="Notes sent with the quote" text={quote.quotedNotes} />
            {quote.designs.length > 0 ? (
              <QuoteDesignsPanel designs={quote.designs} product={quote.product} />
            ) : quote.logoUrl ? (
              <section>
                <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Logo / design</h3>
                <div className="mt-2">
                  <QuoteLogo url={quote.logoUrl} fileName={quote.logoFileName} customerName={quote.customerName} />
                </div>
                <div className="mt-3">
                  <ArtworkReportPanel url={quote.logoUrl} />
                </div>
              </section>
            ) : null}
            <StatusSelector quote={quote} />
            <div className="border-t border-slate-200 pt-5">
              <QuoteForm key={quote.id} quote={quote} onSent={onClose} />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
