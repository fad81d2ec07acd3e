/**
 * The buttons of an order (card and detail dialog): Generate Payment Link (custom orders in approved or
 * mockup_sent), Send Email, Export (CSV and JSON downloads) and Delete, with the dialogs they open.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type ReactNode } from 'react';
import { ADMIN_MESSAGES, type AdminOrder } from '../../../../core/schemas/admin';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toastSuccess } from '../admin-toast';
import { BalanceLinkDialog } from './balance-link-dialog';
import { DeleteOrderDialog } from './delete-order-dialog';
import { InvoiceOrderActions } from './invoice-order-actions';
import { canGenerateBalanceLink } from './order-labels';
import { SendEmailDialog } from './send-email-dialog';
import { exportHref, orderRefNumber, useGenerateBalanceLink } from './use-admin-orders';

export interface OrderActionsProps {
  order: AdminOrder;
  /** The detail dialog's wording ("Export Order", "Delete"); the card's is the spec's card wording. */
  inDialog?: boolean;
  onDeleted?: () => void;
  /** Extra buttons first (View Details, Mark as Delivered). */
  children?: ReactNode;
  className?: string;
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function OrderActions({ order, inDialog = false, onDeleted, children, className }: OrderActionsProps) {
  const ref = { kind: order.kind, id: order.order.id };
  const [emailOpen, setEmailOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [manualLink, setManualLink] = useState<{ balancePaymentUrl: string; expiresAt: string } | null>(null);
  const generate = useGenerateBalanceLink();

  function generateLink() {
    generate.mutate(order.order.id, {
      onSuccess: async (link) => {
        if (await copyToClipboard(link.balancePaymentUrl)) toastSuccess(ADMIN_MESSAGES.linkGenerated);
        else setManualLink(link);
      },
    });
  }

  const showLink = order.kind === 'custom' && canGenerateBalanceLink(order.order.status);
  return (
    <div className={cn('relative z-10 flex flex-wrap items-center gap-2', className)}>
      {children}
      {order.kind === 'regular' ? <InvoiceOrderActions order={order.order} /> : null}
      {showLink ? (
        <Button size="sm" onClick={generateLink} disabled={generate.isPending}>
          <Icon name="link-2" className="size-4" aria-hidden="true" />
          {generate.isPending ? 'Generating...' : 'Generate Payment Link'}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setEmailOpen(true)}>
        <Icon name="mail" className="size-4" aria-hidden="true" />
        Send Email
      </Button>
      <span className="inline-flex items-center gap-1" role="group" aria-label={`Export order ${orderRefNumber(ref)}`}>
        <span className="text-sm font-medium text-slate-700">
          <Icon name="download" className="mr-1 inline size-4 align-[-3px]" aria-hidden="true" />
          {inDialog ? 'Export Order' : 'Export'}
        </span>
        {(['csv', 'json'] as const).map((format) => (
          <a
            key={format}
            href={exportHref(ref, format)}
            download
            aria-label={`Export order ${orderRefNumber(ref)} as ${format.toUpperCase()}`}
            className={buttonVariants({ size: 'sm', variant: 'ghost', className: 'px-2' })}
          >
            {format.toUpperCase()}
          </a>
        ))}
      </span>
      <Button size="sm" variant="destructive" onClick={() => setDeleteOpen(true)}>
        <Icon name="trash" className="size-4" aria-hidden="true" />
        {inDialog ? 'Delete' : 'Delete Order'}
      </Button>

      <SendEmailDialog
        order={ref}
        customerName={order.order.customerName}
        customerEmail={order.order.customerEmail}
        open={emailOpen}
        onOpenChange={setEmailOpen}
      />
      <DeleteOrderDialog order={ref} open={deleteOpen} onOpenChange={setDeleteOpen} onDeleted={onDeleted} />
      <BalanceLinkDialog orderId={ref.id} link={manualLink} onClose={() => setManualLink(null)} />
    </div>
  );
}
