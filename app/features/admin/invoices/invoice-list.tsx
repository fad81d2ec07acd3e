/**
 * The latest 10 manual invoices (accounts-admin-spec sections 2 and 9): number, customer, total, due date, paid or
 * pending, when and by which capture a paid one was paid, its pay link to copy, and while it is not paid the pause of
 * its payment reminders and Delete.
 */
import { PdfLink } from '../../../components/pdf-link';
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { dollarsToCents, formatUsd } from '../../../../core/money';
import { ADMIN_MESSAGES, type AdminInvoice } from '../../../../core/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableRow,
  TableColumns,
} from '../../../components/ui/table';
import { toast } from '../../../components/ui/use-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { UrlListSearch, useUrlSearch } from '../list-search';
import { InvoiceReminderPause } from '../reminders/reminder-pause';
import { copyWithToast, toastFailure } from '../admin-toast';
import { useDeleteInvoice, useManualInvoices } from './use-invoices';
import { formatDate } from '../../../../core/en-us-dates';
import { formatDateTime } from '../../../../core/en-us-clock';

function day(value: string | null): string {
  if (!value) return '—';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, 'medium', 'local');
}

function dateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date, 'local');
}

async function copyPayLink(invoice: AdminInvoice) {
  const url = new URL(invoice.payUrl, window.location.origin).href;
  await copyWithToast(url, 'Link Copied', `Pay link for ${invoice.invoiceNumber}`, 'link');
}

function DeleteInvoiceDialog({ invoice, onClose }: { invoice: AdminInvoice | null; onClose(): void }) {
  const remove = useDeleteInvoice();
  return (
    <ConfirmDialog
      open={invoice !== null}
      title={`Delete invoice ${invoice?.invoiceNumber ?? ''}?`}
      description={
        invoice
          ? `Are you sure you want to delete invoice ${invoice.invoiceNumber} for ${invoice.customerName}? Its pay link will stop working.`
          : ''
      }
      confirmLabel="Delete Invoice"
      variant="destructive"
      pending={remove.isPending}
      onConfirm={() => {
        if (!invoice) return;
        remove.mutate(invoice.id, {
          onSuccess: () => {
            toast({
              variant: 'success',
              title: 'Invoice Deleted',
              description: `${invoice.invoiceNumber} has been deleted.`,
            });
            onClose();
          },
          onError: (error) => toastFailure(error, ADMIN_MESSAGES.invoiceDeleteFailed),
        });
      }}
      onClose={onClose}
    />
  );
}

const SEARCH = { invoice: '' };

export function InvoiceList() {
  const search = useUrlSearch(SEARCH);
  const query = useManualInvoices(search.text);
  const [deleting, setDeleting] = useState<AdminInvoice | null>(null);
  const invoices = query.data?.pages.flatMap((page) => page.invoices) ?? [];
  const searchBox = <UrlListSearch search={search} label="Invoices" hint="Number, name, e-mail or company" />;

  if (query.isPending) {
    return <ListLoading>Loading invoices...</ListLoading>;
  }
  if (query.isError) {
    return (
      <ListError error={query.error} fallback="We could not load the invoices." onRetry={() => void query.refetch()} />
    );
  }
  if (invoices.length === 0) {
    return (
      <>
        {search.text ? searchBox : null}
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {search.text ? `No invoice matches "${search.text}"` : 'No invoices yet'}
        </p>
      </>
    );
  }
  return (
    <>
      {searchBox}
      <Table>
        <TableCaption>Invoices, newest first (refreshed every 10 seconds)</TableCaption>
        <TableColumns columns={['Invoice', 'Customer', 'Total', 'Due', 'Status', 'Pay link', 'Reminders']} actions />
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} aria-label={`Invoice ${invoice.invoiceNumber}`}>
              <TableHead scope="row" className="whitespace-nowrap">
                {invoice.invoiceNumber}
              </TableHead>
              <TableCell>
                <span className="block font-medium text-slate-900">{invoice.customerName}</span>
                <span className="block text-xs text-slate-500">{invoice.customerEmail}</span>
              </TableCell>
              <TableCell className="tabular-nums">{formatUsd(dollarsToCents(invoice.total))}</TableCell>
              <TableCell className="whitespace-nowrap">{day(invoice.dueDate)}</TableCell>
              <TableCell>
                <Badge variant={invoice.status === 'paid' ? 'default' : 'warning'}>
                  {invoice.status === 'paid' ? 'Paid' : 'Pending'}
                </Badge>
                {invoice.status === 'paid' && invoice.paidAt ? (
                  <span className="mt-1 block text-xs text-slate-600">
                    {dateTime(invoice.paidAt)}
                    {invoice.captureId ? (
                      <span className="block font-mono break-all">Capture {invoice.captureId}</span>
                    ) : null}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Copy pay link of ${invoice.invoiceNumber}`}
                  onClick={() => void copyPayLink(invoice)}
                >
                  <Icon name="copy" className="size-4" aria-hidden="true" />
                  Copy
                </Button>
              </TableCell>
              <TableCell>
                {invoice.status === 'paid' ? null : (
                  <InvoiceReminderPause id={invoice.id} invoiceNumber={invoice.invoiceNumber} />
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <PdfLink
                    href={`/api/manual-invoices/${invoice.id}/pdf`}
                    label={`Download ${invoice.invoiceNumber} as PDF`}
                  >
                    PDF
                  </PdfLink>
                  {invoice.status === 'paid' ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Delete ${invoice.invoiceNumber}`}
                      onClick={() => setDeleting(invoice)}
                    >
                      <Icon name="trash" className="size-4" aria-hidden="true" />
                      Delete
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <LoadMoreButton query={query} />
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
