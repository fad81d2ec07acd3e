/** The frame and the full-page messages of the pay-link pages (loading, invalid link, paid), and their small print. */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PayLinkHeaderProps {
  eyebrow: string;
  title: string;
  /** Narrow and centred, above a single narrow card. */
  narrow?: boolean;
  children?: ReactNode;
}

export function PayLinkHeader({ eyebrow, title, narrow = false, children }: PayLinkHeaderProps) {
  return (
    <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
      <div className={cn('mx-auto px-4 pt-10 pb-8 sm:px-6', narrow ? 'max-w-xl text-center' : 'max-w-5xl lg:px-8')}>
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {children ? (
          <div className="mt-3 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">{children}</div>
        ) : null}
      </div>
    </div>
  );
}

export function SupportLine({ email, className }: { email: string; className?: string }) {
  return (
    <p className={cn('flex items-center justify-center gap-2 text-sm text-slate-600', className)}>
      <Icon name="mail" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>
        Questions? Contact us at{' '}
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {email}
        </a>
      </span>
    </p>
  );
}

const TONES = {
  success: { icon: 'circle-check', ring: 'bg-brand-50 text-brand-600 ring-brand-50/60' },
  error: { icon: 'triangle-exclamation-point', ring: 'bg-red-50 text-red-600 ring-red-50/60' },
} as const;

export interface PayLinkMessageProps {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  supportEmail: string;
}

/** A whole-page message: the link is invalid, or the payment is done. */
export function PayLinkMessage({ tone, title, children, actions, supportEmail }: PayLinkMessageProps) {
  const { icon, ring } = TONES[tone];
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white px-4 py-16 sm:py-24">
      <section
        role={tone === 'error' ? 'alert' : 'status'}
        className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:px-12"
      >
        <span className={cn('flex size-16 items-center justify-center rounded-full ring-8', ring)}>
          <Icon name={icon} className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-3 flex max-w-md flex-col gap-3 text-base text-pretty text-slate-600">{children}</div>
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
        <SupportLine email={supportEmail} className="mt-8 border-t border-slate-100 pt-6" />
      </section>
    </div>
  );
}

export function PayLinkLoading({ label }: { label: string }) {
  return (
    <div
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 py-24 text-slate-600"
      role="status"
    >
      <Icon name="loader-circle" className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** Under the pay button: who takes the payment, in which currency. */
export function SecurePaymentLine() {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
      <Icon name="lock" className="size-3.5" aria-hidden="true" />
      Secure checkout with PayPal · USD
    </p>
  );
}
