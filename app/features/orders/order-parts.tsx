/** Small pieces both order cards share: the status badge, a detail row list, a section heading. */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { statusLabel, statusTone } from './order-labels';

/** The card's way to the order's own page (its signed link), named for the order. */
export function OpenOrderLink({ to, number }: { to: string; number: string }) {
  return (
    <Link
      to={to}
      className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      Open order page
      <span className="sr-only"> for order {number}</span>
      <Icon name="arrow-right" className="size-3.5" aria-hidden="true" />
    </Link>
  );
}

/** An order paid through the PayPal stand-in: nothing was charged and nothing will be made. */
export function TestOrderBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold whitespace-nowrap text-amber-950 ring-1 ring-amber-300 ring-inset">
      Test order: no real payment
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        statusTone(status),
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

export type SubheadingLevel = 'h3' | 'h4';

/** The heading one level below the card's own (h2 on the status page, h3 in the tracking list). */
export function subheadingFor(heading: 'h2' | 'h3'): SubheadingLevel {
  return heading === 'h2' ? 'h3' : 'h4';
}

export function Subheading({
  level: Heading,
  className,
  children,
}: {
  level: SubheadingLevel;
  className?: string;
  children: ReactNode;
}) {
  return <Heading className={className}>{children}</Heading>;
}

export function CardSection({
  title,
  level: Heading = 'h4',
  children,
}: {
  title: string;
  level?: SubheadingLevel;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {children}
    </section>
  );
}

/** The card frame; `highlighted` is the order the visitor just placed (ring, "Just placed" pill). */
export function OrderCardFrame({
  domId,
  highlighted,
  children,
}: {
  domId: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      id={domId}
      aria-labelledby={`${domId}-title`}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'scroll-mt-24 overflow-hidden rounded-3xl border bg-white shadow-sm transition-shadow duration-700',
        highlighted ? 'border-brand-500 shadow-lg ring-4 ring-brand-200' : 'border-slate-200',
      )}
    >
      {children}
    </article>
  );
}
