import { Icon } from './ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWSLETTER_PERCENT_OFF } from '../../core/constants';
import type { SocialProfiles } from '../../server/config';
import { useShop } from '../lib/use-shop';
import { LEAD_TIME_TEXT } from '../../core/lead-time';

/**
 * The footer's newsletter link asks the page's newsletter popup to open with this (cancelable) window event;
 * a page that mounts the popup cancels it. Elsewhere the link goes to /?newsletter=open, where it opens.
 */
export const OPEN_NEWSLETTER_EVENT = 'pinshop:open-newsletter';
export const NEWSLETTER_SEARCH_PARAM = 'newsletter';

/** Asks a mounted newsletter popup to open; false when this page has none (then go to /?newsletter=open). */
export function openNewsletterPopup(): boolean {
  return !window.dispatchEvent(new Event(OPEN_NEWSLETTER_EVENT, { cancelable: true }));
}

const QUICK_LINKS = [
  { to: '/quote', label: 'Get a Custom Quote' },
  { to: '/wholesale', label: 'Wholesale Catalogue' },
  { to: '/blog', label: 'Blog' },
  { to: '/track-order', label: 'Track Your Order' },
] as const;

/** The policy pages (app/features/legal), linked from the footer, the checkout and each other. */
export const LEGAL_PAGES = [
  { path: '/shipping-returns', label: 'Shipping & Returns' },
  { path: '/terms', label: 'Terms of Sale' },
  { path: '/privacy', label: 'Privacy Policy' },
] as const;

// lucide 1.x dropped brand marks, so the three logos are drawn here (24px grid, like the other icons; the outlined two
// take lucide's stroke from the `.lucide` rule of app/app.css, as every <Icon> does).
const SOCIAL_LINKS: { key: keyof SocialProfiles; label: string; icon: ReactNode }[] = [
  {
    key: 'instagram',
    label: 'Instagram',
    icon: (
      <svg viewBox="0 0 24 24" className="lucide size-5" aria-hidden="true">
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <path d="M17.5 6.5h.01" />
      </svg>
    ),
  },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: (
      <svg viewBox="0 0 24 24" className="lucide size-5" aria-hidden="true">
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </svg>
    ),
  },
  {
    key: 'x',
    label: 'X',
    icon: (
      <svg viewBox="0 0 24 24" fill="currentColor" className="size-[18px]" aria-hidden="true">
        <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
      </svg>
    ),
  },
];

const linkClass =
  'rounded-sm text-brand-100 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  const shop = useShop();
  // Only the profiles the shop configured (SOCIAL_*_URL): never a link to a site's home page.
  const socials = SOCIAL_LINKS.flatMap((social) => {
    const href = shop.social?.[social.key];
    return href ? [{ ...social, href }] : [];
  });
  return (
    <footer className="render-near-view bg-brand-900 text-brand-100 [--near-view-height:44rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{shop.name}</p>
          <p className="mt-3 max-w-sm text-sm leading-6">
            Custom and ready-made soft enamel golf pins for courses, tournaments, pro shops and golfers. Free mockup
            within 24 hours, production and shipping in {LEAD_TIME_TEXT}, NET 30 wholesale terms.
          </p>
          {/* A named list is "not recommended" (html-validate): a named <nav> of our profiles is announced. */}
          {socials.length > 0 ? (
            <nav aria-label="Social media" className="mt-5">
              <ul className="flex gap-3">
                {socials.map((social) => (
                  <li key={social.label}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.label}
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {social.icon}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Quick Links</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={`/?${NEWSLETTER_SEARCH_PARAM}=open`}
                onClick={(event) => {
                  if (openNewsletterPopup()) event.preventDefault();
                }}
                className={`${linkClass} inline-flex items-center gap-1.5`}
              >
                <Icon name="badge-percent" className="size-4 text-brand-300" aria-hidden="true" />
                Newsletter: {NEWSLETTER_PERCENT_OFF}% Off
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <a href={`mailto:${shop.salesEmail}`} className={`${linkClass} break-all`}>
                {shop.salesEmail}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span>{shop.location}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-xs text-brand-200 sm:px-6 lg:px-8">
          <p>
            &copy; {new Date().getFullYear()} {shop.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_PAGES.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={linkClass}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
