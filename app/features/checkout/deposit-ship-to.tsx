/**
 * Where a custom order's pins go, on its deposit page: the address the order already has (from the designer or the
 * quote) with a way to change it, or the form when it has none. The deposit waits for a valid address.
 */
import { useState, type ReactNode } from 'react';
import { ShipToFields } from '../../components/ship-to-fields';
import { Button } from '../../components/ui/button';
import {
  checkShipTo,
  shipToInput,
  shipToLines,
  type ShipTo,
  type ShipToField,
  type ShipToInput,
} from '../../../core/ship-to-check';
import { SectionHeading } from './checkout-layout';

export interface DepositShipTo {
  /** The address to send with the deposit: a new or changed one (undefined: the order's own). */
  shipTo: ShipTo | undefined;
  /** The form is open and its address is not valid yet: the deposit waits. */
  blocked: boolean;
  section: ReactNode;
}

export function useDepositShipTo(saved: ShipTo | undefined): DepositShipTo {
  const [editing, setEditing] = useState(!saved);
  const [value, setValue] = useState<ShipToInput>(() => shipToInput(saved));
  const [touched, setTouched] = useState<Partial<Record<ShipToField, boolean>>>({});
  const checked = checkShipTo(value);
  const errors = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.problems).filter(([field]) => touched[field as ShipToField]));

  const section = (
    <section className="flex flex-col gap-3" aria-label="Where we ship your pins">
      <SectionHeading>Where we ship your pins</SectionHeading>
      {editing ? (
        <>
          <ShipToFields
            legend="Ship to"
            value={value}
            onChange={setValue}
            errors={errors}
            onBlurField={(field) => setTouched((state) => ({ ...state, [field]: true }))}
          />
          {saved ? (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(false)}>
              Keep the address we have
            </Button>
          ) : null}
        </>
      ) : saved ? (
        <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <address className="text-sm text-slate-800 not-italic">
            {shipToLines(saved).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Change address
          </Button>
        </div>
      ) : null}
    </section>
  );

  return {
    shipTo: editing && checked.ok ? checked.shipTo : undefined,
    blocked: editing && !checked.ok,
    section,
  };
}
