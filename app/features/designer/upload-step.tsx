/**
 * Step 4: the design file, or several designs each with its name, quantity and file (each file checked before it is
 * kept), full name, e-mail, phone and the ship-to address.
 */
import { useState } from 'react';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ShipToFields } from '../../components/ship-to-fields';
import { checkShipTo, type ShipToField, type ShipToInput } from '../../../core/ship-to-check';
import { DesignList, type DesignListProps } from './design-list';
import { isEmail, PHONE_MAX_LENGTH } from './designer-state';

export interface UploadStepProps {
  /** The designs, their files and what changes them (design-list.tsx). */
  designs: DesignListProps;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shipTo: ShipToInput;
  onName(value: string): void;
  onEmail(value: string): void;
  onPhone(value: string): void;
  onShipTo(value: ShipToInput): void;
}

export function UploadStep(props: UploadStepProps) {
  const { designs, customerName, customerEmail, customerPhone, shipTo, onName, onEmail, onPhone } = props;
  const [touched, setTouched] = useState({ name: false, email: false });
  const [touchedAddress, setTouchedAddress] = useState<Partial<Record<ShipToField, boolean>>>({});
  const checked = checkShipTo(shipTo);
  const addressErrors = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.problems).filter(([field]) => touchedAddress[field as ShipToField]));

  const nameError = touched.name && !customerName.trim() ? 'Please enter your full name' : null;
  const emailError =
    touched.email && !isEmail(customerEmail)
      ? customerEmail.trim()
        ? 'Please enter a valid e-mail address'
        : 'Please enter your e-mail address'
      : null;

  return (
    <div className="flex flex-col gap-8">
      <DesignList {...designs} />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">Your contact details</legend>
        <Field label="Full Name" required error={nameError}>
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="name"
              value={customerName}
              onChange={(event) => onName(event.target.value)}
              onBlur={() => setTouched((state) => ({ ...state, name: true }))}
            />
          )}
        </Field>
        <Field label="Email Address" required hint="Your mockup and order updates go here." error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              value={customerEmail}
              onChange={(event) => onEmail(event.target.value)}
              onBlur={() => setTouched((state) => ({ ...state, email: true }))}
            />
          )}
        </Field>
        <Field
          label="Phone"
          hint="Optional: for the carrier, and if we have a question about your artwork."
          error={customerPhone.trim().length > PHONE_MAX_LENGTH ? 'This is too long' : null}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={customerPhone}
              onChange={(event) => onPhone(event.target.value)}
            />
          )}
        </Field>
      </fieldset>

      <ShipToFields
        legend="Where we ship your pins"
        value={shipTo}
        onChange={props.onShipTo}
        errors={addressErrors}
        onBlurField={(field) => setTouchedAddress((state) => ({ ...state, [field]: true }))}
      />
    </div>
  );
}
