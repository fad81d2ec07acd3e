/** Minus, a number field and plus, kept between 1 and the product's maximum (shopper-spec sections 4 and 5). */
import { Icon } from '../../components/ui/icons';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { clampQuantity, parseQuantityInput } from './quantity';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
  /** The accessible name of the number field. */
  label: string;
  size?: 'sm' | 'lg';
  className?: string;
}

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
  label,
  size = 'sm',
  className,
}: QuantityStepperProps) {
  // What is being typed, until it is a valid quantity or the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = useId();
  const large = size === 'lg';
  const buttonClass = cn(
    'flex shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800',
    'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
    large ? 'size-12' : 'size-9',
  );
  const set = (next: number) => {
    setDraft(null);
    onChange(clampQuantity(next, max));
  };

  return (
    <div
      className={cn(
        'inline-flex shrink-0 items-center overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-1 focus-within:ring-brand-600',
        className,
      )}
    >
      <button
        type="button"
        className={buttonClass}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= 1}
        aria-label="Decrease quantity"
      >
        <Icon name="minus" className={large ? 'size-5' : 'size-4'} aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        aria-label={label}
        aria-describedby={hintId}
        onChange={(event) => {
          const typed = parseQuantityInput(event.target.value);
          if (typed === null) return setDraft(event.target.value);
          const next = clampQuantity(typed, max);
          setDraft(next === typed ? event.target.value : null);
          onChange(next);
        }}
        onBlur={() => setDraft(null)}
        className={cn(
          'h-full w-11 [appearance:textfield] border-x border-slate-200 bg-transparent text-center font-semibold text-slate-900 tabular-nums outline-none focus-visible:outline-none disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          large ? 'h-12 w-16 text-lg' : 'h-9 text-sm',
        )}
      />
      <span id={hintId} className="sr-only">
        {`Up to ${max}`}
      </span>
      <button
        type="button"
        className={buttonClass}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label="Increase quantity"
      >
        <Icon name="plus" className={large ? 'size-5' : 'size-4'} aria-hidden="true" />
      </button>
    </div>
  );
}
