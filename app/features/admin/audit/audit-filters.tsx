/**
 * The audit log's filters: the admin who made the change, the object (its kind and id) and the days (UTC). The choices
 * come from the log itself (GET /api/admin/audit/filters), so a kind of object added later needs no change here.
 */
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { auditFiltersSchema } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { adminGet } from '../admin-api';

export interface AuditFilterValues {
  actor: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { actor: '', entity: '', entityId: '', from: '', to: '' };

/** The query string of the chosen filters (empty ones left out). */
export function auditFilterQuery(filters: AuditFilterValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  return query;
}

/** "custom_orders" -> "Custom orders". */
function entityLabel(entity: string): string {
  const words = entity.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function AuditFiltersBar({
  initial = NO_FILTERS,
  onApply,
}: {
  /** The filters applied now (the page's address). */
  initial?: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}) {
  const [values, setValues] = useState<AuditFilterValues>(initial);
  const choices = useQuery({
    queryKey: ['/api/admin/audit/filters'],
    queryFn: ({ signal }) => adminGet('/api/admin/audit/filters', auditFiltersSchema, signal),
    refetchOnMount: 'always',
  });
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
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
    <form role="search" aria-label="Audit log" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field label="Admin" className="w-44">
        {(control) => (
          <Select {...control} value={values.actor} onChange={set('actor')}>
            <option value="">Anyone</option>
            {choices.data?.actors.map((actor) => (
              <option key={actor.id} value={String(actor.id)}>
                {actor.username}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Object" className="w-44">
        {(control) => (
          <Select {...control} value={values.entity} onChange={set('entity')}>
            <option value="">Any</option>
            {choices.data?.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Object id" className="w-28">
        {(control) => <Input {...control} value={values.entityId} onChange={set('entityId')} inputMode="numeric" />}
      </Field>
      <Field label="From" className="w-40">
        {(control) => <Input {...control} type="date" value={values.from} onChange={set('from')} />}
      </Field>
      <Field label="To" className="w-40">
        {(control) => <Input {...control} type="date" value={values.to} onChange={set('to')} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Icon name="funnel" className="size-4" aria-hidden="true" />
          Apply
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          <Icon name="x" className="size-4" aria-hidden="true" />
          Clear
        </Button>
      </div>
    </form>
  );
}
