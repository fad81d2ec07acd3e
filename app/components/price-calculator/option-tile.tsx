/** A native radio or checkbox as a compact tile: named by its label alone, with the price it adds as its description. */
import { useId } from 'react';
import { formatUsd, type Cents } from '../../../core/money';
import { cn } from '../../lib/cn';

export interface OptionTileProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  cents: Cents;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function OptionTile({ type, name, value, label, cents, checked, onChange }: OptionTileProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-price`}
        className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="flex min-w-0 flex-col">
        <span id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-price`} className="text-xs text-slate-600 tabular-nums">
          {cents > 0 ? `+${formatUsd(cents)} per pin` : 'Included'}
        </span>
      </span>
    </label>
  );
}
