import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, findSectionPage, MENU, redirectOldLink, sectionHref, sectionOfPath } from './admin-sections';

describe('admin sections', () => {
  it("lists the spec's menu in order after the overview, then the mailbox, notifications, audit log and security", () => {
    const labels = MENU.map((entry) => entry.label);
    const spec = [
      'Order History',
      'Products',
      'Quote Requests',
      'Discount Codes',
      'Manual Invoices',
      'Marketing Emails',
      'Tournament Campaigns',
      'VIP Campaigns',
      'Analytics',
      'Mailbox',
      'Notifications',
      'Audit Log',
    ];
    // Sections added beside these (Customers, Settings) keep the spec's ones in their order.
    expect(labels.filter((label) => spec.includes(label))).toEqual(spec);
    expect(labels[0]).toBe('Overview');
    expect(labels.at(-1)).toBe('Security');
    expect(MENU.some((entry) => entry.path === 'regular-orders')).toBe(false);
    expect(new Set(ADMIN_SECTIONS.map((entry) => entry.path)).size).toBe(ADMIN_SECTIONS.length);
  });

  it('gives each section its own address, and an order its own under the history', () => {
    expect(MENU.map((entry) => sectionHref(entry))).toContain('/admin');
    expect(ADMIN_SECTIONS.map((entry) => sectionHref(entry))).toEqual(
      expect.arrayContaining(['/admin/orders', '/admin/quotes', '/admin/campaigns', '/admin/notifications']),
    );
    const orders = findSectionPage('orders')!;
    expect(sectionHref(orders, 'W-1001')).toBe('/admin/orders/W-1001');
  });

  it('reads the section back from an address', () => {
    expect(sectionOfPath('/admin')?.label).toBe('Overview');
    expect(sectionOfPath('/admin/')?.label).toBe('Overview');
    expect(sectionOfPath('/admin/quotes')?.label).toBe('Quote Requests');
    expect(sectionOfPath('/admin/orders/C-1002')?.label).toBe('Order History');
    expect(sectionOfPath('/admin/security')?.label).toBe('Security');
    expect(sectionOfPath('/admin/nope')).toBeNull();
    expect(sectionOfPath('/admin/orders/W-1001/more')).toBeNull();
    expect(sectionOfPath('/administration')).toBeNull();
    expect(sectionOfPath('/orders')).toBeNull();
  });

  it('has a page only for a section with code, and an object page only for an object of its shape', () => {
    expect(findSectionPage('mailbox')?.label).toBe('Mailbox');
    expect(findSectionPage('regular-orders')?.label).toBe('Regular Orders');
    expect(findSectionPage('nope')).toBeNull();
    // Security is its own route, not a section page.
    expect(findSectionPage('security')).toBeNull();
    expect(findSectionPage('orders', 'W-1001')?.path).toBe('orders');
    expect(findSectionPage('orders', 'c1002')?.path).toBe('orders');
    expect(findSectionPage('orders', '1001')).toBeNull();
    expect(findSectionPage('orders', 'X-1001')).toBeNull();
    expect(findSectionPage('quotes', '5')).toBeNull();
    expect(findSectionPage('customers', '12')?.path).toBe('customers');
    expect(findSectionPage('customers', '012')).toBeNull();
    expect(findSectionPage('customers', 'pat@example.com')).toBeNull();
  });

  it("sends the one-page admin's links (already e-mailed) to their pages", () => {
    const old = (search: string) => redirectOldLink(new URLSearchParams(search));
    expect(old('')).toBeNull();
    expect(old('q=W-1001')).toBeNull();
    expect(old('section=orders&q=W-1001')).toBe('/admin/orders/W-1001');
    expect(old('section=orders&q=Anna Park')).toBe('/admin/orders?q=Anna+Park');
    expect(old('section=orders')).toBe('/admin/orders');
    expect(old('section=quotes')).toBe('/admin/quotes');
    expect(old('section=marketing')).toBe('/admin/campaigns');
    expect(old('section=regular-orders')).toBe('/admin/regular-orders');
    expect(old('section=nope')).toBe('/admin/orders');
  });
});
