/**
 * Order History's search (number, name or e-mail; debounced), filters (kind, status, created from/to) and order
 * (newest first, or the custom orders whose proof must be approved soonest for their event date).
 */
import { Icon } from '../../../components/ui/icons';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { filterStatuses, statusLabel } from './order-labels';
import type { OrderFilters } from './use-admin-orders';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

export interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  /** The hidden regular-orders section has one kind only. */
  showKind?: boolean;
}

export function OrderFiltersBar({ filters, onChange, showKind = true }: OrderFiltersBarProps) {
  const [query, setQuery] = useState(filters.q ?? '');

  useEffect(() => {
    if (query === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: query }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filters, onChange]);

  return (
    <div role="search" aria-label="Orders" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]">
      <Field label="Search orders" hint="Order number, customer name or e-mail">
        {(control) => (
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              {...control}
              type="search"
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        )}
      </Field>
      {showKind ? (
        <Field label="Kind">
          {(control) => (
            <Select
              {...control}
              value={filters.kind ?? 'all'}
              onChange={(event) => onChange({ ...filters, kind: event.target.value as OrderFilters['kind'] })}
            >
              <option value="all">All orders</option>
              <option value="custom">Custom orders</option>
              <option value="regular">Catalog orders</option>
            </Select>
          )}
        </Field>
      ) : null}
      {showKind ? (
        <Field label="Sort">
          {(control) => (
            <Select
              {...control}
              value={filters.sort ?? 'newest'}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as OrderFilters['sort'] })}
            >
              <option value="newest">Newest first</option>
              <option value="approve_by">Proof approval due soonest</option>
            </Select>
          )}
        </Field>
      ) : null}
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ ...filters, status: event.target.value })}
          >
            <option value="">Any status</option>
            {filterStatuses(filters.kind).map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from ?? ''}
            max={filters.to || undefined}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to ?? ''}
            min={filters.from || undefined}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
