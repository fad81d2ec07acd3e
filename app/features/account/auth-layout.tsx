/**
 * The account pages' frame (sign in, sign up, the pages behind the e-mailed links): a brand panel beside the form on
 * wide screens, the form alone on phones.
 */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';

const PERKS = [
  { icon: 'package-search', text: 'Follow every custom order from mockup to delivery' },
  { icon: 'credit-card', text: 'Pay your balance in a few clicks once your design is approved' },
  { icon: 'zap', text: 'Reorder tournament and club pins faster' },
] as const;

export interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthLayout({ eyebrow, title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1fr_1.1fr]">
        <aside
          aria-label="Account benefits"
          className="relative hidden flex-col justify-between overflow-hidden bg-brand-800 p-10 text-white lg:flex"
        >
          <div
            className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-brand-600/40"
            aria-hidden="true"
          />
          <div
            className="pointer-events-none absolute -top-16 -left-16 size-56 rounded-full bg-brand-700/60"
            aria-hidden="true"
          />
          <div className="relative">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
              <Icon name="flag" className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-8 text-2xl font-bold tracking-tight text-balance">
              Your pins, from first sketch to the 18th green.
            </p>
            <p className="mt-3 text-brand-100">One account for every order, quote and balance payment.</p>
          </div>
          <ul className="relative mt-10 flex flex-col gap-4 text-sm">
            {PERKS.map((perk) => (
              <li key={perk.text} className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon name={perk.icon} className="size-4" aria-hidden="true" />
                </span>
                <span className="pt-1.5 text-brand-50">{perk.text}</span>
              </li>
            ))}
          </ul>
        </aside>

        <div className="px-6 py-10 sm:px-10 sm:py-12">
          <PageHeader band={false} eyebrow={eyebrow} title={title} description={description} />
          <div className="mt-8">{children}</div>
          <div className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">{footer}</div>
        </div>
      </div>
    </div>
  );
}
