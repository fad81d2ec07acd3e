/**
 * The customers: one row per person (their address), newest first, a page at a time, with what they bought, the
 * money kept and whether marketing reaches them. The search and filters live in the URL.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { adminPath } from '../../../../core/admin-links';
import { formatUsd } from '../../../../core/money';
import { formatCount } from '../../../../core/en-us';
import { Badge } from '../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useUrlFilters } from '../use-url-filters';
import { cleanFilters, CustomerFiltersBar, NO_FILTERS } from './customer-filters';
import { customerName, marketingLabel } from './customer-labels';
import { useCustomerList } from './use-customers';

export function CustomerList() {
  const { filters: values, set, formKey } = useUrlFilters(NO_FILTERS);
  const filters = useMemo(() => cleanFilters(values), [values]);
  const location = useLocation();
  const query = useCustomerList(filters);
  const rows = query.data?.pages.flatMap((page) => page.customers) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-6">
      <div>
        <h2 id="customers-title" className="text-2xl font-bold text-slate-900">
          Customers
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Everyone who bought, registered, signed up or was imported: one customer per e-mail address.
        </p>
      </div>
      {/* Keyed by formKey: Back or a link sets the form's values again. */}
      <CustomerFiltersBar key={formKey} filters={filters} onApply={(next) => set({ ...next })} />

      {query.isPending ? (
        <ListLoading>Loading customers...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the customers."
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {filtered ? 'No customers match this search' : 'No customers yet'}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {total === 1 ? '1 customer' : `${formatCount(total)} customers`}
          </p>
          <Table>
            <TableCaption className="sr-only">Customers</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Customer</TableHead>
                <TableHead>Company</TableHead>
                <TableHead className="text-right">Orders</TableHead>
                <TableHead className="text-right">Lifetime spend</TableHead>
                <TableHead>Marketing</TableHead>
                <TableHead>Account</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link
                      to={adminPath({ kind: 'customer', id: row.id })}
                      state={{ back: location.search }}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {customerName(row)}
                    </Link>
                    {row.name ? <span className="block text-xs text-slate-600">{row.email}</span> : null}
                  </TableCell>
                  <TableCell>{row.company ?? '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.orderCount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatUsd(row.lifetimeSpendCents)}</TableCell>
                  <TableCell>
                    <Badge variant={row.suppressed ? 'warning' : row.marketingConsent ? 'secondary' : 'outline'}>
                      {marketingLabel(row)}
                    </Badge>
                  </TableCell>
                  <TableCell>{row.hasAccount ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <LoadMoreButton query={query} />
    </section>
  );
}
