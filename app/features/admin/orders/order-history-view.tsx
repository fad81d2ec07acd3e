/**
 * An order's history in the detail dialog: each audit row in the owner's words (the server's summary: "Status:
 * Deposit Paid → Approved", "Refunded $25.00: damaged in transit"), the fields as recorded one click away.
 */
import { CARRIER_NAMES, type Carrier } from '../../../../core/carriers';
import type { AdminOrderKind, AuditRowDto } from '../../../../core/schemas/admin';
import { dateTime, statusLabel } from './order-labels';
import { useOrderHistory } from './use-admin-orders';

/** The shipping fields in the owner's words (the other fields keep their names, as before). */
const FIELD_NAMES: Record<string, string> = {
  carrier: 'carrier',
  trackingNumber: 'tracking number',
  trackingUrl: 'tracking link',
};

/** "status: Pending -> Approved" for each field the change touched. */
function changes(row: AuditRowDto): string[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => {
      const show = (value: unknown) =>
        value === undefined || value === null
          ? 'none'
          : field === 'status' && typeof value === 'string'
            ? statusLabel(value)
            : field === 'carrier' && typeof value === 'string' && value in CARRIER_NAMES
              ? CARRIER_NAMES[value as Carrier]
              : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
                ? String(value)
                : JSON.stringify(value);
      return `${FIELD_NAMES[field] ?? field}: ${show(before[field])} → ${show(after[field])}`;
    });
}

/**
 * What an e-mail or another action recorded about itself (its subject, the address); a change that wrote its own
 * words ("Shipped with UPS 1Z999AA10123456784") shows them as they are.
 */
function detailLines(row: AuditRowDto): string[] {
  return Object.entries(row.details)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) =>
      key === 'summary' || key === 'unpaid'
        ? String(value)
        : key === 'emailed'
          ? `E-mailed to ${String(value)}`
          : `${key}: ${String(value)}`,
    );
}

export function OrderHistoryView({ kind, id }: { kind: AdminOrderKind; id: number }) {
  const history = useOrderHistory(kind, id, true);
  if (history.isPending) return <p className="text-sm text-slate-500">Loading history...</p>;
  if (history.isError) return <p className="text-sm text-red-700">{history.error.message}</p>;
  if (history.data.length === 0) return <p className="text-sm text-slate-500">No changes recorded yet.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {history.data.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
          <p className="break-words font-medium text-slate-900">{row.summary}</p>
          <p className="text-xs text-slate-500">
            {dateTime(row.at)}
            {row.actorUsername ? ` · ${row.actorUsername}` : ''}
          </p>
          <details className="mt-1 text-xs text-slate-600">
            <summary className="cursor-pointer text-slate-500 hover:text-slate-800">As recorded</summary>
            <p className="font-mono">{row.action}</p>
            {[...changes(row), ...detailLines(row)].map((line) => (
              <p key={line} className="break-words">
                {line}
              </p>
            ))}
          </details>
        </li>
      ))}
    </ol>
  );
}
