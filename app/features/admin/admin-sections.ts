/**
 * The admin's one list of sections: the menu, the pages (/admin/{path}, and /admin/{path}/{object} for a section
 * with objects) and each page's code come from here, so a new section is an entry here and its component. The spec's
 * menu order (accounts-admin-spec section 2), then the Mailbox, Notifications, Settings, Jobs, the Audit Log and
 * Security.
 * 'regular-orders' has a page but no menu entry. The overview is /admin itself; Security is its own route
 * (routes/admin-security.tsx), open to an admin still setting up the second factor.
 */
import type { ComponentType } from 'react';
import { parseOrderNumber } from '../../../core/order-numbers';

/** What a section page is given: the object of /admin/{path}/{object}, when the URL names one. */
export interface AdminSectionProps {
  objectId?: string;
}

type SectionModule = { default: ComponentType<AdminSectionProps> };

export interface AdminSection {
  /** The URL segment, /admin/{path}. */
  path: string;
  label: string;
  /** Not in the menu (the page still opens by its URL). */
  hidden?: boolean;
  /** The section's code, loaded in the browser when its page opens (each is its own chunk). */
  load?: () => Promise<SectionModule>;
  /** Whether /admin/{path}/{object} can name an object of this section: only these URLs are pages. */
  isObjectId?: (objectId: string) => boolean;
}

const section = <T>(load: () => Promise<T>, pick: (module: T) => ComponentType<AdminSectionProps>) => {
  return () => load().then((module) => ({ default: pick(module) }));
};

export const OVERVIEW: AdminSection = { path: '', label: 'Overview' };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'orders',
    label: 'Order History',
    load: section(
      () => import('./orders/order-history-section'),
      (m) => m.OrderHistorySection,
    ),
    isObjectId: (objectId) => parseOrderNumber(objectId) !== null,
  },
  {
    path: 'customers',
    label: 'Customers',
    load: section(
      () => import('./customers/customers-section'),
      (m) => m.CustomersSection,
    ),
    // A customer's id (/admin/customers/12).
    isObjectId: (objectId) => /^[1-9]\d{0,9}$/.test(objectId),
  },
  {
    path: 'products',
    label: 'Products',
    load: section(
      () => import('./products/products-section'),
      (m) => m.ProductsSection,
    ),
  },
  {
    path: 'quotes',
    label: 'Quote Requests',
    load: section(
      () => import('./quotes/quote-requests-section'),
      (m) => m.QuoteRequestsSection,
    ),
  },
  {
    path: 'discounts',
    label: 'Discount Codes',
    load: section(
      () => import('./discounts/discount-codes-section'),
      (m) => m.DiscountCodesSection,
    ),
  },
  {
    path: 'invoices',
    label: 'Manual Invoices',
    load: section(
      () => import('./invoices/manual-invoices-section'),
      (m) => m.ManualInvoicesSection,
    ),
  },
  {
    path: 'receivables',
    label: 'Receivables',
    load: section(
      () => import('./receivables/receivables-section'),
      (m) => m.ReceivablesSection,
    ),
  },
  {
    path: 'reports',
    label: 'Reports',
    load: section(
      () => import('./reports/reports-section'),
      (m) => m.ReportsSection,
    ),
  },
  {
    path: 'imports-exports',
    label: 'Imports & Exports',
    load: section(
      () => import('./bulk/bulk-section'),
      (m) => m.BulkSection,
    ),
  },
  {
    path: 'campaigns',
    label: 'Marketing Emails',
    load: section(
      () => import('./marketing/marketing-section'),
      (m) => m.MarketingSection,
    ),
  },
  {
    path: 'tournament',
    label: 'Tournament Campaigns',
    load: section(
      () => import('./tournament/tournament-campaigns-section'),
      (m) => m.TournamentCampaignsSection,
    ),
  },
  {
    path: 'tournament-calendar',
    label: 'Tournament Calendar',
    load: section(
      () => import('./tournament/tournament-calendar-section'),
      (m) => m.TournamentCalendarSection,
    ),
  },
  {
    path: 'vip',
    label: 'VIP Campaigns',
    load: section(
      () => import('./vip/vip-campaigns-section'),
      (m) => m.VipCampaignsSection,
    ),
  },
  {
    path: 'reviews',
    label: 'Reviews',
    load: section(
      () => import('./reviews/reviews-section'),
      (m) => m.ReviewsSection,
    ),
  },
  {
    path: 'analytics',
    label: 'Analytics',
    load: section(
      () => import('./analytics/analytics-section'),
      (m) => m.AnalyticsSection,
    ),
  },
  {
    path: 'mailbox',
    label: 'Mailbox',
    load: section(
      () => import('./mailbox/mailbox-section'),
      (m) => m.MailboxSection,
    ),
  },
  {
    path: 'notifications',
    label: 'Notifications',
    load: section(
      () => import('./notifications/notifications-section'),
      (m) => m.NotificationsSection,
    ),
  },
  {
    path: 'tax',
    label: 'Sales Tax',
    load: section(
      () => import('./tax/tax-section'),
      (m) => m.TaxSection,
    ),
  },
  {
    path: 'prices',
    label: 'Prices',
    load: section(
      () => import('./prices/prices-section'),
      (m) => m.PricesSection,
    ),
  },
  {
    path: 'settings',
    label: 'Settings',
    load: section(
      () => import('./settings/settings-section'),
      (m) => m.SettingsSection,
    ),
  },
  {
    path: 'jobs',
    label: 'Jobs',
    load: section(
      () => import('./jobs/jobs-section'),
      (m) => m.JobsSection,
    ),
  },
  {
    path: 'audit',
    label: 'Audit Log',
    load: section(
      () => import('./audit/audit-section'),
      (m) => m.AuditSection,
    ),
  },
  { path: 'security', label: 'Security' },
  {
    path: 'regular-orders',
    label: 'Regular Orders',
    hidden: true,
    load: section(
      () => import('./orders/regular-orders-section'),
      (m) => m.RegularOrdersSection,
    ),
  },
];

/** The menu: the overview, then every section that is not hidden. */
export const MENU: readonly AdminSection[] = [OVERVIEW, ...ADMIN_SECTIONS.filter((entry) => !entry.hidden)];

/** The URL of a section's page (and of one of its objects). */
export function sectionHref(entry: AdminSection, objectId?: string): string {
  const base = entry.path ? `/admin/${entry.path}` : '/admin';
  return objectId ? `${base}/${encodeURIComponent(objectId)}` : base;
}

/** The section a page's URL names, the overview for /admin; null for a URL that is no admin page. */
export function sectionOfPath(pathname: string): AdminSection | null {
  const [first, ...rest] = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  if (first === undefined) return pathname.startsWith('/admin') ? OVERVIEW : null;
  if (!pathname.startsWith('/admin/')) return null;
  return ADMIN_SECTIONS.find((entry) => entry.path === first && rest.length <= 1) ?? null;
}

/**
 * Whether /admin/{path}/{objectId} is a page: a section with code (Security is its own route), and an object only
 * where the section has objects and the id has their shape. Anything else is the admin's "not found".
 */
export function findSectionPage(path: string, objectId?: string): AdminSection | null {
  const entry = ADMIN_SECTIONS.find((candidate) => candidate.path === path && candidate.load);
  if (!entry) return null;
  if (objectId === undefined) return entry;
  return entry.isObjectId?.(objectId) ? entry : null;
}

/** The old one-page admin's `?section=` values, and their pages now. */
const OLD_SECTIONS: Record<string, string> = { marketing: 'campaigns' };

/**
 * Where a link of the one-page admin (`/admin?section=orders&q=W-1001`, e-mailed in the owner's notices) goes now:
 * an order number opens that order, another search opens the history searched. Null when the search names no section.
 */
export function redirectOldLink(search: URLSearchParams): string | null {
  const old = search.get('section');
  if (old === null) return null;
  const path = OLD_SECTIONS[old] ?? old;
  const entry = findSectionPage(path);
  if (!entry) return '/admin/orders';
  const q = search.get('q')?.trim();
  if (!q) return sectionHref(entry);
  if (entry.isObjectId?.(q)) return sectionHref(entry, q.toUpperCase());
  return `${sectionHref(entry)}?${new URLSearchParams({ q })}`;
}
