/**
 * A list's search box, its text kept in the page's address under `name` (use-url-filters.ts), so a reload, Back or a
 * shared link shows the same list; applied with the Search button (a new search starts from the first page).
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Icon } from '../../components/ui/icons';
import { Input } from '../../components/ui/input';
import { useUrlFilters } from './use-url-filters';

/** The search text in the address under `name` (a stable object per name: the filters' defaults). */
export function useUrlSearch(defaults: Record<string, string>) {
  const { filters, set, formKey } = useUrlFilters(defaults);
  const [name] = Object.keys(defaults) as [string];
  return { text: (filters[name] ?? '').trim().slice(0, 200), apply: (text: string) => set({ [name]: text }), formKey };
}

type SearchProps = {
  /** What is searched, for the form's name ("Suppressions"). */
  label: string;
  hint: string;
  text: string;
  onApply: (text: string) => void;
};

/** The box for `useUrlSearch`'s text: typed text starts again from the address when the address changes. */
export function UrlListSearch({
  search,
  label,
  hint,
}: {
  search: ReturnType<typeof useUrlSearch>;
  label: string;
  hint: string;
}) {
  return <ListSearch key={search.formKey} label={label} hint={hint} text={search.text} onApply={search.apply} />;
}

export function ListSearch({ label, hint, text, onApply }: SearchProps) {
  const [value, setValue] = useState(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field label="Search" hint={hint} className="w-64">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={200}
          />
        )}
      </Field>
      <Button type="submit" variant="outline">
        <Icon name="search" className="size-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
