/** The customers' words for the owner: where an address came from, why it gets no marketing, what it may get. */
import type { CustomerProfile, CustomerRow } from '../../../../core/schemas/customers';

const SOURCES: Record<CustomerProfile['source'], string> = {
  'shopify-import': 'Shopify import',
  'tournament-csv': 'Tournament list',
  'vip-csv': 'VIP list',
  signup: 'Newsletter signup',
  order: 'An order',
  account: 'Account registration',
  manual: 'Added by hand',
  quote: 'A quote request',
  invoice: 'An invoice',
};

export const sourceLabel = (source: CustomerProfile['source']) => SOURCES[source];

const REASONS: Record<NonNullable<CustomerProfile['suppression']>['reason'], string> = {
  unsubscribed: 'Unsubscribed themselves',
  bounced: 'Their mail bounced',
  complained: 'Marked our mail as spam',
  excluded: 'Excluded by you',
};

export const suppressionLabel = (reason: NonNullable<CustomerProfile['suppression']>['reason']) => REASONS[reason];

/** What marketing e-mail the customer gets: none while suppressed, whatever the consent. */
export function marketingLabel(row: Pick<CustomerRow, 'suppressed' | 'marketingConsent'>): string {
  if (row.suppressed) return 'Blocked';
  return row.marketingConsent ? 'Opted in' : 'Not opted in';
}

/** The name to show: the person's, else their address. */
export const customerName = (row: { name: string | null; email: string }) => row.name ?? row.email;

export const CUSTOMERS_HREF = '/admin/customers';
