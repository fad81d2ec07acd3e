/**
 * One product's prices on the owner's Prices screen: its minimum quantity, its tiers and what each of its sizes adds.
 * A select picks the product; a product with a refused field says so in its option.
 */
import { pinSizeLabel } from '../../../../core/pin-options';
import { PRODUCT_KINDS, PRODUCT_NAMES, PRODUCT_SPECS, type ProductKind } from '../../../../core/pricing/price-table';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MoneyGrid } from './money-grid';
import { withTierAdded, withTierRemoved, type PriceErrors, type ProductText } from './price-form-state';
import { TierTable } from './tier-table';

export interface ProductPricesProps {
  kind: ProductKind;
  text: ProductText;
  errors: PriceErrors;
  onKind(kind: ProductKind): void;
  onChange(text: ProductText): void;
}

export function ProductPrices({ kind, text, errors, onKind, onChange }: ProductPricesProps) {
  const names = PRODUCT_NAMES[kind];
  const sizes = PRODUCT_SPECS[kind].sizes;
  return (
    <div className="flex flex-col gap-6">
      <Field label="Product" hint="Each product has its own minimum, tiers and sizes.">
        {(control) => (
          <select
            {...control}
            value={kind}
            onChange={(event) => onKind(event.target.value as ProductKind)}
            className="max-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {PRODUCT_KINDS.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_NAMES[option].title}
                {errors[`products.${option}`] ? ' (needs a fix)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Minimum quantity"
        hint={`The fewest ${names.many} a design may order.`}
        error={errors[`products.${kind}.minQuantity`] ?? null}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={text.minQuantity}
            onChange={(event) => onChange({ ...text, minQuantity: event.target.value })}
            className="max-w-32"
          />
        )}
      </Field>
      <TierTable
        pieces={names.many}
        path={`products.${kind}.tiers`}
        tiers={text.tiers}
        errors={errors}
        onChange={(index, tier) => onChange({ ...text, tiers: text.tiers.map((row, i) => (i === index ? tier : row)) })}
        onAdd={() => onChange(withTierAdded(text))}
        onRemove={(index) => onChange(withTierRemoved(text, index))}
      />
      <MoneyGrid
        legend={`Sizes, added to each of the ${names.many}`}
        keys={sizes as readonly string[]}
        labels={Object.fromEntries(sizes.map((size) => [size, pinSizeLabel(size)]))}
        values={text.sizes}
        path={`products.${kind}.sizeCents`}
        errors={errors}
        onChange={(size, value) => onChange({ ...text, sizes: { ...text.sizes, [size]: value } })}
      />
    </div>
  );
}
