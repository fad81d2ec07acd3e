/**
 * The Mailbox: every e-mail the shop queued, newest first, with its state (queued,
 * sending, sent, failed with the error), attempts, a view of the message, and Resend for a failed one.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { MAIL_STATES, type MailState } from '../../../../core/schemas/mailbox';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCaption, TableCell, TableRow, TableColumns } from '../../../components/ui/table';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { oneOf, useUrlFilters } from '../use-url-filters';
import { MailMessageDialog, MailStateBadge, mailTime, ResendButton } from './mail-message-dialog';
import { STATE_LABELS, useMailbox, type MailboxFilters } from './use-mailbox';

function FiltersBar({ filters, onChange }: { filters: MailboxFilters; onChange: (next: MailboxFilters) => void }) {
  const [q, setQ] = useState(filters.q);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  }
  return (
    <form role="search" aria-label="Mailbox" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field label="State" className="w-40">
        {(control) => (
          <Select
            {...control}
            value={filters.state}
            onChange={(event) => onChange({ ...filters, state: event.target.value as MailState | 'all' })}
          >
            <option value="all">All</option>
            {MAIL_STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Recipient or subject" className="min-w-56 flex-1">
        {(control) => <Input {...control} type="search" value={q} onChange={(event) => setQ(event.target.value)} />}
      </Field>
      <Button type="submit" variant="outline">
        <Icon name="search" className="size-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** ?state= and ?q= filter the list; ?open= is the message open (a notice links to it). */
const NO_FILTERS = { state: 'all', q: '', open: '' };

export function MailboxSection() {
  const { filters: values, set, formKey } = useUrlFilters(NO_FILTERS);
  const filters: MailboxFilters = { state: oneOf(values.state, ['all', ...MAIL_STATES] as const, 'all'), q: values.q };
  const openId = Number(values.open) || null;
  const setOpenId = (id: number | null) => set({ open: id === null ? null : String(id) }, { push: true });
  const query = useMailbox(filters);
  const rows = query.data?.pages.flatMap((page) => page.emails) ?? [];

  return (
    <section aria-labelledby="mailbox-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="mailbox-title" className="text-2xl font-bold text-slate-900">
            Mailbox
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every e-mail the shop sent or is about to send, newest first. A failed one can be sent again.
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <FiltersBar key={formKey} filters={filters} onChange={(next) => set({ state: next.state, q: next.q })} />

      {query.isPending ? (
        <ListLoading>Loading the mailbox...</ListLoading>
      ) : query.isError ? (
        <ListError error={query.error} fallback="We could not load the mailbox." onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">No messages</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">Mailbox</TableCaption>
          <TableColumns columns={['Queued', 'To', 'Subject', 'Kind', 'State', 'Attempts', 'Sent']} actions />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} className="align-top">
                <TableCell className="whitespace-nowrap">
                  <time dateTime={row.createdAt}>{mailTime(row.createdAt)}</time>
                </TableCell>
                <TableCell className="break-all">{row.to}</TableCell>
                <TableCell className="max-w-xs">
                  {row.subject}
                  {row.state === 'failed' && row.lastError ? (
                    <p className="mt-1 text-xs break-words text-red-700">Error: {row.lastError}</p>
                  ) : null}
                </TableCell>
                <TableCell className="text-xs">{row.kind}</TableCell>
                <TableCell>
                  <MailStateBadge row={row} />
                </TableCell>
                <TableCell className="tabular-nums">{row.attempts}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {row.sentAt ? <time dateTime={row.sentAt}>{mailTime(row.sentAt)}</time> : '—'}
                </TableCell>
                <TableCell>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`View "${row.subject}" to ${row.to}`}
                      onClick={() => setOpenId(row.id)}
                    >
                      View
                    </Button>
                    {row.state === 'failed' ? <ResendButton id={row.id} /> : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <LoadMoreButton query={query} label="Load older" />
      <MailMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
