/** The order summary's frame and its money rows. */
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export function SummaryCard({ title = 'Order summary', children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MoneyRows({ children }: { children: ReactNode }) {
  return <dl className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600">{children}</dl>;
}

export function MoneyRow({
  label,
  value,
  tone = 'default',
  className,
}: {
  label: ReactNode;
  value: string;
  tone?: 'default' | 'saving' | 'total' | 'due';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        tone === 'saving' && 'text-brand-700',
        tone === 'total' && 'mt-1 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900',
        tone === 'due' && '-mx-3 rounded-lg bg-brand-50 px-3 py-2.5 font-semibold text-brand-900 ring-1 ring-brand-100',
        className,
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
