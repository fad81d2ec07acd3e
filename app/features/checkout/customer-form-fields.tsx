/**
 * The customer form's markup (shopper-spec sections 2, 3 and 5), shared by its two states: the plain form the page
 * shows at once (app/features/checkout/customer-info-step) and the checked form with react-hook-form that takes its
 * place once its code is in (customer-info-form). Both draw the same fields in the same places, so the swap neither
 * moves anything nor loses what the visitor typed.
 */
import { Icon } from '../../components/ui/icons';
import { useId, type ChangeEvent, type FocusEvent, type FormEventHandler, type ReactNode, type Ref } from 'react';
import {
  ADDRESS_LABELS,
  COUNTRY_NAMES,
  REGIONS,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from '../../../core/addresses';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useShop } from '../../lib/use-shop';
import { formatUsd } from '../../lib/format';

export type CustomerField = keyof CustomerInfoInput;

/** Every field, in the order of the form. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'name',
  'email',
  'address',
  'city',
  'country',
  'state',
  'zipCode',
];

export const EMPTY_CUSTOMER: CustomerInfoInput = {
  name: '',
  email: '',
  address: '',
  city: '',
  country: 'US',
  state: '',
  zipCode: '',
};

/** What a field's control is given: react-hook-form's `register(name)`, or the plain form's value and handler. */
export interface FieldBinding {
  name: string;
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => unknown;
}

const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'transition-colors placeholder:text-slate-400 hover:border-slate-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'aria-invalid:border-red-500 aria-invalid:bg-red-50/40 aria-invalid:focus-visible:outline-red-500/30',
);

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function Field({
  label,
  error,
  className,
  control,
}: {
  label: string;
  error?: string;
  className?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        <span className="text-red-600" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CustomerFormFieldsProps {
  bind: (name: CustomerField) => FieldBinding;
  /** The sentence beside each invalid field. */
  errors: Partial<Record<CustomerField, string>>;
  /** The chosen country: it names the region and postal code fields and lists the regions. */
  country: ShippingCountry;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  formRef?: Ref<HTMLFormElement>;
}

export function CustomerFormFields({ bind, errors, country, onSubmit, onFocus, formRef }: CustomerFormFieldsProps) {
  const { shippingCents } = useShop();
  const labels = ADDRESS_LABELS[country];
  const regionsId = useId();

  const input = (
    name: CustomerField,
    autoComplete: string,
    type: 'text' | 'email' = 'text',
    extra: { list?: string; placeholder?: string } = {},
  ) => {
    const bound = bind(name);
    return (props: ControlProps) => (
      <input
        {...bound}
        {...props}
        {...extra}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        className={controlClass}
      />
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={onFocus} className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Contact</legend>
        <Field label="Full name" error={errors.name} control={input('name', 'name')} />
        <Field label="Email" error={errors.email} control={input('email', 'email', 'email')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Shipping address</legend>
        <Field
          label="Address"
          className="sm:col-span-6"
          error={errors.address}
          control={input('address', 'street-address')}
        />
        <Field label="City" className="sm:col-span-3" error={errors.city} control={input('city', 'address-level2')} />
        <Field
          label="Country"
          className="sm:col-span-3"
          error={errors.country}
          control={(props) => (
            <select {...bind('country')} {...props} autoComplete="country" className={controlClass}>
              {SHIPPING_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {COUNTRY_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          label={labels.region}
          className="sm:col-span-3"
          error={errors.state}
          control={input('state', 'address-level1', 'text', { list: regionsId })}
        />
        <datalist id={regionsId}>
          {REGIONS[country].map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </datalist>
        <Field
          label={labels.postalCode}
          className="sm:col-span-3"
          error={errors.zipCode}
          control={input('zipCode', 'postal-code', 'text', { placeholder: labels.postalExample })}
        />
      </fieldset>
      <p className="text-xs text-slate-500">
        <span className="text-red-600" aria-hidden="true">
          *
        </span>{' '}
        All fields are required. We ship to the United States and Canada for a flat {formatUsd(shippingCents)}; for
        Canada, import duties and taxes are collected by the carrier on delivery.
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        Continue to Payment
        <Icon name="arrow-right" className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
