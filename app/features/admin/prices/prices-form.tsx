/**
 * The owner's price table: each product's tiers, minimum quantity and sizes, what each plating and packaging adds to
 * a piece, the rush fee and the deposit. Checked with the server's own rules before anything is sent; "Review
 * changes" lists what will change in dollars, and "Save prices" makes it the version new quotes and orders use.
 */
import { useState, type FormEvent } from 'react';
import { PIN_PLATING_LABELS } from '../../../../core/pin-options';
import {
  PACKAGING_ADDONS,
  PIN_PLATINGS,
  PRODUCT_KINDS,
  type PricesInEffect,
  type ProductKind,
} from '../../../../core/pricing/price-table';
import { PACKAGING_ADDON_LABELS } from '../../../../core/pricing/price-table-changes';
import { priceTableSchema } from '../../../../core/pricing/price-table-schema';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastFailure, toastSuccess } from '../admin-toast';
import { MoneyGrid } from './money-grid';
import { errorsOf, tableOf, textOf, type PriceErrors, type PriceFormText } from './price-form-state';
import { ProductPrices } from './product-prices';
import { usePreviewPrices, useSavePrices } from './use-admin-prices';

/** The prices added to each piece of every product, a group of dollar boxes each. */
const MONEY_GROUPS: readonly {
  group: 'platings' | 'packaging';
  legend: string;
  hint?: string;
  keys: readonly string[];
  labels: Record<string, string>;
  path: string;
}[] = [
  {
    group: 'platings',
    legend: 'Platings, added to each metal piece',
    keys: PIN_PLATINGS,
    labels: PIN_PLATING_LABELS,
    path: 'platingCents',
  },
  {
    group: 'packaging',
    legend: 'Packaging, added to each piece (not to backing cards)',
    hint: "Individual bags and backing cards are the designer's; plastic packaging and barcode labels are the price calculator's.",
    keys: PACKAGING_ADDONS,
    labels: PACKAGING_ADDON_LABELS,
    path: 'packagingCents',
  },
];

export function PricesForm({ prices }: { prices: PricesInEffect }) {
  const [text, setText] = useState<PriceFormText>(() => textOf(prices.table));
  const [version, setVersion] = useState(prices.version);
  const [errors, setErrors] = useState<PriceErrors>({});
  const [kind, setKind] = useState<ProductKind>('pin');
  const [changes, setChanges] = useState<string[] | null>(null);
  const preview = usePreviewPrices();
  const save = useSavePrices();

  // Any edit makes the list of changes stale: it is asked for again before a save.
  const edit = (next: PriceFormText) => {
    setText(next);
    setChanges(null);
  };

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = priceTableSchema.safeParse(tableOf(text));
    if (!parsed.success) {
      const refused = errorsOf(parsed.error.issues);
      setErrors(refused);
      // Show the first product with a refused field, so its message is on screen.
      if (!refused[`products.${kind}`]) setKind(PRODUCT_KINDS.find((k) => refused[`products.${k}`]) ?? kind);
      return;
    }
    setErrors({});
    preview.mutate(parsed.data, {
      onSuccess: (answer) => setChanges(answer.changes),
      onError: (failure) => toastFailure(failure, 'Could not check the prices.'),
    });
  }

  function commit() {
    const parsed = priceTableSchema.safeParse(tableOf(text));
    if (!parsed.success) return;
    save.mutate(
      { baseVersion: version, table: parsed.data },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setChanges(null);
          toastSuccess(`Prices Saved - Version ${saved.version} prices new quotes and orders from now on.`);
        },
        onError: (failure) => toastFailure(failure, 'Could not save the prices.'),
      },
    );
  }

  return (
    <form
      onSubmit={review}
      noValidate
      aria-labelledby="prices-form-title"
      className="flex max-w-4xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="prices-form-title" className="text-lg font-semibold text-slate-900">
        Custom products <span className="text-sm font-normal text-slate-500">· version {version} in effect</span>
      </h3>
      <ProductPrices
        kind={kind}
        text={text.products[kind]}
        errors={errors}
        onKind={setKind}
        onChange={(product) => edit({ ...text, products: { ...text.products, [kind]: product } })}
      />
      {MONEY_GROUPS.map((money) => (
        <MoneyGrid
          key={money.group}
          {...money}
          values={text[money.group]}
          errors={errors}
          onChange={(name, value) => edit({ ...text, [money.group]: { ...text[money.group], [name]: value } })}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rush fee ($)" hint="Added once to a rush order." error={errors.rushFeeCents ?? null}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={text.rushFee}
              onChange={(event) => edit({ ...text, rushFee: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Deposit (%)"
          hint="The share of a custom order paid up front, 1 to 100."
          error={errors.depositPercent ?? null}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={text.depositPercent}
              onChange={(event) => edit({ ...text, depositPercent: event.target.value })}
            />
          )}
        </Field>
      </div>
      {changes ? (
        <section aria-labelledby="price-changes-title" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h4 id="price-changes-title" className="font-semibold text-slate-900">
            {changes.length === 0 ? 'Nothing changes' : 'What will change'}
          </h4>
          {changes.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">
            Orders and quotes already priced keep their prices; new ones use these.
          </p>
          <Button onClick={commit} disabled={save.isPending || changes.length === 0} className="mt-3">
            Save prices
          </Button>
        </section>
      ) : null}
      <Button type="submit" variant="outline" disabled={preview.isPending} className="self-start">
        Review changes
      </Button>
    </form>
  );
}
