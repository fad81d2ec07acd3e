/**
 * The audit log (accounts-admin-spec: "the admin can read it"): every admin change, newest first, with who made it, what it
 * touched and what happened in words (the raw fields one click away); older entries a page at a time; filtered by admin, object and date.
 */
import { Icon } from '../../../components/ui/icons';
import { auditPageSchema, type AuditRowDto } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useAdminPages } from '../use-admin-pages';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useUrlFilters } from '../use-url-filters';
import { AuditFiltersBar, auditFilterQuery, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { auditChanges, auditDetails } from './audit-changes';
import { formatDateTime } from '../../../../core/en-us-clock';

const PAGE_SIZE = 50;
function useAuditLog(filters: AuditFilterValues) {
  return useAdminPages('/api/admin/audit', Object.fromEntries(auditFilterQuery(filters)), auditPageSchema, PAGE_SIZE);
}

/** The row as it was recorded (the action's code, the raw fields before and after), one click away. */
function Recorded({ row }: { row: AuditRowDto }) {
  const changes = auditChanges(row);
  const details = auditDetails(row.details);
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer text-slate-500 hover:text-slate-800">As recorded</summary>
      <p className="mt-1 font-mono">
        {row.action} · {row.entity}
        {row.entityId ? `#${row.entityId}` : ''}
      </p>
      {changes.length > 0 ? (
        <ul className="flex flex-col gap-0.5 font-mono">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              {change.field}: {change.before} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {change.after}
            </li>
          ))}
        </ul>
      ) : null}
      {details ? <p className="font-mono break-words">{details}</p> : null}
    </details>
  );
}

export function AuditSection() {
  // In the page's address (?actor=&entity=&entityId=&from=&to=), so a filtered log can be linked.
  const { filters, set, formKey } = useUrlFilters(NO_FILTERS);
  const query = useAuditLog(filters);
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const rows = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="audit-title" className="text-2xl font-bold text-slate-900">
            Audit Log
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every change made in the admin, newest first. Entries cannot be edited.
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <AuditFiltersBar key={formKey} initial={filters} onApply={(next) => set({ ...next })} />

      {query.isPending ? (
        <ListLoading>Loading the audit log...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the audit log."
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {filtered ? 'No changes match these filters' : 'No admin changes yet'}
        </p>
      ) : (
        <Table>
          <TableCaption className="sr-only">Audit log</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>What happened</TableHead>
              <TableHead>On</TableHead>
              <TableHead>IP</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} className="align-top">
                <TableCell className="whitespace-nowrap">
                  <time dateTime={row.at}>{formatDateTime(new Date(row.at), 'local', 'medium')}</time>
                </TableCell>
                <TableCell>{row.actorUsername ?? 'system'}</TableCell>
                <TableCell className="max-w-md">
                  <p className="break-words text-slate-900">{row.summary}</p>
                  <Recorded row={row} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.object}</TableCell>
                <TableCell className="font-mono text-xs">{row.ip ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <LoadMoreButton query={query} label="Load older" />
    </section>
  );
}
