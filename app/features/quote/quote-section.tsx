/** One titled part of the quote form (contact, project, logo, notes), named by its heading. */
import { useId, type ReactNode } from 'react';

export function QuoteSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h3 id={id} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}
