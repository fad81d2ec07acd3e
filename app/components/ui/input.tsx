import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The look of every text control (input, textarea, select): red border when aria-invalid, a ring on focus. */
export const inputClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors hover:border-slate-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
);

/** A text field unless `type` says otherwise: written out, since an omitted type is easy to misread. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClass, className)} {...props} />;
}
