/**
 * Sales tax rates: one per US state or Canadian province (a province's as one rate, or its GST, PST or HST apart),
 * whether shipping is taxed there, saved for orders placed from now on. The rates in force and every change.
 */
import { useState, type FormEvent } from 'react';
import { COUNTRY_NAMES, REGIONS, SHIPPING_COUNTRIES, type ShippingCountry } from '../../../../core/addresses';
import { TAX_MESSAGES, taxRateBodySchema } from '../../../../core/schemas/tax';
import { formatDate } from '../../../../core/en-us-dates';
import { Button } from '../../../components/ui/button';
import { TaxRateHistory } from './tax-rate-history';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { useSaveTaxRate, useTaxRates } from './use-tax';

interface Part {
  label: string;
  rate: string;
}

const NO_PART: Part = { label: '', rate: '' };

function RateForm() {
  const [country, setCountry] = useState<ShippingCountry>('US');
  const [region, setRegion] = useState('CA');
  const [parts, setParts] = useState<Part[]>([{ label: 'Sales tax', rate: '' }]);
  const [taxShipping, setTaxShipping] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTaxRate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const used = parts.filter((part) => part.label.trim() !== '' || part.rate.trim() !== '');
    const parsed = taxRateBodySchema.safeParse({
      components: used.map((part) => ({
        label: part.label,
        ratePercent: part.rate.trim() === '' ? Number.NaN : Number(part.rate),
      })),
      taxShipping,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { country, region, body: parsed.data },
      {
        onSuccess: () => toastSuccess(TAX_MESSAGES.saved),
        onError: (failure) => toastFailure(failure, 'Could not save the tax rate.'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Country">
          {(control) => (
            <Select
              {...control}
              value={country}
              onChange={(event) => {
                const next = event.target.value as ShippingCountry;
                setCountry(next);
                setRegion(REGIONS[next][0]!.code);
              }}
            >
              {SHIPPING_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {COUNTRY_NAMES[code]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={country === 'US' ? 'State' : 'Province'}>
          {(control) => (
            <Select {...control} value={region} onChange={(event) => setRegion(event.target.value)}>
              {REGIONS[country].map((each) => (
                <option key={each.code} value={each.code}>
                  {each.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {parts.map((part, index) => (
        <div key={index} className="grid gap-4 sm:grid-cols-2">
          <Field label={`Tax name ${index + 1}`} error={errors[`components.${index}.label`] ?? null}>
            {(control) => (
              <Input
                {...control}
                value={part.label}
                placeholder="Sales tax, GST, PST or HST"
                onChange={(event) =>
                  setParts((all) => all.map((p, i) => (i === index ? { ...p, label: event.target.value } : p)))
                }
              />
            )}
          </Field>
          <Field label="Rate (%)" error={errors[`components.${index}.ratePercent`] ?? null}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={part.rate}
                placeholder="7.25"
                onChange={(event) =>
                  setParts((all) => all.map((p, i) => (i === index ? { ...p, rate: event.target.value } : p)))
                }
                className="max-w-32"
              />
            )}
          </Field>
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        {parts.length < 3 ? (
          <Button type="button" variant="outline" onClick={() => setParts((all) => [...all, NO_PART])}>
            Add a part (e.g. PST)
          </Button>
        ) : null}
        {parts.length > 1 ? (
          <Button type="button" variant="outline" onClick={() => setParts((all) => all.slice(0, -1))}>
            Remove the last part
          </Button>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={taxShipping} onChange={(event) => setTaxShipping(event.target.checked)} />
        Charge tax on shipping there too
      </label>
      <p className="text-sm text-slate-600">
        Leave every rate empty to stop charging tax there. Changes apply to orders placed from now on.
      </p>
      <Button type="submit" disabled={save.isPending} className="self-start">
        Save the rate
      </Button>
    </form>
  );
}

export function TaxRatesPanel() {
  const query = useTaxRates();
  return (
    <section
      aria-labelledby="tax-rates-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="tax-rates-title" className="text-lg font-semibold text-slate-900">
          Sales tax rates
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          No tax is charged where you have not set a rate. A Canadian province can have one rate, or its GST and PST (or
          HST) apart, as your accountant prefers.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the tax rates...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the tax rates."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.current.length === 0 ? (
            <p className="text-sm text-slate-700">No rates set: no sales tax is charged on any order.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-slate-800" aria-label="Rates in force">
              {query.data.current.map((rate) => (
                <li key={`${rate.country}-${rate.region}`}>
                  <strong>{rate.regionName}</strong>:{' '}
                  {rate.components.map((part) => `${part.label} ${part.rateText}`).join(' + ')}
                  {rate.taxShipping ? ', shipping taxed' : ''} (since{' '}
                  {formatDate(new Date(rate.effectiveFrom), 'medium', 'local')})
                </li>
              ))}
            </ul>
          )}
          <RateForm />
          <TaxRateHistory />
        </>
      )}
    </section>
  );
}
