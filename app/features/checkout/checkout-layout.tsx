/** Payment on one side, the order summary on the other (stacked on a phone: payment first, the summary below). */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-10">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
      <aside aria-label="Order summary" className="lg:sticky lg:top-24">
        {summary}
      </aside>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading checkout"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
    >
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-8">
        <div className="h-6 w-1/3 animate-pulse rounded bg-slate-100" />
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-11 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="h-6 w-1/2 animate-pulse rounded bg-slate-100" />
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-3">
            <div className="size-14 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-4 flex-1 animate-pulse rounded bg-slate-100" />
          </div>
        ))}
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}

/** `focusOnMount`: the step just changed, so keyboard and screen-reader users start at its heading. */
export function SectionHeading({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [focus] = useState(focusOnMount);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h2>
  );
}
