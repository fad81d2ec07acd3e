import { Icon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

const stepClass = cn(
  'flex size-8 items-center justify-center text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800',
  'aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent',
);

/**
 * Minus, the quantity and plus for one cart line. Minus at 1 removes the line (it shows a bin then; its
 * label stays "Decrease"); plus stops at the product's maximum. Both wait while this line's change is with the server.
 * They are aria-disabled rather than disabled, so the focus stays on them (a disabled button loses it).
 */
export function LineQuantity({
  name,
  quantity,
  max,
  pending,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  pending: boolean;
  onChange(quantity: number): void;
}) {
  return (
    <div className="inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm">
      <button
        type="button"
        className={stepClass}
        aria-label={`Decrease quantity of ${name}`}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onChange(quantity - 1);
        }}
      >
        {quantity === 1 ? (
          <Icon name="trash" className="size-3.5" aria-hidden="true" />
        ) : (
          <Icon name="minus" className="size-4" aria-hidden="true" />
        )}
      </button>
      <output
        aria-label={`Quantity of ${name}`}
        className="flex h-8 min-w-10 items-center justify-center border-x border-slate-200 px-1.5 text-sm font-semibold text-slate-900 tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={`Increase quantity of ${name}`}
        aria-disabled={pending || quantity >= max || undefined}
        onClick={() => {
          if (!pending && quantity < max) onChange(quantity + 1);
        }}
      >
        <Icon name="plus" className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
