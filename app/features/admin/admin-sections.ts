/**
 * The /admin sections in the spec's menu order (accounts-admin-spec section 2), plus the Mailbox, Notifications and
 * the Audit Log, each with its ?section= value so a reload or Back shows the same one. 'regular-orders' exists but is
 * not in the menu.
 */
export const ADMIN_SECTIONS = [
  { id: 'orders', label: 'Order History' },
  { id: 'products', label: 'Products' },
  { id: 'quotes', label: 'Quote Requests' },
  { id: 'discounts', label: 'Discount Codes' },
  { id: 'invoices', label: 'Manual Invoices' },
  { id: 'marketing', label: 'Marketing Emails' },
  { id: 'tournament', label: 'Tournament Campaigns' },
  { id: 'vip', label: 'VIP Campaigns' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'mailbox', label: 'Mailbox' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'audit', label: 'Audit Log' },
] as const;

export const HIDDEN_SECTIONS = [{ id: 'regular-orders', label: 'Regular Orders' }] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'] | (typeof HIDDEN_SECTIONS)[number]['id'];

export const DEFAULT_SECTION: AdminSectionId = 'orders';

const ALL_SECTIONS: readonly { id: AdminSectionId; label: string }[] = [...ADMIN_SECTIONS, ...HIDDEN_SECTIONS];

/** The section a ?section= value names; anything else is the default one. */
export function parseSection(value: string | null): AdminSectionId {
  return ALL_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SECTION;
}

export function sectionLabel(id: AdminSectionId): string {
  return ALL_SECTIONS.find((section) => section.id === id)?.label ?? '';
}
