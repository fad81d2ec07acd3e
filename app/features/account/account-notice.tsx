/**
 * The message box of the account pages (a link that worked or did not, an e-mail on its way). It has no role of its
 * own: the page puts it inside a live region that is already on the page (role="status" or "alert"), so a screen
 * reader hears it when it appears.
 */
import { Icon } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  success: { icon: 'circle-check', box: 'bg-brand-50 text-brand-900 ring-brand-200', iconClass: 'text-brand-700' },
  info: { icon: 'mail', box: 'bg-slate-50 text-slate-800 ring-slate-200', iconClass: 'text-slate-600' },
  error: { icon: 'circle-exclamation-point', box: 'bg-red-50 text-red-900 ring-red-200', iconClass: 'text-red-700' },
} as const;

export interface AccountNoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  /** Links or buttons below the message (what to do next). */
  actions?: ReactNode;
  className?: string;
}

export function AccountNotice({ tone, children, actions, className }: AccountNoticeProps) {
  const { icon, box, iconClass } = TONES[tone];
  return (
    <div className={cn('flex gap-3 rounded-2xl p-4 text-sm leading-6 ring-1', box, className)}>
      <Icon name={icon} className={cn('mt-0.5 size-5 shrink-0', iconClass)} aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-3">
        <p className="font-medium">{children}</p>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
