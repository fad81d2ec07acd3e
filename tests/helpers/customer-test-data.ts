/**
 * For the customers API tests only: one person's life with the shop as the modules record it (a paid guest order, a
 * custom order's deposit partly refunded, a test-mode order, an order refunded in full, then an account, a Shopify
 * export, a quote, an invoice and a saved design), and the Shopify import as the admin uploads it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { multipart } from './multipart';
import {
  contacts,
  manualInvoices,
  paymentRefunds,
  payments,
  quoteRequests,
  savedDesigns,
  users,
  type NewPayment,
} from '../../server/db/schema';
import { accountTestClient } from './account-test-client';
import { insertCustomOrder } from './order-test-data';

export const PAT = { name: 'Pat Golfer', email: 'pat.golfer@example.com', username: 'patgolfer' };
/** Kept: the guest order (2,398) and the deposit (5,000) less its partial refund (1,000). */
export const PAT_SPEND_CENTS = 2_398 + 5_000 - 1_000;
/** What a shop in test mode counts instead: the test-mode order. */
export const PAT_TEST_MODE_SPEND_CENTS = 9_999;

export const SHOPIFY_CSV = [
  'First Name,Last Name,Email,Accepts Email Marketing,Default Address Company',
  'Pat,Golfer,PAT.GOLFER@example.com,yes,',
  'Olivia,Links,olivia.links@example.com,yes,"Links Golf, Inc."',
  'Noah,Par,noah.par@example.com,no,',
].join('\n');

async function payment(t: TestApp, values: Partial<NewPayment> & Pick<NewPayment, 'amountCents'>) {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      purpose: 'cart',
      status: 'captured',
      capturedAt: new Date(),
      createRequestId: randomUUID(),
      captureRequestId: randomUUID(),
      ...values,
    })
    .returning();
  return row!;
}

/** A catalogue order as the capture step records it (the contact too), paid by the given payment. */
export async function guestOrder(
  t: TestApp,
  customer: { name: string; email: string },
  paid: Partial<NewPayment> & Pick<NewPayment, 'amountCents'>,
) {
  const row = await payment(t, { ...paid, payerEmail: customer.email });
  return t.database.db.transaction(async (tx) => {
    const { order } = await t.app.services.orders.createFromPayment(tx, {
      userId: null,
      customer: { ...customer, shippingAddress: null },
      items: [{ productId: 1, name: 'Harbour Town', quantity: 1, priceCents: row.amountCents }],
      subtotalCents: row.amountCents,
      shippingCents: 0,
      totalAmountCents: row.amountCents,
      discountCode: null,
      discountAmountCents: 0,
      paymentId: row.id,
      providerOrderId: null,
      testMode: row.testMode,
    });
    return order;
  });
}

/** The spec's import: answered 202 with the job, which the engine then runs to its end. */
export async function importShopify(t: TestApp, admin: string, csv = SHOPIFY_CSV) {
  const body = multipart(
    {},
    { field: 'csvFile', filename: 'customers_export.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/import-customers',
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  if (res.statusCode === 202) await t.app.services.jobs.runDue();
  return res;
}

/** Pat's whole story; returns what the profile should show. */
export async function patsStory(t: TestApp, admin: string) {
  const db = t.database.db;
  // As a guest, with the address typed in capitals: a paid order.
  const paidOrder = await guestOrder(t, { name: PAT.name, email: 'Pat.Golfer@Example.com' }, { amountCents: 2_398 });
  // A custom order; its deposit captured, 1,000 of it refunded later.
  const { order: custom } = await insertCustomOrder(db, { customerName: PAT.name, customerEmail: PAT.email });
  const deposit = await payment(t, { purpose: 'deposit', amountCents: 5_000, customOrderId: custom.id });
  await db.insert(paymentRefunds).values([
    { paymentId: deposit.id, amountCents: 1_000, reason: 'Smaller run', requestId: randomUUID(), status: 'completed' },
    // Asked, never made: not money returned.
    { paymentId: deposit.id, amountCents: 500, reason: 'Failed', requestId: randomUUID(), status: 'failed' },
  ]);
  // Through the PayPal stand-in (no money moved), and one refunded in full: neither is money kept.
  const testOrder = await guestOrder(t, PAT, { amountCents: PAT_TEST_MODE_SPEND_CENTS, testMode: true });
  const refunded = await guestOrder(t, PAT, { amountCents: 3_000, status: 'refunded' });
  // Registered later, then in the Shopify export.
  await accountTestClient(t).registerUnverified(PAT.username, 'PAT.GOLFER@example.com');
  const imported = await importShopify(t, admin);
  if (imported.statusCode !== 202) throw new Error(`import: ${imported.statusCode} ${imported.body}`);
  const [account] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${PAT.email}`);
  const [quote] = await db
    .insert(quoteRequests)
    .values({ customerName: PAT.name, customerEmail: PAT.email, projectDescription: 'Club pins', quantity: 200 })
    .returning();
  const [invoice] = await db
    .insert(manualInvoices)
    .values({
      invoiceNumber: `INV-T-${randomUUID().slice(0, 8)}`,
      customerName: PAT.name,
      customerEmail: 'PAT.golfer@example.com',
      dueDate: '2030-01-31',
      items: [{ description: 'Pins', quantity: 1, unitPriceCents: 12_000 }],
      subtotalCents: 12_000,
      totalCents: 12_000,
    })
    .returning();
  const [design] = await db
    .insert(savedDesigns)
    .values({ userId: account!.id, name: 'Club crest', options: { quantity: 100 } })
    .returning();
  const [contact] = await db
    .select()
    .from(contacts)
    .where(sql`lower(${contacts.email}) = ${PAT.email}`);
  return {
    contact: contact!,
    account: account!,
    paidOrder,
    custom,
    testOrder,
    refunded,
    quote: quote!,
    invoice: invoice!,
    design: design!,
  };
}
