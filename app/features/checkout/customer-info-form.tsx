/**
 * The regular checkout's first step (shopper-spec sections 2, 3 and 5): name, email, address, city, state and
 * ZIP code, all required, checked by the schema the payment route uses. Submitting with a blank field shows the
 * spec's "Missing Information" toast and marks the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import {
  CHECKOUT_MISSING_INFORMATION,
  customerInfoSchema,
  type CustomerInfoInput,
} from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { CHECKOUT_MESSAGES } from './checkout-messages';

const EMPTY: CustomerInfoInput = { name: '', email: '', address: '', city: '', state: '', zipCode: '' };

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
  onSubmit: (customer: CustomerInfoInput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<CustomerInfoInput>({
    resolver: zodResolver(customerInfoSchema),
    defaultValues: defaultValues ?? EMPTY,
  });
  const errors = formState.errors;

  const onInvalid = (invalid: FieldErrors<CustomerInfoInput>) => {
    const missing = Object.values(invalid).some((error) => error?.message === CHECKOUT_MISSING_INFORMATION);
    if (missing) toast({ ...CHECKOUT_MESSAGES.missingInformation, variant: 'destructive' });
  };

  const input = (name: keyof CustomerInfoInput, autoComplete: string, type: 'text' | 'email' = 'text') => {
    const registered: UseFormRegisterReturn = register(name);
    return (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => (
      <input
        {...registered}
        {...props}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        className={controlClass}
      />
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
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
          label="State"
          className="sm:col-span-1"
          error={fieldError(errors, 'state')}
          control={input('state', 'address-level1')}
        />
        <Field
          label="ZIP code"
          className="sm:col-span-2"
          error={fieldError(errors, 'zipCode')}
          control={input('zipCode', 'postal-code')}
        />
      </fieldset>
      <p className="text-xs text-slate-500">
        <span className="text-red-600" aria-hidden="true">
          *
        </span>{' '}
        All fields are required. Shipping is a flat $5.99; extra fees for Canada are calculated by PayPal.
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        Continue to Payment
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
