import { describe, expect, it } from 'vitest';
import { adminPath } from './admin-links';

describe('adminPath', () => {
  it("opens an order at its own address, a quote request or an e-mail in its section, anything else's section", () => {
    expect(adminPath({ kind: 'custom-order', id: 2 })).toBe('/admin/orders/W-1002');
    expect(adminPath({ kind: 'catalogue-order', id: 5 })).toBe('/admin/orders/C-1005');
    expect(adminPath({ kind: 'quote-request', id: 7 })).toBe('/admin/quotes?open=7');
    expect(adminPath({ kind: 'invoice', id: 3 })).toBe('/admin/invoices');
    expect(adminPath({ kind: 'email', id: 9 })).toBe('/admin/mailbox?open=9');
    expect(adminPath({ kind: 'orders' })).toBe('/admin/orders');
    expect(adminPath({ kind: 'customer', id: 12 })).toBe('/admin/customers/12');
  });
});
