import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-brand-600 text-white',
  secondary: 'bg-brand-100 text-brand-800',
  outline: 'border border-slate-300 text-slate-700',
  warning: 'bg-amber-100 text-amber-900',
  destructive: 'bg-red-600 text-white',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function badgeVariants({ variant = 'default', className }: { variant?: BadgeVariant; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
    VARIANTS[variant],
    className,
  );
}

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
