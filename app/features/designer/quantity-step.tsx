/** Step 1 (shopper-spec sections 2 and 9): the product, the quantity slider, the price it gives and the volume table. */
import { useId } from 'react';
import { formatUsd } from '../../../core/money';
import { DESIGNER_QUANTITY, type DesignerQuote } from '../../../core/pricing/designer';
import { PRODUCT_NAMES, tierLabel, type PriceTier, type ProductKind } from '../../../core/pricing/price-table';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { RangeSlider } from '../../components/ui/range-slider';
import { formatCount } from '../../../core/en-us';
import { usePrices } from '../../lib/use-prices';
import { Button } from '../../components/ui/button';
import { ProductChoice } from './product-choice';

const QUICK_PICKS = [100, 250, 500, 1000] as const;
export interface QuantityStepProps {
  product: ProductKind;
  onProduct(product: ProductKind): void;
  quantity: number;
  /** With several designs, their summary ("3 designs, 300 ball markers"): each has its quantity, set at step 4. */
  severalDesigns?: string | null;
  onEditDesigns?(): void;
  quote: DesignerQuote;
  onQuantity(quantity: number): void;
}

export function QuantityStep(props: QuantityStepProps) {
  const { product, onProduct, quantity, quote, onQuantity, severalDesigns = null, onEditDesigns } = props;
  const sliderId = useId();
  const names = PRODUCT_NAMES[product];
  // The product's tiers the slider reaches (the owner's price table), each labelled within the slider's range.
  const rows = usePrices().products[product].tiers.filter(
    (tier) => tier.minQuantity <= DESIGNER_QUANTITY.max && (tier.maxQuantity ?? Infinity) >= DESIGNER_QUANTITY.min,
  );
  const holds = (tier: PriceTier) => quantity >= tier.minQuantity && quantity <= (tier.maxQuantity ?? Infinity);
  return (
    <div className="flex flex-col gap-8">
      <ProductChoice product={product} onProduct={onProduct} />
      {severalDesigns ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
          <p className="text-sm text-slate-700">
            <span className="block text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {severalDesigns}
            </span>
            Each design has its own quantity; together they decide the price.
          </p>
          {onEditDesigns ? (
            <Button variant="outline" onClick={onEditDesigns}>
              Change the designs
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <label htmlFor={sliderId} className="text-sm font-semibold text-slate-700">
              Number of {names.many}
            </label>
            <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums" aria-hidden="true">
              {formatCount(quantity)} <span className="text-base font-medium text-slate-500">{names.many}</span>
            </p>
          </div>
          {/* The browser's own range input (see RangeSlider): same min, max, step and keys as the Radix slider it replaces. */}
          <RangeSlider
            id={sliderId}
            name="quantity"
            aria-valuetext={`${quantity} ${names.many}`}
            value={quantity}
            min={DESIGNER_QUANTITY.min}
            max={DESIGNER_QUANTITY.max}
            step={DESIGNER_QUANTITY.step}
            onValueChange={onQuantity}
            className="mt-5"
          />
          <div className="mt-2 flex justify-between text-xs font-medium text-slate-500 tabular-nums">
            <span>{DESIGNER_QUANTITY.min}</span>
            <span>{formatCount(DESIGNER_QUANTITY.max)}</span>
          </div>
          <div className="mt-4 grid grid-cols-4 gap-2 sm:flex" role="group" aria-label="Quick picks">
            {QUICK_PICKS.map((pick) => (
              <button
                key={pick}
                type="button"
                aria-pressed={quantity === pick}
                onClick={() => onQuantity(pick)}
                className={cn(
                  'h-9 rounded-full border px-1 text-sm font-semibold tabular-nums transition-colors sm:px-4',
                  quantity === pick
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:bg-brand-50',
                )}
              >
                {formatCount(pick)}
              </button>
            ))}
          </div>
        </div>
      )}

      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <dt className="text-sm text-slate-600">Price per {names.one}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="price-per-pin">
            {formatUsd(quote.pricePerPinCents)}
          </dd>
        </div>
        <div className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5">
          <dt className="text-sm text-brand-800">Total</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums" data-testid="step-total">
            {formatUsd(quote.totalCents)}
          </dd>
        </div>
      </dl>

      <Table>
        <TableCaption>
          Volume pricing <span className="font-normal text-slate-500">· {names.many}, base size and finish</span>
        </TableCaption>
        <TableHeader>
          <tr>
            <TableHead>Quantity</TableHead>
            <TableHead className="text-right">Per {names.one}</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const active = holds(row);
            const label = tierLabel(row, DESIGNER_QUANTITY);
            return (
              <TableRow key={label} current={active}>
                <TableHead scope="row">
                  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="whitespace-nowrap">
                      {label} {names.many}
                    </span>
                    {active ? (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                        Your price
                      </span>
                    ) : null}
                  </span>
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatUsd(row.unitCents)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
