/**
 * The top of a page: its one h1, with an optional line above it (the eyebrow), a description, actions beside it and
 * more below it (filters, tiles). By default it sits in the pale band across the page; `band={false}` gives the
 * heading block alone, for a page that frames it itself (a card).
 */
import { Icon } from './icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const WIDTHS = { '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Beside the heading on a wide screen, below it on a phone. */
  actions?: ReactNode;
  /** A link back, above the heading. */
  back?: { to: string; label: string };
  /** Below the heading block, still in the band. */
  children?: ReactNode;
  band?: boolean;
  width?: keyof typeof WIDTHS;
  className?: string;
}

export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  back,
  children,
  band = true,
  width = '7xl',
  className,
}: PageHeaderProps) {
  const heading = (
    <>
      {back ? (
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <div className={cn('flex flex-wrap items-end justify-between gap-x-6 gap-y-4', back && 'mt-6')}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1
            className={cn(
              'text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl',
              eyebrow ? 'mt-2' : null,
            )}
          >
            {title}
          </h1>
          {description ? <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
      {children}
    </>
  );
  if (!band) return <div className={className}>{heading}</div>;
  return (
    <div className={cn('border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white', className)}>
      <div className={cn('mx-auto px-4 pb-10 sm:px-6 lg:px-8', WIDTHS[width], back ? 'pt-6' : 'pt-10 sm:pt-12')}>
        {heading}
      </div>
    </div>
  );
}
