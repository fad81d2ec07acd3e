/**
 * A data table: bordered, scrolling sideways on a narrow screen (its box positioned, so a screen-reader-only label in
 * a cell scrolls with it instead of widening the page), header cells scoped, the current row marked.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <table className={cn('w-full text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      className={cn('border-b border-slate-200 px-4 py-3 text-left font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 text-xs tracking-wide text-slate-500 uppercase', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export type TableRowProps = ComponentProps<'tr'> & {
  /** The row that applies now (the chosen tier, the selected item): highlighted and announced as current. */
  current?: boolean;
};

export function TableRow({ current = false, className, ...props }: TableRowProps) {
  return (
    <tr
      aria-current={current ? 'true' : undefined}
      className={cn(current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700', className)}
      {...props}
    />
  );
}

/** A header cell: of a column by default, of a row with `scope="row"`. */
export function TableHead({ scope = 'col', className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'px-4 text-left',
        scope === 'row' ? 'py-2.5 font-medium' : 'py-2 font-semibold whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-2.5', className)} {...props} />;
}

/**
 * A table's header row from its column names; with `actions`, a last column of buttons whose heading only screen
 * readers hear ("Actions").
 */
export function TableColumns({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        {actions ? (
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        ) : null}
      </TableRow>
    </TableHeader>
  );
}
