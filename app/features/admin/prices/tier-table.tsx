/** A product's quantity tiers: from, to (empty: and up) and the price of one piece, a row each. */
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import type { PriceErrors, TierText } from './price-form-state';

export interface TierTableProps {
  /** "pins", "ball markers": the pieces the prices are for. */
  pieces: string;
  /** Where the product's tiers are in the table ("products.pin.tiers"): tier n's error is under `${path}.${n - 1}`. */
  path: string;
  tiers: TierText[];
  errors: PriceErrors;
  onChange(index: number, tier: TierText): void;
  onAdd(): void;
  onRemove(index: number): void;
}

const cell = 'px-2 py-1.5 align-top';

export function TierTable({ pieces, path, tiers, errors, onChange, onAdd, onRemove }: TierTableProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Price per piece by quantity ({pieces}, base size)</legend>
      <p className="text-xs text-slate-500">
        Tier 1 starts at the minimum quantity; each tier starts one after the last one ends; leave the last tier&apos;s
        last quantity empty (and up).
      </p>
      {/* Three inputs a row are wider than a phone: the table scrolls in its box (relative: its sr-only texts too). */}
      <div className="relative max-w-xl overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className={cell}>Tier</th>
              <th className={cell}>From</th>
              <th className={cell}>To</th>
              <th className={cell}>Price ($)</th>
              <th className={cell}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => {
              const n = index + 1;
              const error = errors[`${path}.${index}`];
              const errorId = `tier-${tier.key}-error`;
              const control = (field: 'min' | 'max' | 'price', label: string) => (
                <Input
                  aria-label={`Tier ${n} ${label}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  inputMode={field === 'price' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={tier[field]}
                  placeholder={field === 'max' ? 'and up' : undefined}
                  onChange={(event) => onChange(index, { ...tier, [field]: event.target.value })}
                  className="w-24"
                />
              );
              return [
                <tr key={tier.key}>
                  <th scope="row" className={`${cell} font-medium text-slate-700`}>
                    {n}
                  </th>
                  <td className={cell}>{control('min', 'first quantity')}</td>
                  <td className={cell}>{control('max', 'last quantity')}</td>
                  <td className={cell}>{control('price', 'price per pin')}</td>
                  <td className={cell}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove tier ${n}`}
                      disabled={tiers.length === 1}
                      onClick={() => onRemove(index)}
                    >
                      <Icon name="trash" className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>,
                error ? (
                  <tr key={`${tier.key}-error`}>
                    <td colSpan={5} id={errorId} className="px-2 pb-2 text-sm font-medium text-red-600">
                      {error}
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
      <Button variant="outline" onClick={onAdd} className="self-start">
        Add a tier
      </Button>
    </fieldset>
  );
}
