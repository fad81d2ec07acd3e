/**
 * A native radio or checkbox presented as a card: the platform's keyboard and screen-reader behaviour,
 * a short accessible name (the title) and the rest of the card as its description.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange(checked: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the card's end: the price. */
  aside?: ReactNode;
  /** Shown before the title: a swatch or a size preview. */
  media?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  title,
  description,
  aside,
  media,
  children,
  className,
}: ChoiceCardProps) {
  const id = useId();
  return (
    // The label wraps its input: that is the association (a `for` as well is redundant HTML).
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50/70 shadow-sm ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-brand-300 hover:bg-slate-50',
        className,
      )}
    >
      <input
        id={`${id}-input`}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-title`}
        aria-describedby={
          [description ? `${id}-description` : '', aside ? `${id}-aside` : ''].join(' ').trim() || undefined
        }
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      {media}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </span>
          {aside ? (
            <span
              id={`${id}-aside`}
              className={cn('text-sm font-semibold', checked ? 'text-brand-800' : 'text-slate-600')}
            >
              {aside}
            </span>
          ) : null}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </span>
        ) : null}
        {children}
      </span>
    </label>
  );
}
