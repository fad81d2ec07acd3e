/** Category filter, sort and the count line above the grid (shopper-spec section 2). */
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
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
        <ToolbarSelect
          label="Category"
          value={view.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => onChange({ ...view, category: category as CategoryFilter })}
        />
        <ToolbarSelect
          label="Sort by"
          value={view.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ ...view, sort: sort as SortOrder })}
        />
      </div>
    </div>
  );
}

/** A labelled native select of the toolbar (the platform's own picker on phones). */
function ToolbarSelect({
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
  return (
    <Field label={label} className="min-w-0">
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 font-medium sm:w-52"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
