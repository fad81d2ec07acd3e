/**
 * The regular checkout's first step (shopper-spec sections 2, 3 and 5), checked: name, email, address, city, country,
 * state (or province) and ZIP (or postal) code, all required, checked by the schema the payment route uses.
 * Submitting with a blank field shows the spec's "Missing Information" toast and marks the fields.
 *
 * This module (react-hook-form with it) is not in the checkout's first load (decision 021): customer-info-step shows the
 * same fields at once and hands over what the visitor typed, and where the caret was, when this form takes its place.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { CHECKOUT_MISSING_INFORMATION } from '../../../core/schemas/payment-rules';
import type { CustomerInfo, CustomerInfoInput } from '../../../core/schemas/payments';
import { toast } from '../../components/ui/use-toast';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { CUSTOMER_FIELDS, CustomerFormFields, type CustomerField } from './customer-form-fields';

/**
 * The schema (zod) and its resolver load when the visitor starts on the form, not with the page (decision 021); the
 * first check waits for them if they are not there yet.
 */
const validation = lazyZodResolver(() =>
  import('../../../core/schemas/payments').then((payments) => payments.customerInfoSchema),
);

/** A blank field says "Required" beside it; the toast carries the spec's sentence. */
function fieldError(errors: FieldErrors<CustomerInfoInput>, name: keyof CustomerInfoInput): string | undefined {
  const message = errors[name]?.message;
  if (!message) return undefined;
  return message === CHECKOUT_MISSING_INFORMATION ? 'Required' : message;
}

/** Where the visitor was in the plain form when this one took its place (null: nowhere in it). */
export interface CarriedFocus {
  name: CustomerField;
  selectionStart: number | null;
  selectionEnd: number | null;
}

export interface CheckedCustomerFormProps {
  /** What the fields start with: what the visitor typed in the plain form, the tab's stored details, or nothing. */
  values: CustomerInfoInput;
  onSubmit: (customer: CustomerInfo) => void;
  /** Filled as the plain form goes, before this form's first layout effect reads it. */
  carriedFocus?: RefObject<CarriedFocus | null>;
  /** The visitor already pressed Continue in the plain form: check (and go on) at once. */
  submitted?: boolean;
}

export function CheckedCustomerForm({ values, onSubmit, carriedFocus, submitted = false }: CheckedCustomerFormProps) {
  const { register, handleSubmit, formState, control } = useForm<CustomerInfoInput, unknown, CustomerInfo>({
    resolver: validation.resolver,
    defaultValues: values,
  });
  const errors = formState.errors;
  const country = useWatch({ control, name: 'country' }) ?? 'US';
  const formRef = useRef<HTMLFormElement>(null);

  const onInvalid = (invalid: FieldErrors<CustomerInfoInput>) => {
    const missing = Object.values(invalid).some((error) => error?.message === CHECKOUT_MISSING_INFORMATION);
    if (missing) toast({ ...CHECKOUT_MESSAGES.missingInformation, variant: 'destructive' });
  };
  const submit = handleSubmit(onSubmit, onInvalid);
  // What the form was mounted with: its effects run once, on mount.
  const initial = useRef({ carriedFocus, submitted, submit });

  // Before the browser paints this form: the caret goes back where the visitor left it in the plain form.
  useLayoutEffect(() => {
    const carried = initial.current.carriedFocus?.current;
    const field = carried ? formRef.current?.elements.namedItem(carried.name) : null;
    if (!carried || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    field.focus();
    if (field instanceof HTMLInputElement && carried.selectionStart !== null && carried.selectionEnd !== null) {
      try {
        field.setSelectionRange(carried.selectionStart, carried.selectionEnd);
      } catch {
        // An e-mail field has no caret position to set; the focus is enough.
      }
    }
  }, []);

  // Continue was pressed before this form was there: the press counts.
  useEffect(() => {
    if (initial.current.submitted) void initial.current.submit();
  }, []);

  const errorsByField: Partial<Record<CustomerField, string>> = {};
  for (const name of CUSTOMER_FIELDS) errorsByField[name] = fieldError(errors, name);

  return (
    <CustomerFormFields
      formRef={formRef}
      bind={(name) => register(name)}
      errors={errorsByField}
      country={country}
      onSubmit={submit}
      // Starting on any field fetches the checks, so the first submit need not wait for them.
      onFocus={validation.preload}
    />
  );
}
