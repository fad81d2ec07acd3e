import { RIVIERA_SHIP_TO } from '../../../tests/helpers/custom-orders';
/**
 * The owner answers a quote request and the customer accepts it by paying its deposit: the list, each
 * validation message, the quote e-mail and its link, the audit trail, a new quote ending the old link, and the
 * deposit paid through the real payment API and the PayPal stand-in.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { ADMIN_MESSAGES } from '../../../core/schemas/admin';
import { QUOTE_LINK_GONE } from '../../../core/schemas/quoted-orders';
import { signInAdmin } from '../../../tests/helpers/admin';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox, payments, quoteRequests } from '../../db/schema';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { QUOTE_NO_LONGER_OPEN } from './quote-acceptance';
import { QUOTE_ALREADY_ACCEPTED, QUOTE_PLATING } from './quote-admin.service';

const { world, call, approve, capture } = paymentHarness();

let address = 0;
/** A request as the quote form sends it, from its own address (the form allows 10 a minute per client). */
async function requestQuote(overrides: Record<string, string | number> = {}, withLogo = true): Promise<number> {
  const fields = {
    customerName: 'Cypress Point Club',
    customerEmail: `captain${++address}@cypress.example`,
    projectDescription: 'Our crest on a round pin for the spring member-guest.',
    quantity: 300,
    preferredSize: '1.5inch',
    deadlineDate: addDays(isoDate(new Date()), 40),
    ...overrides,
  };
  const body = multipart(
    fields,
    withLogo ? { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES } : undefined,
  );
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: `10.9.0.${address}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

let adminCookie: string | undefined;
async function admin(method: 'GET' | 'PATCH', url: string, payload?: object, cookie?: string | null) {
  adminCookie ??= await signInAdmin(world.t);
  return world.t.app.inject({
    method,
    url,
    headers: cookie === null ? {} : { cookie: cookie ?? adminCookie },
    ...(payload ? { payload } : {}),
  });
}

const quote = (id: number, body: object) => admin('PATCH', `/api/quote-requests/${id}`, body);

/** The newest e-mail to `to` about quote `id`, and the signed id its pay link carries. */
async function quoteMail(id: number) {
  const mails = (await world.t.database.db.select().from(outbox)).filter(
    (row) => (row.payload as { quoteRequestId?: number }).quoteRequestId === id && row.subject.includes('Your custom'),
  );
  const mail = mails.at(-1)!;
  const link = /http:\/\/shop\.test\/quote-deposit\/([\w.-]+)/.exec(mail.textBody)?.[1];
  return { count: mails.length, mail, preparedId: link! };
}

describe('GET /api/quote-requests', () => {
  it('lists the requests for the admin only, newest first, by status, a page at a time', async () => {
    const first = await requestQuote();
    const second = await requestQuote({ preferredSize: 'other' }, false);
    const third = await requestQuote();
    expect((await quote(second, { quotedAmount: 50_000 })).statusCode).toBe(200);

    expect((await admin('GET', '/api/quote-requests', undefined, null)).statusCode).toBe(401);
    const customer = await accountTestClient(world.t).register('golfer', 'golfer@example.com');
    expect((await admin('GET', '/api/quote-requests', undefined, customer.cookie)).statusCode).toBe(403);

    const all = (await admin('GET', '/api/quote-requests')).json().quotes;
    expect(all.map((row: { id: number }) => row.id).slice(0, 3)).toEqual([third, second, first]);
    expect(all[2]).toMatchObject({
      id: first,
      status: 'pending',
      quantity: 300,
      preferredSize: '1.5inch',
      logoFileName: 'crest.png',
      logoUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      quotedAmount: null,
      customOrderId: null,
    });

    const quoted = (await admin('GET', '/api/quote-requests?status=quoted')).json().quotes;
    expect(quoted.map((row: { id: number }) => row.id)).toEqual([second]);
    expect(quoted[0]).toMatchObject({ quotedAmount: 50_000, quotedSize: '1inch', quotedPlating: 'silver' });
    const newest = (await admin('GET', '/api/quote-requests?limit=1')).json();
    expect(newest.quotes.map((row: { id: number }) => row.id)).toEqual([third]);
    const page = (await admin('GET', `/api/quote-requests?limit=1&cursor=${newest.nextCursor}`)).json();
    expect(page.quotes.map((row: { id: number }) => row.id)).toEqual([second]);
    expect((await admin('GET', `/api/quote-requests?q=%23${second}`)).json().quotes).toHaveLength(1);
    expect((await admin('GET', '/api/quote-requests?limit=101')).statusCode).toBe(400);
  });
});

describe('PATCH /api/quote-requests/{id}', () => {
  it('refuses an amount that is not a whole number of cents above 0 with the spec message', async () => {
    const id = await requestQuote();
    for (const quotedAmount of [0, -500, 12.5, 'abc', '100', null]) {
      const res = await quote(id, { quotedAmount, quotedNotes: 'Gold, soft enamel' });
      expect(res.statusCode, String(quotedAmount)).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.quoteAmount);
    }
    // Quoted without an amount is no quote either.
    expect((await quote(id, { status: 'quoted' })).json().message).toBe(ADMIN_MESSAGES.quoteAmount);
    expect((await quote(id, { quotedAmount: 1000, quotedPlating: 'platinum' })).json().message).toBe(QUOTE_PLATING);
    expect((await quote(999_999, { quotedAmount: 1000 })).statusCode).toBe(404);
    const [row] = await world.t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', quotedAmount: null, preparedOrderId: null });
  });

  it('quotes: status quoted, the e-mail with the pay link, the audit row; a new quote ends the old link', async () => {
    const id = await requestQuote();
    const res = await quote(id, { quotedAmount: 125_000, quotedNotes: 'Gold plating, soft enamel, 4 colours.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'quoted',
      quotedAmount: 125_000,
      quotedNotes: 'Gold plating, soft enamel, 4 colours.',
      quotedSize: '1.5inch',
      quotedPlating: 'silver',
      quotedAt: expect.any(String),
    });

    const first = await quoteMail(id);
    expect(first.mail.toAddress).toBe(res.json().customerEmail);
    expect(first.mail.textBody).toContain('$1,250.00');
    expect(first.mail.textBody).toContain('$125.00');
    expect(first.mail.textBody).toContain(
      'The balance of $1,125.00 is due after you approve your design, before production starts.',
    );
    const shown = (await call('GET', `/api/prepared-orders/${first.preparedId}`)).json();
    expect(shown).toMatchObject({
      preparedOrderId: first.preparedId,
      quoteRequestId: id,
      quoteNotes: 'Gold plating, soft enamel, 4 colours.',
      quantity: 300,
      size: '1.5inch',
      plating: 'silver',
      totalPrice: 1250,
      depositAmount: 125,
      remainingBalance: 1125,
      logoFileName: 'crest.png',
    });

    const audit = (await admin('GET', `/api/admin/audit?entity=quote_requests&entityId=${id}`)).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'quote-request.quote',
      before: { status: 'pending', quotedAmount: null, quotedNotes: null },
      after: { status: 'quoted', quotedAmount: 125_000, quotedNotes: 'Gold plating, soft enamel, 4 colours.' },
    });

    const again = await quote(id, { quotedAmount: 110_000, quotedPlating: 'gold' });
    expect(again.json()).toMatchObject({ quotedAmount: 110_000, quotedPlating: 'gold', quotedSize: '1.5inch' });
    const second = await quoteMail(id);
    expect(second.count).toBe(2);
    const old = await call('GET', `/api/prepared-orders/${first.preparedId}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(QUOTE_LINK_GONE);
    expect(
      (await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId: first.preparedId })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/prepared-orders/${second.preparedId}`)).json()).toMatchObject({
      depositAmount: 110,
    });
    const forged = `${second.preparedId.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await call('GET', `/api/prepared-orders/${forged}`)).json().message).toBe(QUOTE_LINK_GONE);

    // Back to pending (no amount): no e-mail, and the link ends.
    const pending = await quote(id, { status: 'pending', quotedNotes: 'Waiting for the artwork.' });
    expect(pending.json()).toMatchObject({ status: 'pending', quotedNotes: 'Waiting for the artwork.' });
    expect((await quoteMail(id)).count).toBe(2);
    expect((await call('GET', `/api/prepared-orders/${second.preparedId}`)).statusCode).toBe(404);
  });

  it('the customer pays exactly 10% of the quote; the order carries the quote; the quote is approved for good', async () => {
    const id = await requestQuote();
    expect(
      (await quote(id, { quotedAmount: 98_765, quotedNotes: 'Black nickel', quotedPlating: 'black-nickel' }))
        .statusCode,
    ).toBe(200);
    const { preparedId } = await quoteMail(id);

    const created = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: preparedId,
      shipTo: RIVIERA_SHIP_TO,
      amount: '98.77',
      // Back from PayPal to the quote's pay page.
      returnPath: `/quote-deposit/${preparedId}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const paypalOrderId = created.json().id;
    await approve(paypalOrderId);
    const captured = (await capture(paypalOrderId)).json();
    expect(captured.status).toBe('COMPLETED');

    const [payment] = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, paypalOrderId));
    expect(payment).toMatchObject({ purpose: 'deposit', amountCents: 9_877, status: 'captured' });
    const [order] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.quoteRequestId, id));
    const [request] = await world.t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(order).toMatchObject({
      id: captured.customOrderId,
      status: 'deposit_paid',
      quantity: 300,
      size: '1.5inch',
      plating: 'black-nickel',
      totalPriceCents: 98_765,
      depositAmountCents: 9_877,
      remainingBalanceCents: 88_888,
      logoUrl: request!.logoUrl,
      logoFileName: 'crest.png',
      discountCode: null,
    });
    expect(request!.status).toBe('approved');
    const listed = (await admin('GET', '/api/quote-requests?status=approved')).json().quotes;
    expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({ customOrderId: order!.id });

    // Paid: the link is done, and the quote cannot be answered again.
    expect((await call('GET', `/api/prepared-orders/${preparedId}`)).statusCode).toBe(404);
    const requote = await quote(id, { quotedAmount: 50_000 });
    expect(requote.statusCode).toBe(409);
    expect(requote.json().message).toBe(QUOTE_ALREADY_ACCEPTED);
  });

  it('refunds a deposit started on a quote that was answered again before the payment completed', async () => {
    const id = await requestQuote({}, false);
    await quote(id, { quotedAmount: 40_000 });
    const { preparedId } = await quoteMail(id);
    const created = (
      await call('POST', '/api/paypal/order', {
        purpose: 'deposit',
        preparedOrderId: preparedId,
        shipTo: RIVIERA_SHIP_TO,
      })
    ).json();
    await approve(created.id);
    await quote(id, { quotedAmount: 35_000 });

    const outcome = (await capture(created.id)).json();
    expect(outcome.status).toBe('REFUNDED');
    const [payment] = await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, created.id));
    expect(payment!.details).toMatchObject({ refunded: true, refundReason: QUOTE_NO_LONGER_OPEN });
    const [request] = await world.t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(request).toMatchObject({ status: 'quoted', quotedAmount: 35_000 });
    expect(await world.t.database.db.select().from(customOrders).where(eq(customOrders.quoteRequestId, id))).toEqual(
      [],
    );
  });
});

describe('a quote with packaging and rush', () => {
  it('prices them as the designer does; the deposit is 10% of it all; the order gets them and the phone', async () => {
    const id = await requestQuote({ customerPhone: '(831) 555-0142' });
    const res = await quote(id, {
      quotedAmount: 125_000,
      quotedPackaging: ['individual-bags', 'backing-cards'],
      quotedRush: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quotedPackaging: 'individual-bags,backing-cards', quotedRush: true });

    // $1,250 for the pins + $0.20 a pin of packaging for 300 pins ($60) + the $100 rush fee = $1,410.
    const { mail, preparedId } = await quoteMail(id);
    for (const line of [
      'Packaging: Individual Bags, Backing Cards',
      'Delivery: Rush',
      'Pins: $1,250.00',
      'Packaging price: $60.00',
      'Rush fee: $100.00',
      'Quoted total: $1,410.00',
      'Deposit due now (10%): $141.00',
    ]) {
      expect(mail.textBody).toContain(line);
    }
    const shown = (await call('GET', `/api/prepared-orders/${preparedId}`)).json();
    expect(shown).toMatchObject({
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      rushOrderFee: 100,
      packagingFee: 60,
      totalPrice: 1410,
      depositAmount: 141,
      remainingBalance: 1269,
    });

    const created = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: preparedId,
      shipTo: RIVIERA_SHIP_TO,
    });
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    const [payment] = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.json().id));
    expect(payment!.amountCents).toBe(14_100);
    const [order] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.quoteRequestId, id));
    expect(order).toMatchObject({
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      rushOrderFeeCents: 10_000,
      totalPriceCents: 141_000,
      depositAmountCents: 14_100,
      remainingBalanceCents: 126_900,
      customerPhone: '(831) 555-0142',
    });
  });

  it('keeps the packaging and rush of the last quote when an update names none; just pins stays alone', async () => {
    const id = await requestQuote();
    await quote(id, { quotedAmount: 50_000, quotedPackaging: ['just-pins', 'backing-cards'], quotedRush: true });
    const again = await quote(id, { quotedAmount: 45_000 });
    expect(again.json()).toMatchObject({ quotedPackaging: 'backing-cards', quotedRush: true });
    const { preparedId } = await quoteMail(id);
    // $450 + $0.10 x 300 + $100.
    expect((await call('GET', `/api/prepared-orders/${preparedId}`)).json()).toMatchObject({ totalPrice: 580 });
    const bad = await quote(id, { quotedAmount: 45_000, quotedPackaging: ['gift-box'] });
    expect(bad.statusCode).toBe(400);
  });
});
