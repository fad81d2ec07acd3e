/** Category filter, sort and the count line above the grid (shopper-spec section 2). */
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { CATEGORY_OPTIONS, SORT_OPTIONS, type CatalogView, type CategoryFilter, type SortOrder } from './catalog-view';

export interface CatalogToolbarProps {
  view: CatalogView;
  onChange(view: CatalogView): void;
  shown: number;
  total: number;
  loading?: boolean;
}

export function CatalogToolbar({ view, onChange, shown, total, loading = false }: CatalogToolbarProps) {
  return (
    <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 md:flex-row md:items-end md:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {loading ? (
          'Loading pins…'
        ) : (
          <>
            Showing <span className="font-semibold text-slate-900">{shown}</span> of{' '}
            <span className="font-semibold text-slate-900">{total}</span> pins
          </>
        )}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:gap-4">
        <Select
          label="Category"
          value={view.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => onChange({ ...view, category: category as CategoryFilter })}
        />
        <Select
          label="Sort by"
          value={view.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ ...view, sort: sort as SortOrder })}
        />
      </div>
    </div>
  );
}

/** A native select: the platform's own picker on phones, keyboard and screen-reader support for free. */
function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full min-w-0 appearance-none rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm transition-colors hover:border-brand-600 focus-visible:border-brand-600 sm:w-52"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
