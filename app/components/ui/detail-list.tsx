import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Label/value pairs as a description list in a grid (an order's size, plating, quantity, ...). */
export function DetailList({ rows, className }: { rows: { label: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4', className)}>
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
          <dd className="mt-1 text-sm font-medium break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
