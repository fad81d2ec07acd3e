/** Step 1 (shopper-spec sections 2 and 9): the quantity slider, the price it gives and the volume table. */
import { useId } from 'react';
import { formatUsd } from '../../../core/money';
import {
  DESIGNER_QUANTITY,
  DESIGNER_VOLUME_PRICES,
  designerBaseUnitCents,
  type DesignerQuote,
} from '../../../core/pricing/designer';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { RangeSlider } from '../../components/ui/range-slider';
import { formatCount } from '../../../core/en-us';

const VOLUME_ROWS = [...DESIGNER_VOLUME_PRICES].reverse();
const QUICK_PICKS = [100, 250, 500, 1000] as const;
export interface QuantityStepProps {
  quantity: number;
  quote: DesignerQuote;
  onQuantity(quantity: number): void;
}

export function QuantityStep({ quantity, quote, onQuantity }: QuantityStepProps) {
  const sliderId = useId();
  const unitCents = designerBaseUnitCents(quantity);
  return (
    <div className="flex flex-col gap-8">
      <div className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <label htmlFor={sliderId} className="text-sm font-semibold text-slate-700">
            Number of pins
          </label>
          <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums" aria-hidden="true">
            {formatCount(quantity)} <span className="text-base font-medium text-slate-500">pins</span>
          </p>
        </div>
        {/* The browser's own range input (see RangeSlider): same min, max, step and keys as the Radix slider it replaces. */}
        <RangeSlider
          id={sliderId}
          name="quantity"
          aria-valuetext={`${quantity} pins`}
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

      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <dt className="text-sm text-slate-600">Price per pin</dt>
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
          Volume pricing <span className="font-normal text-slate-500">· silver plating, 1 inch</span>
        </TableCaption>
        <TableHeader>
          <tr>
            <TableHead>Quantity</TableHead>
            <TableHead className="text-right">Per pin</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {VOLUME_ROWS.map((row) => {
            const active = row.unitCents === unitCents;
            return (
              <TableRow key={row.label} current={active}>
                <TableHead scope="row">
                  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="whitespace-nowrap">{row.label} pins</span>
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
