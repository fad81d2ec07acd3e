/** A labelled account-form field with its hint and error tied to the control (aria-describedby, aria-invalid). */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors hover:border-slate-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface AccountFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Renders the control with these props spread on it. */
  children: (control: ControlProps) => ReactNode;
}

export function AccountField({ label, hint, error, children }: AccountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
