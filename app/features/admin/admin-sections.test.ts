import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, parseSection, sectionLabel } from './admin-sections';

describe('admin sections', () => {
  it("lists the spec's menu in order, Order History first, the audit log last and no regular-orders entry", () => {
    expect(ADMIN_SECTIONS.map((section) => section.label)).toEqual([
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
    ]);
    expect(ADMIN_SECTIONS.some((section) => (section.id as string) === 'regular-orders')).toBe(false);
  });

  it('reads ?section=, the hidden section included; anything unknown is Order History', () => {
    expect(parseSection('quotes')).toBe('quotes');
    expect(parseSection('regular-orders')).toBe('regular-orders');
    expect(sectionLabel('regular-orders')).toBe('Regular Orders');
    expect(parseSection(null)).toBe('orders');
    expect(parseSection('nope')).toBe('orders');
  });
});
