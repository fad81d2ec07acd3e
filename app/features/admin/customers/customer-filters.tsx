/**
 * The customers' search (name, e-mail, company) and filters, kept in the page's URL so a reload, Back or a shared
 * link shows the same list; applied with the Search button.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { FILTER_KEYS, type CustomerFilters } from './use-customers';

export const NO_FILTERS: CustomerFilters = { q: '', orders: '', consent: '', suppressed: '' };

/** The filters a URL names (an unknown value is no filter). */
export function filtersOf(search: URLSearchParams): CustomerFilters {
  const yesNo = (value: string | null) => (value === 'yes' || value === 'no' ? value : '');
  return {
    q: search.get('q')?.trim().slice(0, 200) ?? '',
    orders: yesNo(search.get('orders')),
    consent: yesNo(search.get('consent')),
    suppressed: yesNo(search.get('suppressed')),
  };
}

/** The URL's query for these filters (empty ones left out). */
export function filterSearch(filters: CustomerFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key].trim()) search.set(key, filters[key].trim());
  return search;
}

const CHOICES = [
  { key: 'orders', label: 'Orders', yes: 'Has orders', no: 'No orders' },
  { key: 'consent', label: 'Marketing consent', yes: 'Opted in', no: 'Not opted in' },
  { key: 'suppressed', label: 'Suppressed', yes: 'Blocked from marketing', no: 'Not blocked' },
] as const;

export function CustomerFiltersBar({
  filters,
  onApply,
}: {
  filters: CustomerFilters;
  onApply: (filters: CustomerFilters) => void;
}) {
  const [values, setValues] = useState(filters);
  const set = (key: keyof CustomerFilters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  function clear() {
    setValues(NO_FILTERS);
    onApply(NO_FILTERS);
  }

  return (
    <form role="search" aria-label="Customers" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field label="Search" hint="Name, e-mail or company" className="w-64">
        {(control) => <Input {...control} type="search" value={values.q} onChange={set('q')} maxLength={200} />}
      </Field>
      {CHOICES.map((choice) => (
        <Field key={choice.key} label={choice.label} className="w-48">
          {(control) => (
            <Select {...control} value={values[choice.key]} onChange={set(choice.key)}>
              <option value="">Any</option>
              <option value="yes">{choice.yes}</option>
              <option value="no">{choice.no}</option>
            </Select>
          )}
        </Field>
      ))}
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Icon name="search" className="size-4" aria-hidden="true" />
          Search
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          <Icon name="x" className="size-4" aria-hidden="true" />
          Clear
        </Button>
      </div>
    </form>
  );
}
