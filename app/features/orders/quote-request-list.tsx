/**
 * The customer's quote requests on /track-order: each with its status (accounts-admin-spec section 8:
 * pending, quoted, approved, completed), what it means for them, the quoted price and the order it became.
 */
import { Icon } from '../../components/ui/icons';
import { formatUsd } from '../../../core/money';
import type { CustomerQuoteRequest, QuoteRequestStatus } from '../../../core/schemas/quotes';
import { DetailList } from '../../components/ui/detail-list';
import { pluralize } from '../../lib/format';
import { orderDate } from './order-labels';
import { StatusBadge } from './order-parts';
import { LoadMoreButton } from '../../components/load-more-button';

const WHAT_NEXT: Record<QuoteRequestStatus, (quote: CustomerQuoteRequest) => string> = {
  pending: () => 'We are pricing your pins: your quote and a free mockup arrive by e-mail within 24 hours.',
  quoted: () => 'Your quote is ready: pay the 10% deposit with the link in our e-mail to start your order.',
  approved: (quote) =>
    quote.orderNumber
      ? `Deposit paid: your pins are order ${quote.orderNumber}, listed below.`
      : 'Deposit paid: your order is on its way to our designers.',
  completed: (quote) => (quote.orderNumber ? `Completed as order ${quote.orderNumber}.` : 'Completed.'),
};

/** The pages read so far as one list, and the next page's reader ("Show more quote requests"). */
export interface PagedQuoteRequests {
  data: CustomerQuoteRequest[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

export function QuoteRequestList({ query }: { query: PagedQuoteRequests }) {
  const quotes = query.data ?? [];
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quote-requests-title" className="flex flex-col gap-4">
      <h2 id="quote-requests-title" className="text-xl font-bold text-slate-900">
        Quote Requests
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteRequestCard quote={quote} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} label="Show more quote requests" />
    </section>
  );
}

function QuoteRequestCard({ quote }: { quote: CustomerQuoteRequest }) {
  const titleId = `quote-request-${quote.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="file-text" className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 id={titleId} className="font-bold text-slate-900">
              Quote request #{quote.id}
            </h3>
            <p className="text-sm text-slate-500">Sent {orderDate(quote.createdAt)}</p>
          </div>
        </div>
        <StatusBadge status={quote.status} />
      </header>
      <p className="text-sm text-slate-700">{WHAT_NEXT[quote.status](quote)}</p>
      <DetailList
        className="sm:grid-cols-2"
        rows={[
          { label: 'Quantity', value: pluralize(quote.quantity, 'pin') },
          ...(quote.quotedAmount !== null ? [{ label: 'Quoted price', value: formatUsd(quote.quotedAmount) }] : []),
          ...(quote.deadlineDate ? [{ label: 'Needed by', value: orderDate(`${quote.deadlineDate}T12:00:00`) }] : []),
          ...(quote.orderNumber ? [{ label: 'Order', value: quote.orderNumber }] : []),
        ]}
      />
      <p className="line-clamp-3 text-sm text-slate-600">{quote.projectDescription}</p>
    </article>
  );
}
