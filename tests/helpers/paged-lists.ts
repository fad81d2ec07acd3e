/**
 * The paged lists the paging test walks (server/paged-lists.api.test.ts): where each is, which field holds its rows,
 * and how to add one row to it. Half the first rows share one created_at, so the id decides their order.
 */
import { auditLog, contacts, manualInvoices, quoteRequests, suppressions } from '../../server/db/schema';
import { enqueueEmail } from '../../server/integrations/mail/outbox';
import type { TestApp } from './app';
import { insertCustomOrder, insertOrderReview, insertRegularOrder } from './order-test-data';

export interface PagedList {
  name: string;
  /** The list, as the admin reads it (filters may be in it). */
  url: string;
  /** The answer's field holding the page's rows. */
  items: string;
  idOf?: (row: { id: number }) => number;
  /** Adds one row the list shows; its id. */
  seed(t: TestApp, i: number): Promise<number>;
  /** A row only the search `q` finds. */
  search?(t: TestApp): Promise<{ q: string; id: number }>;
}

const SAME_TIME = new Date('2026-01-02T03:04:05.678Z');
/** The first rows alternate between one shared time and now. */
export const seedTime = (i: number) => (i < 100 && i % 2 === 0 ? { createdAt: SAME_TIME } : {});

export const pagedLists: PagedList[] = [
  {
    name: 'catalogue orders (every order, for the admin)',
    url: '/api/orders',
    items: 'orders',
    seed: async (t, i) => (await insertRegularOrder(t.database.db, seedTime(i))).order.id,
  },
  {
    name: 'custom orders (admin)',
    url: '/api/custom-orders',
    items: 'orders',
    seed: async (t, i) => (await insertCustomOrder(t.database.db, seedTime(i))).order.id,
  },
  {
    name: 'custom orders (a customer with many, for the admin all)',
    url: '/api/custom-orders/user-orders',
    items: 'orders',
    seed: async (t, i) => (await insertCustomOrder(t.database.db, seedTime(i))).order.id,
  },
  {
    name: 'suppressions',
    url: '/api/admin/suppressions',
    items: 'suppressions',
    seed: async (t, i) => (await addSuppression(t, `paged.${i}.${Date.now()}@example.com`, i)).id,
    search: async (t) => ({ q: 'OnlyThisOne', id: (await addSuppression(t, 'onlythisone@example.com', 1)).id }),
  },
  {
    name: 'reviews (one status)',
    url: '/api/admin/reviews?status=pending',
    items: 'reviews',
    seed: async (t, i) => (await insertOrderReview(t.database.db, seedTime(i))).id,
  },
  {
    name: 'quote requests',
    url: '/api/quote-requests',
    items: 'quotes',
    seed: async (t, i) => (await addQuote(t, `Paged ${i}`, i)).id,
    search: async (t) => ({ q: 'ZEPHYR LINKS', id: (await addQuote(t, 'Zephyr Links Club', 1)).id }),
  },
  {
    name: 'mailbox',
    url: '/api/admin/mailbox',
    items: 'emails',
    seed: (t, i) => enqueueEmail(t.database.db, { to: `paged${i}@example.com`, subject: `Paged ${i}`, text: 'Hi' }),
    search: async (t) => ({
      q: 'Quasar receipt',
      id: await enqueueEmail(t.database.db, { to: 'who@example.com', subject: 'Your quasar receipt', text: 'Hi' }),
    }),
  },
  {
    name: 'manual invoices',
    url: '/api/manual-invoices',
    items: 'invoices',
    seed: async (t, i) => (await addInvoice(t, `INV-7${String(i).padStart(5, '0')}`, 'Paged Golf', i)).id,
    search: async (t) => ({ q: 'inv-699999', id: (await addInvoice(t, 'INV-699999', 'Searched Golf', 1)).id }),
  },
  {
    name: 'customers',
    url: '/api/admin/customers',
    items: 'customers',
    seed: async (t, i) => (await addContact(t, `paged.customer.${i}@example.com`, 'Paged')).id,
    search: async (t) => ({
      q: 'Wolverhampton',
      id: (await addContact(t, 'someone@example.com', 'Wolverhampton Golf')).id,
    }),
  },
  {
    name: 'audit log (one kind of object)',
    url: '/api/admin/audit?entity=paged_things',
    items: 'entries',
    seed: async (t) => {
      const [row] = await t.database.db
        .insert(auditLog)
        .values({ action: 'paged.touch', entity: 'paged_things' })
        .returning();
      return row!.id;
    },
  },
];

async function addContact(t: TestApp, email: string, company: string) {
  const [row] = await t.database.db.insert(contacts).values({ email, company, source: 'order' }).returning();
  return row!;
}

const INVOICE_ROW = {
  dueDate: '2026-12-31',
  items: [{ description: 'Pins', quantity: 1, unitPriceCents: 1_000 }],
  subtotalCents: 1_000,
  totalCents: 1_000,
};

async function addInvoice(t: TestApp, invoiceNumber: string, customerName: string, i: number) {
  const [row] = await t.database.db
    .insert(manualInvoices)
    .values({ invoiceNumber, customerName, customerEmail: 'ap@example.com', ...INVOICE_ROW, ...seedTime(i) })
    .returning();
  return row!;
}

async function addQuote(t: TestApp, customerName: string, i: number) {
  const [row] = await t.database.db
    .insert(quoteRequests)
    .values({ customerName, customerEmail: 'q@example.com', projectDescription: 'Pins', quantity: 100, ...seedTime(i) })
    .returning();
  return row!;
}

async function addSuppression(t: TestApp, email: string, i: number) {
  const [row] = await t.database.db
    .insert(suppressions)
    .values({ email, reason: 'excluded', ...seedTime(i) })
    .returning();
  return row!;
}
