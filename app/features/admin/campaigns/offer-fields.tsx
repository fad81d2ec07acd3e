/**
 * The offer every campaign form carries: the promo code (uppercased as it is typed) and the discount, a whole percent
 * from 1 to 50, and for a list the choice of a single-use code per recipient.
 */
import { useId } from 'react';
import { CAMPAIGN_DISCOUNT_MAX, CAMPAIGN_DISCOUNT_MIN } from '../../../../core/schemas/campaigns';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from './campaign-form-values';

/** The offer's fields as typed (the percent stays text until the form is parsed). */
export interface OfferValues {
  promoCode: string;
  discountPercent: string;
}

export interface OfferFieldsProps {
  values: OfferValues;
  errors: FieldErrors<keyof OfferValues>;
  onChange: (next: Partial<OfferValues>) => void;
}

export function OfferFields({ values, errors, onChange }: OfferFieldsProps) {
  return (
    <>
      <Field label="Promo code" required error={errors.promoCode} hint="3-40 letters, numbers, - or _">
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            className="font-mono"
            value={values.promoCode}
            onChange={(event) => onChange({ promoCode: event.target.value.toUpperCase() })}
          />
        )}
      </Field>
      <Field
        label="Discount (%)"
        required
        error={errors.discountPercent}
        hint={`A whole number from ${CAMPAIGN_DISCOUNT_MIN} to ${CAMPAIGN_DISCOUNT_MAX}`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={values.discountPercent}
            onChange={(event) => onChange({ discountPercent: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}

function HintedCheckbox(props: { checked: boolean; onChange: (next: boolean) => void; label: string; hint: string }) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={props.checked}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        {props.label}
      </label>
      <p id={hintId} className="pl-6 text-xs text-slate-500">
        {props.hint}
      </p>
    </div>
  );
}

export function UniqueCodesCheckbox(props: { checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <HintedCheckbox
      {...props}
      label="Give each customer their own single-use code"
      hint="Each code works once, and only for the address it was sent to, so a forwarded e-mail gives nothing away."
    />
  );
}

/** VIP: the owner's confirmation that this one send also goes to customers who never agreed to marketing e-mail. */
export function OneOffToCustomersCheckbox(props: { checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <HintedCheckbox
      {...props}
      label="This once, also send to customers who never agreed to marketing e-mail"
      hint="Without this, only people who agreed to marketing e-mail get it. Someone who said no, or who was never a customer, never does."
    />
  );
}
