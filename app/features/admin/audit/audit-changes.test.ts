import { describe, expect, it } from 'vitest';
import { auditChanges, auditDetails } from './audit-changes';

describe('audit changes', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges({
        before: { status: 'pending', quotedAmount: null, notes: 'same' },
        after: { status: 'quoted', quotedAmount: 125_050, notes: 'same' },
      }),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'quoted' },
      { field: 'quotedAmount', before: 'null', after: '125050' },
    ]);
  });

  it('shows a created or removed object against nothing, and shortens long values', () => {
    expect(auditChanges({ before: null, after: { note: 'x'.repeat(60) } })).toEqual([
      { field: 'note', before: '—', after: `${'x'.repeat(39)}…` },
    ]);
    expect(auditChanges({ before: { archived: false }, after: null })).toEqual([
      { field: 'archived', before: 'false', after: '—' },
    ]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('reads details as key: value pairs', () => {
    expect(auditDetails({ to: 'ann@example.com', items: [1, 2] })).toBe('to: ann@example.com, items: [1,2]');
  });
});
