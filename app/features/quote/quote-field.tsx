/** A labelled form field with its hint and error tied to the control (aria-describedby, aria-invalid). */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors hover:border-slate-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

export interface QuoteFieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Renders the control with these props spread on it. */
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function QuoteField({ label, required = false, hint, error, className, children }: QuoteFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function QuoteSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h3 id={id} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}
