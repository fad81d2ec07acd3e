/**
 * The customer form as the checkout's first load has it (decision 021): react-hook-form and the checked form
 * (customer-info-form) are not in it. Their code is fetched once the checkout is on screen, while the cart is read,
 * and again whenever the visitor starts on the form or presses Continue after a failed fetch. Until it is in, this
 * plain form shows the same fields and keeps what the visitor types; the checked form then takes its place with
 * those values and the caret where it was, and a Continue pressed meanwhile is checked at once. Nothing typed is lost.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { CustomerInfo, CustomerInfoInput } from '../../../core/schemas/payments';
import { CustomerFormFields, EMPTY_CUSTOMER, type CustomerField } from './customer-form-fields';
import type { CarriedFocus, CheckedCustomerFormProps } from './customer-info-form';

type CheckedForm = ComponentType<CheckedCustomerFormProps>;

/** The checked form once loaded in this browser, so a later visit renders it at once. */
let loadedForm: CheckedForm | undefined;
let loading: Promise<CheckedForm> | undefined;

/** Fetches the checked form's code once; after a failure (offline, a new deployment) the next call tries again. */
export function loadCheckedCustomerForm(): Promise<CheckedForm> {
  loading ??= import('./customer-info-form').then(
    (module) => {
      loadedForm = module.CheckedCustomerForm;
      return loadedForm;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the fetch without waiting for it (a failure is tried again when the form needs the code). */
export function preloadCheckedCustomerForm(): void {
  loadCheckedCustomerForm().catch(() => undefined);
}

/** The field the visitor is in (and its caret), read as the plain form leaves the page. */
function focusIn(form: HTMLFormElement): CarriedFocus | null {
  const active = form.ownerDocument.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || !form.contains(active)) {
    return null;
  }
  const text = active instanceof HTMLInputElement;
  return {
    name: active.name as CustomerField,
    // An e-mail field reports no caret (null).
    selectionStart: text ? active.selectionStart : null,
    selectionEnd: text ? active.selectionEnd : null,
  };
}

export function CustomerInfoForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: CustomerInfoInput | null;
  onSubmit: (customer: CustomerInfo) => void;
}) {
  const [Checked, setChecked] = useState<CheckedForm | undefined>(() => loadedForm);
  const [values, setValues] = useState<CustomerInfoInput>(() => ({ ...EMPTY_CUSTOMER, ...defaultValues }));
  const [submitted, setSubmitted] = useState(false);
  const carriedFocus = useRef<CarriedFocus | null>(null);

  const load = useCallback(() => {
    if (Checked) return;
    loadCheckedCustomerForm().then(
      (form) => setChecked(() => form),
      () => {
        // Offline or a new deployment: the plain form keeps working, and focusing it or Continue tries again.
      },
    );
  }, [Checked]);
  useEffect(load, [load]);

  // The plain form's ref cleanup runs as React removes it, before the checked form's layout effect reads the focus.
  const plainFormRef = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    return () => {
      carriedFocus.current = focusIn(form);
    };
  }, []);

  if (Checked) {
    return <Checked values={values} onSubmit={onSubmit} carriedFocus={carriedFocus} submitted={submitted} />;
  }
  return (
    <CustomerFormFields
      formRef={plainFormRef}
      bind={(name) => ({
        name,
        value: values[name] ?? '',
        onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      })}
      errors={{}}
      country={values.country ?? 'US'}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        load();
      }}
      onFocus={load}
    />
  );
}
