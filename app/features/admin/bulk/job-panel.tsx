/**
 * The Imports & Exports page's panels share one shape: a card with its heading, a form that picks what the job is
 * (a kind select), the panel's own fields, the submit button, and the latest jobs under it.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';

export function JobPanel<K extends string>({
  id,
  title,
  kindLabel,
  kinds,
  kind,
  onKind,
  submitLabel,
  pending,
  disabled = false,
  onSubmit,
  fields,
  children,
}: {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  kindLabel: string;
  kinds: Record<K, string>;
  kind: K;
  onKind: (kind: K) => void;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  onSubmit: () => void;
  /** The panel's own fields, between the kind and the button. */
  fields: ReactNode;
  /** Under the form: the latest jobs. */
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <Field label={kindLabel}>
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => onKind(event.target.value as K)}>
              {(Object.entries(kinds) as [K, string][]).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {fields}
        <Button type="submit" disabled={pending || disabled}>
          {pending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </form>
      {children}
    </section>
  );
}
