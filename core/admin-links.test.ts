import { describe, expect, it } from 'vitest';
import { adminPath } from './admin-links';

describe('adminPath', () => {
  it('opens the order history searched for the order number, and the section of anything else', () => {
    expect(adminPath({ kind: 'custom-order', id: 2 })).toBe('/admin?section=orders&q=W-1002');
    expect(adminPath({ kind: 'catalogue-order', id: 5 })).toBe('/admin?section=orders&q=C-1005');
    expect(adminPath({ kind: 'quote-request', id: 7 })).toBe('/admin?section=quotes');
    expect(adminPath({ kind: 'invoice', id: 3 })).toBe('/admin?section=invoices');
    expect(adminPath({ kind: 'email', id: 9 })).toBe('/admin?section=mailbox');
    expect(adminPath({ kind: 'orders' })).toBe('/admin?section=orders');
  });
});
