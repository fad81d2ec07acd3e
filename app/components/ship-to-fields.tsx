/**
 * The ship-to address of a custom order, as a fieldset: name, company, street, city, country, state or province
 * and postal code, named for the chosen country (core/addresses.ts). Controlled: the form that holds it keeps the
 * value and the errors (checked with core/ship-to-check.ts). Used by the designer, the quote form, the quote's
 * deposit page, the order page and the admin's order edit.
 */
import { ADDRESS_LABELS, COUNTRY_NAMES, REGIONS, SHIPPING_COUNTRIES, type ShippingCountry } from '../../core/addresses';
import type { ShipToField, ShipToInput } from '../../core/ship-to-check';
import { cn } from '../lib/cn';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { Select } from './ui/select';

export interface ShipToFieldsProps {
  value: ShipToInput;
  onChange(next: ShipToInput): void;
  errors?: Partial<Record<ShipToField, string>>;
  legend?: string;
  /** Required marks (an optional address is either left empty or given whole). */
  required?: boolean;
  /** Tells an onBlur which field was left (to show its error only once touched). */
  onBlurField?(field: ShipToField): void;
  className?: string;
}

export function ShipToFields({
  value,
  onChange,
  errors = {},
  legend = 'Ship to',
  required = true,
  onBlurField,
  className,
}: ShipToFieldsProps) {
  const country: ShippingCountry = value.country === 'CA' ? 'CA' : 'US';
  const labels = ADDRESS_LABELS[country];
  const bind = (field: ShipToField) => ({
    value: value[field] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value }),
    onBlur: onBlurField ? () => onBlurField(field) : undefined,
  });
  return (
    <fieldset className={cn('grid gap-4 sm:grid-cols-6', className)}>
      <legend className="mb-4 text-base font-semibold text-slate-900">{legend}</legend>
      <Field label="Recipient's name" required={required} error={errors.name} className="sm:col-span-3">
        {(control) => <Input {...control} {...bind('name')} autoComplete="shipping name" />}
      </Field>
      <Field label="Company or club" error={errors.company} className="sm:col-span-3">
        {(control) => <Input {...control} {...bind('company')} autoComplete="shipping organization" />}
      </Field>
      <Field label="Street address" required={required} error={errors.address} className="sm:col-span-6">
        {(control) => <Input {...control} {...bind('address')} autoComplete="shipping address-line1" />}
      </Field>
      <Field label="City" required={required} error={errors.city} className="sm:col-span-3">
        {(control) => <Input {...control} {...bind('city')} autoComplete="shipping address-level2" />}
      </Field>
      <Field label="Country" required={required} error={errors.country} className="sm:col-span-3">
        {(control) => (
          <Select
            {...control}
            value={country}
            autoComplete="shipping country"
            onChange={(event) => onChange({ ...value, country: event.target.value, state: '' })}
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {COUNTRY_NAMES[code]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={labels.region} required={required} error={errors.state} className="sm:col-span-3">
        {(control) => (
          <Select {...control} {...bind('state')} autoComplete="shipping address-level1">
            <option value="">Choose…</option>
            {REGIONS[country].map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={labels.postalCode} required={required} error={errors.zipCode} className="sm:col-span-3">
        {(control) => (
          <Input
            {...control}
            {...bind('zipCode')}
            autoComplete="shipping postal-code"
            placeholder={labels.postalExample}
          />
        )}
      </Field>
    </fieldset>
  );
}
