/**
 * Where an object lives in the admin. Every link to the admin (the owner's notices, the "Needs your attention" list)
 * is built here, so the scheme changes in one place: a page per section (app/features/admin/admin-sections.ts), an
 * order at its own address (/admin/orders/W-1001), a quote request or an e-mail opened in its section (?open=).
 * The one-page admin's links (/admin?section=orders&q=W-1001), already e-mailed, redirect to these.
 */
import { orderNumber } from './order-numbers';

export type AdminTarget =
  | { kind: 'custom-order'; id: number }
  | { kind: 'catalogue-order'; id: number }
  | { kind: 'quote-request'; id: number }
  | { kind: 'invoice'; id: number }
  | { kind: 'email'; id: number }
  /** A customer's profile (the contact's id). */
  | { kind: 'customer'; id: number }
  /** The order history itself, when the order is not known. */
  | { kind: 'orders' };

/** The path (no origin) of the admin view that shows the target. */
export function adminPath(target: AdminTarget): string {
  switch (target.kind) {
    case 'custom-order':
      return `/admin/orders/${orderNumber('custom', target.id)}`;
    case 'catalogue-order':
      return `/admin/orders/${orderNumber('catalogue', target.id)}`;
    case 'quote-request':
      return `/admin/quotes?open=${target.id}`;
    case 'invoice':
      return '/admin/invoices';
    case 'email':
      return `/admin/mailbox?open=${target.id}`;
    case 'orders':
      return '/admin/orders';
    case 'customer':
      return `/admin/customers/${target.id}`;
  }
}
