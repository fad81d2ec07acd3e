/**
 * Create Code (accounts-admin-spec sections 2 and 3): the code (uppercased), a percentage (1-100) or a fixed amount,
 * the minimum order, the usage limit and when it is valid. The server's schema checks it here first, then there.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../admin-toast';
import { discountBody, EMPTY_DISCOUNT_FORM, type DiscountFormField, type DiscountFormValues } from './discount-values';
import { useCreateDiscountCode } from './use-discount-codes';

export function DiscountCodeForm() {
  const [values, setValues] = useState<DiscountFormValues>(EMPTY_DISCOUNT_FORM);
  const [errors, setErrors] = useState<Partial<Record<DiscountFormField, string>>>({});
  const create = useCreateDiscountCode();
  const percentage = values.discountType === 'percentage';

  const text = (field: Exclude<DiscountFormField, 'firstOrderOnly'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = discountBody(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.body, {
      onSuccess: (code) => {
        toast({ variant: 'success', title: 'Code Created', description: `${code.code} is active.` });
        setValues(EMPTY_DISCOUNT_FORM);
      },
      onError: (error) => toastFailure(error, 'Failed to create discount code.'),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="discount-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="discount-form-title" className="text-lg font-semibold text-slate-900">
        Create Code
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Code" required error={errors.code} hint="3-40 letters, numbers, - or _">
          {(control) => <Input {...control} autoComplete="off" className="font-mono uppercase" {...text('code')} />}
        </Field>
        <Field label="Discount type" required>
          {(control) => (
            <Select {...control} {...text('discountType')}>
              <option value="percentage">Percentage</option>
              <option value="fixed">Fixed amount</option>
            </Select>
          )}
        </Field>
        <Field label={percentage ? 'Percent off' : 'Amount off (USD)'} required error={errors.discountValue}>
          {(control) => (
            <Input
              {...control}
              inputMode={percentage ? 'numeric' : 'decimal'}
              placeholder={percentage ? '10' : '5.00'}
              {...text('discountValue')}
            />
          )}
        </Field>
        <Field label="Minimum order (USD)" error={errors.minimumOrderAmount}>
          {(control) => <Input {...control} inputMode="decimal" placeholder="0.00" {...text('minimumOrderAmount')} />}
        </Field>
        <Field label="Max uses" hint="Blank: unlimited" error={errors.maxUses}>
          {(control) => <Input {...control} inputMode="numeric" {...text('maxUses')} />}
        </Field>
        <Field label="Valid from" hint="Blank: now" error={errors.validFrom}>
          {(control) => <Input {...control} type="datetime-local" {...text('validFrom')} />}
        </Field>
        <Field label="Valid until" hint="Blank: never expires" error={errors.validUntil}>
          {(control) => <Input {...control} type="datetime-local" {...text('validUntil')} />}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={values.firstOrderOnly}
            onChange={(event) => setValues((v) => ({ ...v, firstOrderOnly: event.target.checked }))}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          First order only
        </label>
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending} className="w-full">
            {create.isPending ? (
              <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon name="plus" className="size-4" aria-hidden="true" />
            )}
            Create Code
          </Button>
        </div>
      </div>
    </form>
  );
}
