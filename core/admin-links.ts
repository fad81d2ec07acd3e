/**
 * Where an object lives in the admin. Every link to the admin (the owner's notices, the "Needs your attention" list)
 * is built here, so the scheme changes in one place: today one /admin page with a ?section= (and the order history
 * opened already searched by ?q=), later a page per section.
 */
import { orderNumber } from './order-numbers';

export type AdminTarget =
  | { kind: 'custom-order'; id: number }
  | { kind: 'catalogue-order'; id: number }
  | { kind: 'quote-request'; id: number }
  | { kind: 'invoice'; id: number }
  | { kind: 'email'; id: number }
  /** The order history itself, when the order is not known. */
  | { kind: 'orders' };

/** The path (no origin) of the admin view that shows the target. */
export function adminPath(target: AdminTarget): string {
  switch (target.kind) {
    case 'custom-order':
      return `/admin?section=orders&q=${orderNumber('custom', target.id)}`;
    case 'catalogue-order':
      return `/admin?section=orders&q=${orderNumber('catalogue', target.id)}`;
    case 'quote-request':
      return '/admin?section=quotes';
    case 'invoice':
      return '/admin?section=invoices';
    case 'email':
      return '/admin?section=mailbox';
    case 'orders':
      return '/admin?section=orders';
  }
}
