/**
 * GET /api/admin/customers and /api/admin/customers/{id}: one customer per address (a guest buyer who registered
 * later and was in a Shopify export is one row), search and filters, stable pages, the profile with every object,
 * and the lifetime spend (money kept: refunds off, test-mode payments out in a live shop). The shop here takes real
 * payments (PayPal credentials set), as a live shop does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPageSchema, customerProfileSchema, type CustomerRow } from '../../../core/schemas/customers';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { orderNumber } from '../../../core/order-numbers';
import { recordCustomerContact } from '../marketing';
import { createCustomerService } from './customers.service';
import {
  guestOrder,
  PAT,
  PAT_SPEND_CENTS,
  PAT_TEST_MODE_SPEND_CENTS,
  patsStory,
} from '../../../tests/helpers/customer-test-data';

let t: TestApp;
let admin = '';
let pat: Awaited<ReturnType<typeof patsStory>>;

beforeAll(async () => {
  t = await buildTestApp({
    LOG_LEVEL: 'silent',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_ENV: 'sandbox',
  });
  admin = await signInAdmin(t);
  pat = await patsStory(t, admin);
  // Noah bought once and never consented; a few newsletter-less contacts fill the pages.
  await guestOrder(t, { name: 'Noah Par', email: 'noah.par@example.com' }, { amountCents: 1_199 });
  await t.database.db.transaction(async (tx) => {
    for (const n of [1, 2, 3, 4, 5])
      await recordCustomerContact(tx, { email: `fan${n}@example.com`, source: 'account' });
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function list(query = ''): Promise<CustomerRow[]> {
  const res = await get(`/api/admin/customers?limit=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return customerPageSchema.parse(res.json()).customers;
}
const emails = (rows: CustomerRow[]) => rows.map((row) => row.email.toLowerCase());

describe('GET /api/admin/customers', () => {
  it('is for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(401);
  });

  it('shows the guest buyer who registered and was imported as one customer', async () => {
    const rows = (await list()).filter((row) => row.email.toLowerCase() === PAT.email);
    expect(rows).toEqual([
      {
        id: pat.contact.id,
        email: 'Pat.Golfer@Example.com',
        name: PAT.name,
        company: null,
        orderCount: 4,
        lifetimeSpendCents: PAT_SPEND_CENTS,
        marketingConsent: true,
        suppressed: false,
        hasAccount: true,
        createdAt: pat.contact.createdAt.toISOString(),
      },
    ]);
  });

  it('searches by name, e-mail and company, whatever the case', async () => {
    expect(emails(await list('&q=GOLFER'))).toEqual([PAT.email]);
    expect(emails(await list('&q=noah.par@'))).toEqual(['noah.par@example.com']);
    expect(emails(await list(`&q=${encodeURIComponent('links golf')}`))).toEqual(['olivia.links@example.com']);
    expect(await list('&q=nobody-like-this')).toEqual([]);
  });

  it('filters by orders, marketing consent and suppression', async () => {
    const withOrders = emails(await list('&orders=yes'));
    expect(withOrders).toEqual(['noah.par@example.com', PAT.email]);
    const without = emails(await list('&orders=no'));
    expect(without).toContain('olivia.links@example.com');
    expect(without).not.toContain(PAT.email);

    expect(emails(await list('&consent=yes'))).toEqual(['olivia.links@example.com', PAT.email]);
    expect(emails(await list('&consent=no'))).toContain('noah.par@example.com');
    expect(emails(await list('&orders=yes&consent=no'))).toEqual(['noah.par@example.com']);

    expect(await list('&suppressed=yes')).toEqual([]);
    expect((await list('&suppressed=no')).length).toBe((await list()).length);
  });

  it('pages newest first with a cursor; pages do not shift when customers arrive meanwhile', async () => {
    const all = await list();
    const seen: CustomerRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/admin/customers?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page = customerPageSchema.parse(res.json());
      // The total counts everyone matching now (the late arrival too), the pages keep their rows.
      expect(page.total).toBe(all.length + (pages === 0 ? 0 : 1));
      seen.push(...page.customers);
      cursor = page.nextCursor;
      pages += 1;
      // Someone new after the first page: newer than every row, so on no later page.
      if (pages === 1) {
        await t.database.db.transaction((tx) =>
          recordCustomerContact(tx, { email: 'late.arrival@example.com', source: 'order' }),
        );
      }
    } while (cursor);
    expect(seen.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect([...seen.map((row) => row.id)].sort((a, b) => b - a)).toEqual(seen.map((row) => row.id));
    expect(emails(await list()).at(0)).toBe('late.arrival@example.com');
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'cursor=abc', 'orders=maybe', 'consent=1', `q=${'x'.repeat(201)}`]) {
      const res = await get(`/api/admin/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('shows everything about the person: account, orders of both kinds, quote, invoice, design, consent', async () => {
    const res = await get(`/api/admin/customers/${pat.contact.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = customerProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: pat.contact.id,
      email: 'Pat.Golfer@Example.com',
      name: PAT.name,
      source: 'order',
      internalNote: null,
      account: { id: pat.account.id, username: PAT.username, emailVerified: false },
      consent: { source: 'Shopify export: Accepts Email Marketing = yes' },
      signups: [],
      suppression: null,
      lifetimeSpendCents: PAT_SPEND_CENTS,
      orderCount: 4,
      quotes: [{ id: pat.quote.id, status: 'pending', quantity: 200, quotedAmountCents: null }],
      invoices: [{ id: pat.invoice.id, invoiceNumber: pat.invoice.invoiceNumber, totalCents: 12_000 }],
      savedDesigns: [{ id: pat.design.id, name: 'Club crest', customOrderId: null }],
    });
    expect(profile.orders.map((order) => [order.number, order.status, order.totalCents])).toEqual(
      expect.arrayContaining([
        [orderNumber('catalogue', pat.paidOrder.id), 'processing', 2_398],
        [orderNumber('custom', pat.custom.id), 'deposit_paid', 50_000],
        [orderNumber('catalogue', pat.testOrder.id), 'processing', PAT_TEST_MODE_SPEND_CENTS],
        [orderNumber('catalogue', pat.refunded.id), 'processing', 3_000],
      ]),
    );
    expect(profile.orders).toHaveLength(4);
  });

  it('in a shop in test mode counts the test-mode payments instead, as the dashboard does', async () => {
    const testShop = createCustomerService({ db: t.database.db, testMode: true });
    expect((await testShop.profile(pat.contact.id)).lifetimeSpendCents).toBe(PAT_TEST_MODE_SPEND_CENTS);
  });

  it('shows a newsletter signup with its consent and form', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter-signup',
      payload: { email: 'emma.birdie@example.com', source: 'popup_15off' },
    });
    expect(signup.statusCode).toBe(200);
    const [emma] = await list('&q=emma.birdie');
    const profile = customerProfileSchema.parse((await get(`/api/admin/customers/${emma!.id}`)).json());
    expect(profile).toMatchObject({
      source: 'signup',
      account: null,
      consent: { source: 'newsletter popup_15off' },
      signups: [{ source: 'popup_15off' }],
      orders: [],
      lifetimeSpendCents: 0,
    });
  });

  it('counts who only asked for a quote or was sent an invoice as a customer too', async () => {
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      ...multipart({
        customerName: 'Quinn Tee',
        customerEmail: 'quinn.tee@example.com',
        companyName: 'Tee Time Events',
        projectDescription: 'Tournament pins',
        quantity: 150,
      }),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const invoiced = await t.app.inject({
      method: 'POST',
      url: '/api/send-invoice',
      headers: { cookie: admin },
      payload: {
        customerName: 'Ivy Green',
        customerEmail: 'ivy.green@example.com',
        customerCompany: 'Green Pro Shop',
        items: [{ description: 'Pins', quantity: 10, amount: 12 }],
      },
    });
    expect(invoiced.statusCode, invoiced.body).toBe(201);

    const [quinn] = await list('&q=tee time');
    const quinnProfile = customerProfileSchema.parse((await get(`/api/admin/customers/${quinn!.id}`)).json());
    expect(quinnProfile).toMatchObject({ name: 'Quinn Tee', source: 'quote', quotes: [{ quantity: 150 }] });
    const [ivy] = await list('&q=green pro');
    const ivyProfile = customerProfileSchema.parse((await get(`/api/admin/customers/${ivy!.id}`)).json());
    expect(ivyProfile).toMatchObject({ name: 'Ivy Green', source: 'invoice', invoices: [{ totalCents: 12_000 }] });
  });

  it('answers 404 for an unknown customer and 400 for an id that is none', async () => {
    const missing = await get('/api/admin/customers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer not found');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/admin/customers/${id}`)).statusCode, id).toBe(400);
    }
  });
});
