/** The new balance link shown to copy by hand, when the browser refused to put it on the clipboard. */
import { useId } from 'react';
import { orderNumber } from '../../../../core/order-numbers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { formatDateTime } from '../../../../core/en-us-clock';

export interface BalanceLinkDialogProps {
  orderId: number;
  link: { balancePaymentUrl: string; expiresAt: string } | null;
  onClose: () => void;
}

export function BalanceLinkDialog({ orderId, link, onClose }: BalanceLinkDialogProps) {
  const id = useId();
  return (
    <Dialog open={link !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-xl">
        <DialogHeader>
          <DialogTitle>Payment Link Generated</DialogTitle>
          <DialogDescription>
            The browser did not allow copying to the clipboard: copy the balance payment link of order{' '}
            {orderNumber('custom', orderId)} below. The customer has also been sent it by e-mail.
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="mt-4 flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              Balance payment link
            </label>
            <Input id={id} readOnly value={link.balancePaymentUrl} onFocus={(event) => event.target.select()} />
            <p className="text-xs text-slate-500">Valid until {formatDateTime(new Date(link.expiresAt), 'local')}.</p>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
