/**
 * The /admin page below its header: the section dropdown (kept in ?section= so a reload or Back shows the same
 * section) and the chosen section.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../components/ui/select';
import { ADMIN_SECTIONS, DEFAULT_SECTION, parseSection, sectionLabel, type AdminSectionId } from './admin-sections';
import { AnalyticsSection } from './analytics/analytics-section';
import { AuditSection } from './audit/audit-section';
import { DashboardOverview } from './dashboard/dashboard-overview';
import { DiscountCodesSection } from './discounts/discount-codes-section';
import { ManualInvoicesSection } from './invoices/manual-invoices-section';
import { MailboxSection } from './mailbox/mailbox-section';
import { MarketingSection } from './marketing/marketing-section';
import { OrderHistorySection } from './orders/order-history-section';
import { RegularOrdersSection } from './orders/regular-orders-section';
import { QuoteRequestsSection } from './quotes/quote-requests-section';
import { ProductsSection } from './products/products-section';
import { TournamentCampaignsSection } from './tournament/tournament-campaigns-section';
import { VipCampaignsSection } from './vip/vip-campaigns-section';

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
      <AdminSection id={section} />
    </div>
  );
}

function AdminSection({ id }: { id: AdminSectionId }) {
  switch (id) {
    case 'products':
      return <ProductsSection />;
    case 'quotes':
      return <QuoteRequestsSection />;
    case 'discounts':
      return <DiscountCodesSection />;
    case 'invoices':
      return <ManualInvoicesSection />;
    case 'marketing':
      return <MarketingSection />;
    case 'tournament':
      return <TournamentCampaignsSection />;
    case 'vip':
      return <VipCampaignsSection />;
    case 'analytics':
      return <AnalyticsSection />;
    case 'mailbox':
      return <MailboxSection />;
    case 'audit':
      return <AuditSection />;
    case 'regular-orders':
      return <RegularOrdersSection />;
    default:
      return <OrderHistorySection />;
  }
}
