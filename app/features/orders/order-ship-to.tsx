/**
 * Where a custom order's pins go, on the customer's order card: the address, and until the pins ship a way to
 * correct it (PUT /api/custom-orders/{id}/ship-to, as the signed-in owner or with the status link's token).
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CustomOrderDto } from '../../../core/schemas/orders';
import {
  checkShipTo,
  shipToInput,
  shipToLines,
  type ShipTo,
  type ShipToField,
  type ShipToInput,
} from '../../../core/ship-to-check';
import { ShipToFields } from '../../components/ship-to-fields';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiRequest } from '../../lib/api';

/** The pins have left (or will not): the address is what the carrier has. */
const FIXED: readonly string[] = ['shipped', 'delivered', 'cancelled'];

type ShipToOrder = Pick<CustomOrderDto, 'id' | 'status' | 'shipTo'>;

export function OrderShipTo({ order, statusToken }: { order: ShipToOrder; statusToken?: string }) {
  const [saved, setSaved] = useState<ShipTo | null>(order.shipTo);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<ShipToInput>(() => shipToInput(order.shipTo));
  const [problems, setProblems] = useState<Partial<Record<ShipToField, string>>>({});
  const save = useMutation({
    mutationFn: async (shipTo: ShipTo): Promise<ShipTo> =>
      (await apiRequest('PUT', `/api/custom-orders/${order.id}/ship-to`, {
        shipTo,
        ...(statusToken ? { token: statusToken } : {}),
      }).then((response) => response.json())) as ShipTo,
    onSuccess: (shipTo) => {
      setSaved(shipTo);
      setEditing(false);
      toast({ title: 'Address saved', description: 'We ship your pins to the new address.' });
    },
    onError: (error) =>
      toast({ title: 'Address not saved', description: apiErrorMessage(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShipTo(value);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    save.mutate(checked.shipTo);
  };

  const changeable = !FIXED.includes(order.status);
  if (editing) {
    return (
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
        <ShipToFields legend="Ship to" value={value} onChange={setValue} errors={problems} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save address'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex items-start justify-between gap-3 rounded-2xl border border-slate-200 px-4 py-3">
      <div className="flex items-start gap-3">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        {saved ? (
          <address className="text-sm text-slate-700 not-italic" aria-label="Ship to">
            {shipToLines(saved).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p className="text-sm text-slate-600">No ship-to address yet: add one so we know where your pins go.</p>
        )}
      </div>
      {changeable ? (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {saved ? 'Change address' : 'Add address'}
        </Button>
      ) : null}
    </div>
  );
}
