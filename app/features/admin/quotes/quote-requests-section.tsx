/**
 * The admin's Quote Requests (accounts-admin-spec section 2: list, view details, send or update a quote): newest
 * first, filtered by status, a page at a time; a row opens the details dialog with the quote form.
 */
import { Icon } from '../../../components/ui/icons';
import { Link } from 'react-router';
import { orderNumber } from '../../../../core/order-numbers';
import { pinSizeLabel } from '../../../../core/pin-options';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableRow,
  TableColumns,
} from '../../../components/ui/table';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { ListSearch } from '../list-search';
import { oneOf, useUrlFilters } from '../use-url-filters';
import { customOrderHref, QuoteDetailsDialog } from './quote-details-dialog';
import { QuoteStatusBadge, quoteStatusLabel, quotedAmountText, shortDate } from './quote-parts';
import { QUOTE_STATUSES, useQuoteRequests } from './use-quote-requests';

/** ?status= and ?q= filter the list; ?open= is the request whose details are open (a notice links to it). */
const NO_FILTERS = { status: 'all', q: '', open: '' };

export function QuoteRequestsSection() {
  const { filters, set, formKey } = useUrlFilters(NO_FILTERS);
  const q = filters.q.trim().slice(0, 200);
  const status = oneOf(filters.status, ['all', ...QUOTE_STATUSES] as const, 'all');
  const openId = Number(filters.open) || null;
  const setOpenId = (id: number | null) => set({ open: id === null ? null : String(id) }, { push: true });
  const query = useQuoteRequests(status, q);
  const quotes = query.data?.pages.flatMap((page) => page.quotes) ?? [];
  // Read from the list each render, so the dialog shows the request as saved after a change.
  const open = quotes.find((quote) => quote.id === openId) ?? null;

  return (
    <section aria-labelledby="quote-requests-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="quote-requests-title" className="text-2xl font-bold text-slate-900">
            Quote Requests
          </h2>
          <p className="mt-1 text-sm text-slate-600">Custom pin requests from the quote form, newest first.</p>
        </div>
        <Field label="Show" className="w-48">
          {(control) => (
            <Select {...control} value={status} onChange={(event) => set({ status: event.target.value })}>
              <option value="all">All requests</option>
              {QUOTE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {quoteStatusLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ListSearch
        key={formKey}
        label="Quote requests"
        hint="Number, name, e-mail or company"
        text={q}
        onApply={(text) => set({ q: text })}
      />

      {query.isPending ? (
        <ListLoading>Loading quote requests...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the quote requests."
          onRetry={() => void query.refetch()}
        />
      ) : quotes.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="inbox" className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">
            {q ? `No quote request matches "${q}"` : 'No quote requests yet'}
          </p>
        </div>
      ) : (
        <Table>
          <TableCaption className="sr-only">Quote requests</TableCaption>
          <TableColumns
            columns={['Request', 'Status', 'Customer', 'Company', 'Quantity', 'Size', 'Deadline', 'Received', 'Quote']}
            actions
          />
          <TableBody>
            {quotes.map((quote) => (
              <TableRow key={quote.id}>
                <TableHead scope="row">#{quote.id}</TableHead>
                <TableCell>
                  <QuoteStatusBadge status={quote.status} />
                </TableCell>
                <TableCell>
                  <span className="block font-medium text-slate-900">{quote.customerName}</span>
                  <span className="block text-xs text-slate-500">{quote.customerEmail}</span>
                </TableCell>
                <TableCell>{quote.companyName || '—'}</TableCell>
                <TableCell className="tabular-nums">{quote.quantity}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {quote.preferredSize ? pinSizeLabel(quote.preferredSize) : '—'}
                </TableCell>
                <TableCell className="whitespace-nowrap">{shortDate(quote.deadlineDate)}</TableCell>
                <TableCell className="whitespace-nowrap">{shortDate(quote.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {quotedAmountText(quote.quotedAmount)}
                  {quote.customOrderId !== null ? (
                    <Link
                      to={customOrderHref(quote.customOrderId)}
                      className="block text-xs font-medium text-brand-700 underline"
                    >
                      Deposit paid: order {orderNumber('custom', quote.customOrderId)}
                    </Link>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setOpenId(quote.id)}
                    aria-label={`View quote request #${quote.id}`}
                  >
                    <Icon name="eye" className="size-4" aria-hidden="true" />
                    View
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <LoadMoreButton query={query} />

      <QuoteDetailsDialog quote={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
