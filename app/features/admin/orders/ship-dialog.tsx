/**
 * The ship dialog (both kinds): the carrier, the tracking number and the tracking link (derived from the carrier and
 * number until the owner edits it; required for "Other"), then one question before anything is saved: "E-mail Pat
 * that order W-1002 shipped with UPS 1Z...?". An order not paid in full asks for a second tick. Once shipped, the
 * same dialog corrects the tracking, and e-mails the customer again only when asked.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  CARRIER_NAMES,
  CARRIERS,
  normalizeTrackingNumber,
  trackingUrlFor,
  type Carrier,
} from '../../../../core/carriers';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { SHIP_MESSAGES, shipBodySchema, shipConfirmation, type ShipBody } from '../../../../core/schemas/shipping';
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
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { hasShipped, shipToOf, unpaidShipLabel } from './shipment-facts';
import { orderRefNumber } from './use-admin-orders';
import { useShipOrder } from './use-shipping';

export interface ShipDialogProps {
  entry: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShipDialog({ entry, open, onOpenChange }: ShipDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
          <ShipForm entry={entry} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Errors = Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>>;

function ShipForm({ entry, onDone }: { entry: AdminOrder; onDone: () => void }) {
  const { order } = entry;
  const ref = { kind: entry.kind, id: order.id };
  const number = orderRefNumber(ref);
  const shipped = hasShipped(entry);
  const unpaidLabel = unpaidShipLabel(entry);
  const shipTo = shipToOf(entry);
  const [carrier, setCarrier] = useState<Carrier | ''>(order.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  // The link follows the carrier and number until the owner types one of their own (a kept link counts as typed
  // unless it is the carrier's own page for the number).
  const [typedUrl, setTypedUrl] = useState<string | null>(() => {
    const kept = order.trackingUrl;
    const ownPage = order.carrier && order.trackingNumber ? trackingUrlFor(order.carrier, order.trackingNumber) : null;
    return kept && kept !== ownPage ? kept : null;
  });
  const [emailCustomer, setEmailCustomer] = useState(!shipped);
  const [confirmUnpaid, setConfirmUnpaid] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<ShipBody | null>(null);
  const ship = useShipOrder();
  const formId = useId();

  const derivedUrl = carrier && trackingNumber.trim() ? (trackingUrlFor(carrier, trackingNumber) ?? '') : '';
  const url = typedUrl ?? derivedUrl;

  function save(body: ShipBody) {
    ship.mutate({ order: ref, body, firstShip: !shipped }, { onSuccess: onDone });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ShipBody = { carrier: carrier as Carrier, trackingNumber, trackingUrl: url, emailCustomer };
    const parsed = shipBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'carrier' || field === 'trackingNumber' || field === 'trackingUrl') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    // Nothing goes to the customer without the question first; a quiet correction saves at once.
    if (shipped && !emailCustomer) save(body);
    else setAsking(body);
  }

  if (asking) {
    const question = shipConfirmation(order.customerName, number, {
      carrier: asking.carrier,
      trackingNumber: normalizeTrackingNumber(asking.trackingNumber),
    });
    return (
      <>
        <DialogHeader>
          <DialogTitle>{shipped ? `E-mail the new tracking of order ${number}` : `Ship order ${number}`}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <p className="mt-3 text-sm text-slate-600">
          The e-mail goes to {order.customerEmail} with the carrier, the tracking number, the tracking link and the
          ship-to address.
        </p>
        {unpaidLabel ? (
          <div className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <input
              id={`${formId}-unpaid`}
              type="checkbox"
              className="mt-0.5 size-4"
              aria-describedby={`${formId}-unpaid-why`}
              checked={confirmUnpaid}
              onChange={(event) => setConfirmUnpaid(event.target.checked)}
            />
            <div>
              <label htmlFor={`${formId}-unpaid`} className="font-medium">
                {unpaidLabel}
              </label>
              <p id={`${formId}-unpaid-why`} className="text-amber-900">
                {entry.kind === 'custom' ? SHIP_MESSAGES.unpaidBalance : SHIP_MESSAGES.unpaidInvoice}
              </p>
            </div>
          </div>
        ) : null}
        <DialogFooter className="mt-4">
          <Button variant="outline" onClick={() => setAsking(null)}>
            Back
          </Button>
          <Button
            disabled={ship.isPending || (unpaidLabel !== null && !confirmUnpaid)}
            onClick={() => save({ ...asking, ...(unpaidLabel ? { confirmUnpaid } : {}) })}
          >
            {ship.isPending ? 'Saving...' : shipped ? 'Save and e-mail' : 'Ship and e-mail'}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{shipped ? `Edit tracking of order ${number}` : `Ship order ${number}`}</DialogTitle>
        <DialogDescription>
          {order.customerName} &lt;{order.customerEmail}&gt;
        </DialogDescription>
      </DialogHeader>
      <div className="mt-4 rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <p className="font-medium text-slate-900">Ship to</p>
        {shipTo ? (
          <address className="whitespace-pre-line text-slate-700 not-italic">{shipTo.join('\n')}</address>
        ) : (
          <p role="status" className="flex items-center gap-1.5 text-amber-800">
            <Icon name="triangle-exclamation-point" className="size-4" aria-hidden="true" />
            {SHIP_MESSAGES.noShipTo}: add it to the order before the package leaves.
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Carrier" required error={errors.carrier}>
          {(control) => (
            <Select {...control} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier | '')}>
              <option value="">Choose the carrier</option>
              {CARRIERS.map((option) => (
                <option key={option} value={option}>
                  {option === 'other' ? 'Other' : CARRIER_NAMES[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Tracking number"
          required
          error={errors.trackingNumber}
          hint="Spaces and dashes are left out when it is saved."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={trackingNumber}
              onChange={(e) => setTrackingNumber(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Tracking URL"
          required={carrier === 'other'}
          error={errors.trackingUrl}
          hint={carrier === 'other' ? 'The carrier’s tracking page for this package.' : 'Filled in from the carrier.'}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onChange={(e) => setTypedUrl(e.target.value)}
            />
          )}
        </Field>
        {shipped ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={emailCustomer}
              onChange={(event) => setEmailCustomer(event.target.checked)}
            />
            E-mail the customer the new tracking details
          </label>
        ) : null}
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={ship.isPending}>
            {shipped ? 'Save tracking' : 'Ship order'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
