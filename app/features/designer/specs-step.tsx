/** Step 2: the product's sizes and (for metal items) the plating, each with its surcharge per piece (the owner's table). */
import type { PinPlating } from '../../../core/pricing/designer';
import {
  PRODUCT_NAMES,
  PRODUCT_SPECS,
  sizeCentsOf,
  type ProductKind,
  type ProductSize,
} from '../../../core/pricing/price-table';
import { usePrices } from '../../lib/use-prices';
import { ChoiceCard } from './choice-card';
import { PLATING_OPTIONS, sizeOptionsOf, perPinLabel } from './designer-options';

export interface SpecsStepProps {
  product: ProductKind;
  size: ProductSize;
  plating: PinPlating;
  onSize(size: ProductSize): void;
  onPlating(plating: PinPlating): void;
}

export function SpecsStep({ product, size, plating, onSize, onPlating }: SpecsStepProps) {
  const prices = usePrices();
  const names = PRODUCT_NAMES[product];
  const perPiece = (cents: number) => perPinLabel(cents).replace('per pin', `per ${names.one}`);
  return (
    <div className="flex flex-col gap-8">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">
          {product === 'pin' ? 'Pin size' : `${names.title}: size`}
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          {product === 'backing-card' ? 'Width x height of the card.' : `Measured across the widest point.`}
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {sizeOptionsOf(product).map((option) => (
            <ChoiceCard
              key={option.value}
              type="radio"
              name="pin-size"
              value={option.value}
              checked={size === option.value}
              onChange={() => onSize(option.value)}
              title={option.label}
              description={option.note}
              aside={perPiece(sizeCentsOf(prices, product, option.value) ?? 0)}
              media={
                <span className="flex size-10 shrink-0 items-center justify-center" aria-hidden="true">
                  <span
                    className="rounded-full bg-gradient-to-br from-brand-400 to-brand-700 shadow-inner ring-2 ring-white"
                    style={{ width: `${option.scale * 2.5}rem`, height: `${option.scale * 2.5}rem` }}
                  />
                </span>
              }
            />
          ))}
        </div>
      </fieldset>

      {PRODUCT_SPECS[product].plating ? (
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Plating</legend>
          <p className="mt-1 text-sm text-slate-600">The metal finish of the raised lines around your colours.</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {PLATING_OPTIONS.map((option) => (
              <ChoiceCard
                key={option.value}
                type="radio"
                name="pin-plating"
                value={option.value}
                checked={plating === option.value}
                onChange={() => onPlating(option.value)}
                title={option.label}
                aside={perPiece(prices.platingCents[option.value])}
                media={
                  <span
                    aria-hidden="true"
                    className="size-10 shrink-0 rounded-full shadow-inner ring-1 ring-slate-300"
                    style={{ background: option.swatch }}
                  />
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
