import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:border-brand-600 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
} as const;

const SIZES = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-8 rounded-md px-3 text-sm',
  lg: 'h-12 rounded-lg px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look as a class string, for links that should look like buttons (`<Link className={buttonVariants()}>`). */
export function buttonVariants({ variant = 'default', size = 'default', className }: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyleOptions, 'className'>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
