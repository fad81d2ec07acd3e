/**
 * The Manual Invoice Generator's form (accounts-admin-spec sections 2, 5, 8, 9): the customer, the lines, tax, due
 * date (30 days out), terms (Net 30) and the default note, with a running subtotal, tax and total. Sending creates
 * the invoice and e-mails the customer its pay link.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { formatUsd } from '../../../../core/money';
import { ADMIN_MESSAGES } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../admin-toast';
import { emptyInvoice, invoiceBody, invoiceTotals, type InvoiceFormValues } from './invoice-form-values';
import { InvoiceLineItems } from './invoice-line-items';
import { useSendInvoice } from './use-invoices';

type TextField = Exclude<keyof InvoiceFormValues, 'items'>;

export function InvoiceForm() {
  const [values, setValues] = useState(() => emptyInvoice());
  const send = useSendInvoice();
  const totals = invoiceTotals(values);
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = invoiceBody(values);
    if ('error' in result) {
      toast({ variant: 'destructive', title: 'Error', description: result.error });
      return;
    }
    send.mutate(result.body, {
      onSuccess: (invoice) => {
        toast({
          variant: 'success',
          title: 'Invoice Sent',
          description: `Invoice ${invoice.invoiceNumber} has been e-mailed to ${invoice.customerEmail}.`,
        });
        setValues(emptyInvoice());
      },
      onError: (error) => toastFailure(error, ADMIN_MESSAGES.invoiceFailed),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invoice-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="invoice-form-title" className="text-lg font-semibold text-slate-900">
        Create Invoice
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Customer name" required>
          {(control) => <Input {...control} autoComplete="off" {...text('customerName')} />}
        </Field>
        <Field label="Customer email" required>
          {(control) => <Input {...control} type="email" autoComplete="off" {...text('customerEmail')} />}
        </Field>
        <Field label="Company">
          {(control) => <Input {...control} autoComplete="off" {...text('customerCompany')} />}
        </Field>
        <Field label="Address">{(control) => <Textarea {...control} rows={2} {...text('customerAddress')} />}</Field>
      </div>

      <InvoiceLineItems items={values.items} onChange={(items) => setValues((v) => ({ ...v, items }))} />

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Tax (USD)">
          {(control) => <Input {...control} inputMode="decimal" placeholder="0.00" {...text('tax')} />}
        </Field>
        <Field label="Due date">{(control) => <Input {...control} type="date" {...text('dueDate')} />}</Field>
        <Field label="Terms">{(control) => <Input {...control} {...text('terms')} />}</Field>
      </div>
      <Field label="Notes">{(control) => <Textarea {...control} rows={2} {...text('notes')} />}</Field>

      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-4">
        <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-right tabular-nums" data-testid="invoice-subtotal">
            {formatUsd(totals.subtotalCents)}
          </dd>
          <dt className="text-slate-600">Tax</dt>
          <dd className="text-right tabular-nums">{formatUsd(totals.taxCents)}</dd>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums" data-testid="invoice-total">
            {formatUsd(totals.totalCents)}
          </dd>
        </dl>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="send" className="size-4" aria-hidden="true" />
          )}
          Create &amp; Send Invoice
        </Button>
      </div>
    </form>
  );
}
