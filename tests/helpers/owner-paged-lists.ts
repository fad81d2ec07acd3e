/**
 * More paged lists for the paging test (server/paged-lists.api.test.ts): the owner's discount codes, products, e-mail
 * templates, customers' tax certificates, the tax rates' changes and the tournament calendar, a customer's own
 * certificates, quote requests and saved designs, and a product's published reviews. The certificates and designs
 * belong to the signed-in admin's account, the quote requests to its verified e-mail, so the admin's session reads
 * them as "mine" too.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  campaignTemplates,
  contactListMembers,
  contactLists,
  contacts,
  discountCodes,
  products,
  quoteRequests,
  savedDesigns,
  taxCertificates,
  taxRates,
  uploads,
  users,
} from '../../server/db/schema';
import { TEST_ADMIN } from './admin';
import type { TestApp } from './app';
import { insertOrderReview } from './order-test-data';
import { seedTime, type PagedList } from './paged-lists';

/** The product whose published reviews the paging test walks (the product need not exist for its list). */
const PAGED_REVIEW_PRODUCT = 3;

export const ownerPagedLists: PagedList[] = [
  {
    name: 'discount codes',
    url: '/api/discount-codes',
    items: 'codes',
    seed: async (t, i) => (await addCode(t, `PAGED-${i}-${Date.now()}`, i)).id,
    search: async (t) => ({ q: 'quokka', id: (await addCode(t, 'QUOKKA-77', 1)).id }),
  },
  {
    name: 'products (admin)',
    url: '/api/admin/products',
    items: 'products',
    seed: async (t, i) => (await addProduct(t, `Paged pin ${i}`)).id,
    search: async (t) => ({ q: 'Narwhal', id: (await addProduct(t, 'Narwhal Flag Pin')).id }),
  },
  {
    name: 'e-mail templates',
    url: '/api/admin/campaign-templates',
    items: 'templates',
    seed: async (t, i) => (await addTemplate(t, `Paged template ${i} ${Date.now()}`, i)).id,
    search: async (t) => ({ q: 'axolotl', id: (await addTemplate(t, 'Axolotl autumn letter', 1)).id }),
  },
  {
    name: 'tax certificates (admin, one status)',
    url: '/api/admin/tax/certificates?status=pending',
    items: 'certificates',
    seed: async (t, i) => (await addCertificate(t, `PAGED-${i}`, i)).id,
    search: async (t) => ({ q: 'ZX-4401', id: (await addCertificate(t, 'ZX-4401', 1)).id }),
  },
  {
    name: "tax certificates (the customer's own)",
    url: '/api/account/tax-certificates',
    items: 'certificates',
    seed: async (t, i) => (await addCertificate(t, `MINE-${i}`, i)).id,
  },
  {
    name: "quote requests (the customer's own, by verified e-mail)",
    url: '/api/quote-requests/mine',
    items: 'quotes',
    seed: async (t, i) => (await addMyQuote(t, i)).id,
  },
  {
    name: "saved designs (the customer's own, last changed first)",
    url: '/api/saved-designs',
    items: 'designs',
    seed: async (t, i) => (await addMyDesign(t, i)).id,
  },
  {
    name: 'tax rate changes',
    url: '/api/admin/tax/rates/history',
    items: 'changes',
    seed: async (t, i) => (await addRateChange(t, i)).id,
  },
  {
    name: "a product's published reviews (the product page's)",
    url: `/api/products/${PAGED_REVIEW_PRODUCT}/reviews`,
    items: 'reviews',
    seed: async (t, i) =>
      (
        await insertOrderReview(t.database.db, {
          productId: PAGED_REVIEW_PRODUCT,
          rating: 4,
          status: 'published',
          ...seedTime(i),
        })
      ).id,
  },
  {
    name: 'tournament calendar (soonest event first)',
    url: '/api/admin/tournament-calendar',
    items: 'organisers',
    seed: (t, i) => addOrganiser(t, i),
  },
];

async function addCode(t: TestApp, code: string, i: number) {
  const [row] = await t.database.db
    .insert(discountCodes)
    .values({ code, discountType: 'percentage', discountValue: 5, ...seedTime(i) })
    .returning();
  return row!;
}

async function addProduct(t: TestApp, name: string) {
  const [row] = await t.database.db.insert(products).values({ name, priceCents: 799 }).returning();
  return row!;
}

async function addTemplate(t: TestApp, name: string, i: number) {
  const [row] = await t.database.db
    .insert(campaignTemplates)
    .values({ name, blocks: [{ type: 'text', text: 'Hello' }], ...seedTime(i) })
    .returning();
  return row!;
}

async function addMyQuote(t: TestApp, i: number) {
  const [row] = await t.database.db
    .insert(quoteRequests)
    .values({
      customerName: 'The Owner',
      customerEmail: TEST_ADMIN.email.toUpperCase(),
      projectDescription: 'Pins',
      quantity: 100,
      ...seedTime(i),
    })
    .returning();
  return row!;
}

async function addMyDesign(t: TestApp, i: number) {
  const db = t.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, TEST_ADMIN.username));
  const time = seedTime(i).createdAt;
  const [row] = await db
    .insert(savedDesigns)
    .values({
      userId: owner!.id,
      name: `Paged design ${i}`,
      options: { quantity: 100, size: '1inch', plating: 'gold', packaging: ['backing-cards'], rushOrder: false },
      ...(time ? { createdAt: time, updatedAt: time } : {}),
    })
    .returning();
  return row!;
}

async function addRateChange(t: TestApp, i: number) {
  const [row] = await t.database.db
    .insert(taxRates)
    .values({
      country: 'US',
      region: 'WY',
      components: [{ label: 'Sales tax', rateThousandths: 4000 + i }],
      taxShipping: false,
      effectiveFrom: seedTime(i).createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

/** An organiser on a tournament list of their own; half the first ones share one event day (the id decides). */
async function addOrganiser(t: TestApp, i: number): Promise<number> {
  const db = t.database.db;
  const [contact] = await db
    .insert(contacts)
    .values({ email: `organiser.${i}.${randomUUID()}@links.example`, source: 'tournament-csv' })
    .returning();
  const [list] = await db
    .insert(contactLists)
    .values({ kind: 'tournament', fileName: `paged-${i}.csv` })
    .returning();
  const eventDate = i < 100 && i % 2 === 0 ? '2090-06-01' : `2090-0${1 + (i % 9)}-15`;
  await db
    .insert(contactListMembers)
    .values({ listId: list!.id, contactId: contact!.id, eventDate, details: { Tournament: `Paged Cup ${i}` } });
  return contact!.id;
}

async function addCertificate(t: TestApp, number: string, i: number) {
  const db = t.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, TEST_ADMIN.username));
  const [file] = await db
    .insert(uploads)
    .values({
      storageKey: `paged-${randomUUID()}.pdf`,
      originalName: 'certificate.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      purpose: 'tax-certificate',
    })
    .returning();
  const [row] = await db
    .insert(taxCertificates)
    .values({
      userId: owner!.id,
      kind: 'resale',
      country: 'US',
      region: 'CA',
      number,
      expiresOn: '2099-12-31',
      uploadId: file!.id,
      ...seedTime(i),
    })
    .returning();
  return row!;
}
