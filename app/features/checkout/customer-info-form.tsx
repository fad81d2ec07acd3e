/**
 * The regular checkout's first step (shopper-spec sections 2, 3 and 5): name, email, address, city, country, state
 * (or province) and ZIP (or postal) code, all required, checked by the schema the payment route uses. Submitting with
 * a blank field shows the spec's "Missing Information" toast and marks the fields.
 */
import { ArrowRight } from '../../components/ui/icons';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { ADDRESS_LABELS, COUNTRY_NAMES, REGIONS, SHIPPING_COUNTRIES } from '../../../core/addresses';
import { SHIPPING_CENTS } from '../../../core/constants';
import { CHECKOUT_MISSING_INFORMATION } from '../../../core/schemas/payment-rules';
import type { CustomerInfo, CustomerInfoInput } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';
import { CHECKOUT_MESSAGES } from './checkout-messages';

const EMPTY: CustomerInfoInput = {
  name: '',
  email: '',
  address: '',
  city: '',
  country: 'US',
  state: '',
  zipCode: '',
};

/**
 * The schema (zod) and its resolver load when the visitor starts on the form, not with the page (issue 16); the
 * first check waits for them if they are not there yet.
 */
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('../../../core/schemas/payments')]);

const resolver: Resolver<CustomerInfoInput, unknown, CustomerInfo> = async (values, context, options) => {
  const [{ zodResolver }, { customerInfoSchema }] = await loadValidation();
  return zodResolver(customerInfoSchema)(values, context, options);
};

const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'transition-colors placeholder:text-slate-400 hover:border-slate-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'aria-invalid:border-red-500 aria-invalid:bg-red-50/40 aria-invalid:focus-visible:outline-red-500/30',
);

function Field({
  label,
  error,
  className,
  control,
}: {
  label: string;
  error?: string;
  className?: string;
  control: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
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

/** A blank field says "Required" beside it; the toast carries the spec's sentence. */
function fieldError(errors: FieldErrors<CustomerInfoInput>, name: keyof CustomerInfoInput): string | undefined {
  const message = errors[name]?.message;
  if (!message) return undefined;
  return message === CHECKOUT_MISSING_INFORMATION ? 'Required' : message;
}

export function CustomerInfoForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: CustomerInfoInput | null;
  onSubmit: (customer: CustomerInfo) => void;
}) {
  const { register, handleSubmit, formState, watch } = useForm<CustomerInfoInput, unknown, CustomerInfo>({
    resolver,
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const errors = formState.errors;
  const country = watch('country') ?? 'US';
  const labels = ADDRESS_LABELS[country];
  const regionsId = useId();

  const onInvalid = (invalid: FieldErrors<CustomerInfoInput>) => {
    const missing = Object.values(invalid).some((error) => error?.message === CHECKOUT_MISSING_INFORMATION);
    if (missing) toast({ ...CHECKOUT_MESSAGES.missingInformation, variant: 'destructive' });
  };

  const input = (
    name: keyof CustomerInfoInput,
    autoComplete: string,
    type: 'text' | 'email' = 'text',
    extra: { list?: string; placeholder?: string } = {},
  ) => {
    const registered: UseFormRegisterReturn = register(name);
    return (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => (
      <input
        {...registered}
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
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      // Starting on any field fetches the checks, so the first submit need not wait for them.
      onFocus={() => void loadValidation()}
      className="flex flex-col gap-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Contact</legend>
        <Field label="Full name" error={fieldError(errors, 'name')} control={input('name', 'name')} />
        <Field label="Email" error={fieldError(errors, 'email')} control={input('email', 'email', 'email')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Shipping address</legend>
        <Field
          label="Address"
          className="sm:col-span-6"
          error={fieldError(errors, 'address')}
          control={input('address', 'street-address')}
        />
        <Field
          label="City"
          className="sm:col-span-3"
          error={fieldError(errors, 'city')}
          control={input('city', 'address-level2')}
        />
        <Field
          label="Country"
          className="sm:col-span-3"
          error={fieldError(errors, 'country')}
          control={(props) => (
            <select {...register('country')} {...props} autoComplete="country" className={controlClass}>
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
          error={fieldError(errors, 'state')}
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
          error={fieldError(errors, 'zipCode')}
          control={input('zipCode', 'postal-code', 'text', { placeholder: labels.postalExample })}
        />
      </fieldset>
      <p className="text-xs text-slate-500">
        <span className="text-red-600" aria-hidden="true">
          *
        </span>{' '}
        All fields are required. We ship to the United States and Canada for a flat {formatUsd(SHIPPING_CENTS)}; for
        Canada, import duties and taxes are collected by the carrier on delivery.
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        Continue to Payment
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
