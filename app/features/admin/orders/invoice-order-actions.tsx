/**
 * A NET 30 order waiting for the owner's approval (no credit limit, or over it): Approve (a dialog shows the invoice
 * the order makes: customer, company, address, its lines with quantities and unit prices, shipping and the discount
 * as lines, Net 30, due in 30 days; approving issues and e-mails it with its pay link and moves the order to
 * processing) and Decline (the order is cancelled, the stock and the code use go back, the customer is told).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { dollarsToCents, formatUsd } from '../../../../core/money';
import { orderNumber } from '../../../../core/order-numbers';
import {
  INVOICE_ORDER_MESSAGES,
  issuedOrderInvoiceSchema,
  NET30_DUE_DAYS,
  NET30_TERMS,
} from '../../../../core/schemas/invoice-orders';
import type { RegularOrderDto } from '../../../../core/schemas/orders';
import { Button } from '../../../components/ui/button';
import { ADMIN_AUDIT_QUERY_PREFIX, ADMIN_ORDERS_QUERY_PREFIX } from '../../../lib/query-keys';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The lines the invoice will carry, as the server writes them (invoice-from-order.ts). */
export function invoicePreviewLines(order: RegularOrderDto) {
  const lines = order.items.map((item) => ({
    description: item.name,
    quantity: item.quantity,
    unitCents: dollarsToCents(item.price),
  }));
  const shippingCents = dollarsToCents(order.shipping);
  if (shippingCents > 0) lines.push({ description: 'Shipping', quantity: 1, unitCents: shippingCents });
  const discountCents = dollarsToCents(order.discountAmount);
  if (discountCents > 0) {
    const description = order.discountCode ? `Discount (${order.discountCode})` : 'Discount';
    lines.push({ description, quantity: 1, unitCents: -discountCents });
  }
  return lines;
}

function useInvoiceOrderChange<T>(change: (id: number) => Promise<T>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_PREFIX }),
        queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_PREFIX }),
      ]);
    },
    onError: (error) => toastFailure(error, failure),
  });
}

export function InvoiceOrderActions({ order }: { order: RegularOrderDto }) {
  const [dialog, setDialog] = useState<'issue' | 'cancel' | null>(null);
  const issue = useInvoiceOrderChange(
    (id) => adminSend('POST', `/api/admin/orders/${id}/invoice`, undefined, issuedOrderInvoiceSchema),
    'Failed to issue the invoice.',
  );
  const cancel = useInvoiceOrderChange(
    (id) => adminSend('POST', `/api/admin/orders/${id}/cancel`),
    'Failed to cancel the order.',
  );
  if (order.paymentMethod !== 'invoice' || order.status !== 'awaiting_invoice') return null;
  const number = orderNumber('catalogue', order.id);
  const lines = invoicePreviewLines(order);
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const close = () => setDialog(null);

  return (
    <>
      <Button size="sm" onClick={() => setDialog('issue')}>
        <Icon name="file-text" className="size-4" aria-hidden="true" />
        Approve and invoice
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
        <Icon name="circle-x" className="size-4" aria-hidden="true" />
        Decline
      </Button>

      <ConfirmDialog
        open={dialog === 'issue'}
        title={`Approve order ${number} on NET 30 terms`}
        description={`The invoice is e-mailed to ${order.customerEmail} with its pay link, due in ${NET30_DUE_DAYS} days (terms ${NET30_TERMS}); the order moves to processing.`}
        confirmLabel="Approve and issue invoice"
        pending={issue.isPending}
        onConfirm={() =>
          issue.mutate(order.id, {
            onSuccess: (issued) => {
              toastSuccess(`Invoice ${issued.invoiceNumber} issued - ${INVOICE_ORDER_MESSAGES.issued}`);
              close();
            },
          })
        }
        onClose={close}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Bill to</dt>
          <dd className="text-slate-900">
            {order.customerName}
            {order.companyName ? `, ${order.companyName}` : ''}
          </dd>
          {order.shippingAddress ? (
            <>
              <dt className="text-slate-500">Address</dt>
              <dd className="text-slate-900">{order.shippingAddress}</dd>
            </>
          ) : null}
        </dl>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Invoice lines</caption>
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Item
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Unit
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {lines.map((line, index) => (
              <tr key={`${line.description}-${index}`}>
                <td className="py-1 pr-2">{line.description}</td>
                <td className="py-1 text-right">{line.quantity}</td>
                <td className="py-1 text-right">{formatUsd(line.unitCents)}</td>
                <td className="py-1 text-right">{formatUsd(line.unitCents * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-slate-900">
              <th scope="row" colSpan={3} className="pt-2 text-left">
                Total due
              </th>
              <td className="pt-2 text-right tabular-nums">{formatUsd(totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'cancel'}
        title={`Decline order ${number}`}
        description="The order is cancelled before any invoice: its pins go back in stock, its discount code use is given back and the customer is told by e-mail that NET 30 terms were not approved."
        confirmLabel="Decline order"
        cancelLabel="Keep order"
        variant="destructive"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: () => {
              toastSuccess(`Order declined - ${INVOICE_ORDER_MESSAGES.cancelled}`);
              close();
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
