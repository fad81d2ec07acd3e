/**
 * The owner's edit of an order (both kinds): the customer's name, e-mail and phone, where it ships (a custom order's
 * address by field, a catalogue order's one line) and an internal note the customer never sees. Saved with
 * PATCH /api/admin/orders/{kind}/{id}; the order's history shows what changed.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { checkShipTo, shipToInput, type ShipToField, type ShipToInput } from '../../../../core/ship-to-check';
import { ShipToFields } from '../../../components/ship-to-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { orderRefNumber, useRefreshOrders } from './use-admin-orders';

export interface EditDetailsDialogProps {
  entry: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditDetailsDialog({ entry, open, onOpenChange }: EditDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Close without saving">
        {open ? <EditDetailsForm entry={entry} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditDetailsForm({ entry, onDone }: { entry: AdminOrder; onDone: () => void }) {
  const { order } = entry;
  const [name, setName] = useState(order.customerName);
  const [email, setEmail] = useState(order.customerEmail);
  const [phone, setPhone] = useState(order.customerPhone ?? '');
  const [note, setNote] = useState(order.internalNote ?? '');
  const [shipTo, setShipTo] = useState<ShipToInput>(() =>
    shipToInput(entry.kind === 'custom' ? entry.order.shipTo : null),
  );
  const [address, setAddress] = useState(entry.kind === 'regular' ? (entry.order.shippingAddress ?? '') : '');
  const [problems, setProblems] = useState<Partial<Record<ShipToField, string>>>({});
  const refresh = useRefreshOrders();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      adminSend('PATCH', `/api/admin/orders/${entry.kind}/${order.id}`, body),
    onSuccess: async () => {
      toastSuccess('Order Updated - The order details have been saved.');
      await refresh();
      onDone();
    },
    onError: (error) => toastFailure(error, 'Failed to save the order details.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      internalNote: note,
    };
    if (entry.kind === 'custom') {
      const untouched =
        entry.order.shipTo === null && Object.values({ ...shipTo, country: '' }).every((v) => !v?.trim());
      if (!untouched) {
        const checked = checkShipTo(shipTo);
        if (!checked.ok) {
          setProblems(checked.problems);
          return;
        }
        body.shipTo = checked.shipTo;
      }
    } else if (address.trim()) {
      body.shippingAddress = address;
    }
    setProblems({});
    save.mutate(body);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Edit order {orderRefNumber({ kind: entry.kind, id: order.id })}</DialogTitle>
        <DialogDescription>
          The customer is not e-mailed; the order&apos;s history keeps what changed.
        </DialogDescription>
      </DialogHeader>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label="Customer name" required>
          {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
        <Field label="Customer e-mail" required>
          {(control) => (
            <Input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </Field>
        <Field label="Customer phone">
          {(control) => (
            <Input {...control} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          )}
        </Field>
      </div>
      {entry.kind === 'custom' ? (
        <ShipToFields className="mt-6" legend="Ship to" value={shipTo} onChange={setShipTo} errors={problems} />
      ) : (
        <Field label="Shipping address" className="mt-4">
          {(control) => <Input {...control} value={address} onChange={(event) => setAddress(event.target.value)} />}
        </Field>
      )}
      <Field label="Internal note" hint="Only the shop sees it, never the customer." className="mt-4">
        {(control) => <Textarea {...control} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </DialogFooter>
    </form>
  );
}
