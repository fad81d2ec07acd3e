import { Icon } from './ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROMO_BANNER } from '../../core/constants';
import { hasCookieFlag, ONE_YEAR_SECONDS } from '../../core/cookie-flag';

export const PROMO_DISMISSED_COOKIE = 'promo_banner_dismissed';

/** True when the request's Cookie header says the visitor dismissed the banner (read by the root loader). */
export function isPromoDismissed(cookieHeader: string | null): boolean {
  return hasCookieFlag(cookieHeader, PROMO_DISMISSED_COOKIE);
}

function rememberDismissal() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PROMO_DISMISSED_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The site-wide offer (code USA, 20% off); dismissing it lasts a year, on the server render too. */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    <aside aria-label="Promotion" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <p className="flex flex-1 flex-wrap items-center justify-center gap-x-2 text-center text-sm">
          <Icon name="tag" className="hidden size-4 shrink-0 text-brand-100 sm:block" aria-hidden="true" />
          <span>
            Use code{' '}
            <strong className="rounded bg-white/15 px-1.5 py-0.5 font-mono font-semibold tracking-wider">
              {PROMO_BANNER.code}
            </strong>{' '}
            for {PROMO_BANNER.percentOff}% off your order
          </span>
          <Link
            to="/wholesale"
            className="font-semibold underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Shop pins
          </Link>
        </p>
        <button
          type="button"
          aria-label="Dismiss promotion"
          onClick={() => {
            rememberDismissal();
            setDismissed(true);
          }}
          className="rounded-md p-1 text-brand-100 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon name="x" className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
