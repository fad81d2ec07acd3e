/**
 * An audit row's change in one line: the fields whose value differs between `before` and `after`
 * ("status: pending → approved"), values shortened so a long note does not take over the table.
 */
import type { AuditRowDto } from '../../../../core/schemas/admin';

const MAX_VALUE = 40;

function show(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

export function auditChanges(row: Pick<AuditRowDto, 'before' | 'after'>): AuditChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}

/** The details of a row without before/after (a sign-in, an e-mail sent): "key: value, key: value". */
export function auditDetails(details: AuditRowDto['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join(', ');
}
