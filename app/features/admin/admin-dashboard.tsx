/**
 * The /admin page below its header: the section dropdown (kept in ?section= so a reload or Back shows the same
 * section) and the chosen section.
 */
import { useId, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../components/ui/select';
import { useOnDemand } from '../../lib/use-on-demand';
import { ADMIN_SECTIONS, DEFAULT_SECTION, parseSection, sectionLabel, type AdminSectionId } from './admin-sections';
import { DashboardOverview } from './dashboard/dashboard-overview';

/*
 * Each section is its own chunk, loaded in the browser when it is chosen: together they are more than twice the
 * 30 KB (gzip) a route's code may be (issue 16), and a visit seldom opens more than two of them. Their data comes
 * from the browser anyway, so the server renders the placeholder.
 */
const SECTION_LOADERS: Record<AdminSectionId, () => Promise<{ default: ComponentType }>> = {
  orders: () => import('./orders/order-history-section').then((m) => ({ default: m.OrderHistorySection })),
  products: () => import('./products/products-section').then((m) => ({ default: m.ProductsSection })),
  quotes: () => import('./quotes/quote-requests-section').then((m) => ({ default: m.QuoteRequestsSection })),
  discounts: () => import('./discounts/discount-codes-section').then((m) => ({ default: m.DiscountCodesSection })),
  invoices: () => import('./invoices/manual-invoices-section').then((m) => ({ default: m.ManualInvoicesSection })),
  marketing: () => import('./marketing/marketing-section').then((m) => ({ default: m.MarketingSection })),
  tournament: () =>
    import('./tournament/tournament-campaigns-section').then((m) => ({ default: m.TournamentCampaignsSection })),
  vip: () => import('./vip/vip-campaigns-section').then((m) => ({ default: m.VipCampaignsSection })),
  analytics: () => import('./analytics/analytics-section').then((m) => ({ default: m.AnalyticsSection })),
  mailbox: () => import('./mailbox/mailbox-section').then((m) => ({ default: m.MailboxSection })),
  notifications: () =>
    import('./notifications/notifications-section').then((m) => ({ default: m.NotificationsSection })),
  audit: () => import('./audit/audit-section').then((m) => ({ default: m.AuditSection })),
  'regular-orders': () => import('./orders/regular-orders-section').then((m) => ({ default: m.RegularOrdersSection })),
};

export function AdminDashboard() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = parseSection(searchParams.get('section'));
  const inMenu = ADMIN_SECTIONS.some((entry) => entry.id === section);

  function choose(next: AdminSectionId) {
    setSearchParams(next === DEFAULT_SECTION ? {} : { section: next });
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <DashboardOverview />
      <div className="flex max-w-xs flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Section
        </label>
        <Select id={id} value={section} onChange={(event) => choose(parseSection(event.target.value))}>
          {/* The hidden section shows in the dropdown only while it is open, so the control tells the truth. */}
          {inMenu ? null : (
            <option value={section} disabled>
              {sectionLabel(section)}
            </option>
          )}
          {ADMIN_SECTIONS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </Select>
      </div>
      {/* Keyed by ?q= too: a link to an order (the attention list's) opens the history searched for it. */}
      <AdminSection key={`${section}?${searchParams.get('q') ?? ''}`} id={section} />
    </div>
  );
}

/** One section, keyed by its id by the caller, so choosing another starts from its placeholder. */
function AdminSection({ id }: { id: AdminSectionId }) {
  const section = useOnDemand(SECTION_LOADERS[id], true);
  return section ? <section.default /> : <div className="min-h-40" aria-busy="true" />;
}
