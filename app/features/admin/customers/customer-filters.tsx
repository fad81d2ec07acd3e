/**
 * The customers' search (name, e-mail, company) and filters, kept in the page's address (use-url-filters.ts) so a
 * reload, Back or a shared link shows the same list; applied with the Search button.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { oneOf } from '../use-url-filters';
import type { CustomerFilters } from './use-customers';

export const NO_FILTERS: CustomerFilters = { q: '', orders: '', consent: '', suppressed: '' };

const YES_NO = ['', 'yes', 'no'] as const;

/** The filters the address names, an unknown value being no filter (an address edited by hand). */
export function cleanFilters(values: CustomerFilters): CustomerFilters {
  return {
    q: values.q.trim().slice(0, 200),
    orders: oneOf(values.orders, YES_NO, ''),
    consent: oneOf(values.consent, YES_NO, ''),
    suppressed: oneOf(values.suppressed, YES_NO, ''),
  };
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
