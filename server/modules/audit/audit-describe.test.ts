import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIBED_ACTIONS, describeAudit } from './audit-describe';
import type { AuditFacts } from './audit-words';

const row = (action: string, entity: string, entityId: string | null, fields: Partial<AuditFacts> = {}) => ({
  action,
  entity,
  entityId,
  details: {},
  before: null,
  after: null,
  ...fields,
});

const TABLE: Array<[AuditFacts, string]> = [
  [
    row('custom-order.status', 'custom_orders', '1', {
      before: { status: 'deposit_paid' },
      after: { status: 'approved' },
    }),
    'Status: Deposit Paid → Approved',
  ],
  [
    row('order.status', 'orders', '3', {
      details: { status: 'cancelled', net30: true },
      before: { status: 'awaiting_invoice' },
      after: { status: 'cancelled' },
    }),
    'Status: Awaiting invoice → Cancelled. The NET 30 order was cancelled',
  ],
  [
    row('quote-request.quote', 'quote_requests', '12', {
      before: { status: 'pending', quotedAmount: null },
      after: { status: 'quoted', quotedAmount: 48_000 },
    }),
    'Quoted $480.00',
  ],
  [
    row('payment.refund', 'custom_orders', '1', { details: { amount: '$25.00', reason: 'damaged in transit' } }),
    'Refunded $25.00: damaged in transit',
  ],
  [
    row('campaign.start', 'campaigns', '4', {
      details: { kind: 'marketing', subject: 'Spring pins', total: 273, isTest: false },
      after: { status: 'running', discountCode: null, uniqueCodes: false },
    }),
    'Campaign "Spring pins" started to 273 contacts',
  ],
  [
    row('campaign.cancel', 'campaigns', '4', { details: { kind: 'vip', withdrawn: 2 } }),
    'Cancelled campaign #4: 2 e-mails not sent',
  ],
  [
    row('order.shipped', 'orders', '2', {
      details: { summary: 'Shipped with UPS 1Z999AA10123456784', emailed: 'ann@example.com' },
    }),
    'Shipped with UPS 1Z999AA10123456784. E-mailed to ann@example.com',
  ],
  [
    row('custom-order.details', 'custom_orders', '2', {
      details: { changed: ['shipTo'] },
      before: { shipTo: '1 Old Rd, Austin, TX 73301' },
      after: { shipTo: '5 Main St, Dallas, TX 75201' },
    }),
    'Changed the ship-to address to 5 Main St, Dallas, TX 75201',
  ],
  [
    row('order.details', 'orders', '2', { before: { internalNote: 'call first' }, after: { internalNote: null } }),
    'Changed the internal note to none',
  ],
  [
    row('custom-order.cancel', 'custom_orders', '5', {
      details: { summary: 'x', reason: 'Customer asked', refunded: '$50.00' },
    }),
    'Cancelled: Customer asked. Refunded $50.00 of the deposit',
  ],
  [
    row('order.delete', 'orders', '7', { details: { archived: true } }),
    'Archived order C-1007 (kept for its payments)',
  ],
  [row('custom-order.delete', 'custom_orders', '7', { details: { archived: false } }), 'Deleted order W-1007'],
  [
    row('product.stock', 'products', '9', {
      details: { product: 'Enamel pin' },
      before: { stockQuantity: 10 },
      after: { stockQuantity: 12 },
    }),
    'Stock of product "Enamel pin": 10 → 12',
  ],
  [
    row('product.update', 'products', '9', {
      details: { product: 'Enamel pin' },
      before: { price: 5, isActive: true },
      after: { price: 6.5, isActive: false },
    }),
    'Changed product "Enamel pin": price: $5.00 → $6.50; active: yes → no',
  ],
  [
    row('discount.create', 'discount_codes', '3', {
      details: { code: 'SPRING10' },
      after: { code: 'SPRING10', discountType: 'percentage', discountValue: 10 },
    }),
    'Created discount code SPRING10: 10% off',
  ],
  [
    row('discount.deactivate', 'discount_codes', '3', { details: { code: 'SAVE5', reason: 'ended' } }),
    'Turned discount code SAVE5 off: ended',
  ],
  [
    row('contacts.upload-list', 'contact_lists', '3', {
      details: { kind: 'vip', fileName: 'VIP 2026.csv', count: 120, errors: 0 },
    }),
    'Uploaded the VIP list "VIP 2026.csv" with 120 contacts',
  ],
  [
    row('contacts.upload-list', 'contact_lists', '4', {
      details: { kind: 'tournament', fileName: 'events.csv', count: 12, errors: 0, onCalendar: 9, unusableDates: 3 },
    }),
    'Uploaded the tournament list "events.csv" with 12 contacts: 9 on the tournament calendar, 3 rows without a usable date',
  ],
  [
    row('contacts.import', 'contacts', 'shopify-import', {
      details: { imported: 40, skipped: 2, duplicates: 1, errors: 0 },
    }),
    'Imported 40 contacts from Shopify (1 duplicate, 2 rows skipped)',
  ],
  [
    row('invoice.create', 'manual_invoices', '4', { details: { invoiceNumber: 'INV-0004', total: '$1,250.00' } }),
    'Created invoice INV-0004 for $1,250.00',
  ],
  [
    row('order.invoice_issued', 'orders', '8', {
      details: { invoiceNumber: 'INV-0009', dueDate: '2026-12-29' },
      before: { status: 'awaiting_invoice', manualInvoiceId: null },
      after: { status: 'processing', manualInvoiceId: 9 },
    }),
    'Issued the NET 30 invoice INV-0009, due Dec 29, 2026. Status: Awaiting invoice → Processing',
  ],
  [
    row('order.email_sent', 'custom_orders', '2', {
      details: { subject: 'Your pins', text: 'Hello', to: 'ann@example.com' },
    }),
    'E-mailed the customer (ann@example.com): "Your pins"',
  ],
  [
    row('custom-order.proof-upload', 'custom_orders', '2', {
      details: { version: 2, fileName: 'proof.png', note: null },
    }),
    "Uploaded proof v2 (proof.png) for the customer's approval",
  ],
  [
    row('totp.enabled', 'user', '1', { details: { recoveryCodes: 10 } }),
    'Turned on two-step sign-in (10 recovery codes)',
  ],
  [
    row('customer.email_sent', 'contacts', '8', { details: { subject: 'Hi', text: 'x', to: 'bo@example.com' } }),
    'E-mailed bo@example.com: "Hi"',
  ],
  [row('mail.resend', 'outbox', '31'), 'Sent e-mail #31 again'],
  [row('settings.change', 'shop_settings', 'notices', { details: { summary: 'Notices on' } }), 'Notices on'],
  // An action without a sentence of its own: still words, never the raw keys.
  [
    row('widget.recolor', 'widgets', '2', { before: { colourName: 'red' }, after: { colourName: 'blue' } }),
    'Recolor on widget #2: colour name: red → blue',
  ],
];

describe('describeAudit', () => {
  it.each(TABLE)('%#: %o reads "%s"', (input, sentence) => {
    expect(describeAudit(input)).toBe(sentence);
  });

  it('has a sentence for every action the server records', () => {
    const recorded = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.includes('.test.')) {
          for (const match of readFileSync(path, 'utf8').matchAll(/action: [^\n]*/g)) {
            for (const literal of match[0].matchAll(/'([a-z-]+\.[a-z_-]+)'/g)) recorded.add(literal[1]!);
          }
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    recorded.add('campaign.pause').add('campaign.resume').add('campaign.cancel');
    expect(recorded.size).toBeGreaterThan(40);
    expect([...recorded].filter((action) => !DESCRIBED_ACTIONS.includes(action))).toEqual([]);
  });

  it('never shows a raw key or JSON of an unknown row', () => {
    const sentence = describeAudit(
      row('thing.changed', 'contact_lists', '3', {
        before: { discountCode: 'X', totalCents: 25_000, meta: { a: 1 } },
        after: { discountCode: null, totalCents: 30_000, meta: { a: 2 } },
      }),
    );
    expect(sentence).toBe(
      'Changed on contact list #3: the discount code: X → none; total: $250.00 → $300.00; meta: changed → changed',
    );
    expect(sentence).not.toMatch(/totalCents|discountCode|null|[{}]/);
  });
});
