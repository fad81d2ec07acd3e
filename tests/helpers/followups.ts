/**
 * The follow-up API tests' world (modules/followups): the receivables harness (a clock the test moves, the admin
 * signed in, the PayPal stand-in), a buyer who leaves a checkout at PayPal, a quote requested and answered by the
 * owner and its deposit paid through the e-mailed link, the follow-up e-mails the outbox holds; and a tournament list
 * uploaded by the owner (the tournament calendar's tests).
 */
import { expect } from 'vitest';
import { addDays, isoDate } from '../../core/dates';
import { listUploadSchema, type ListUpload } from '../../core/schemas/campaigns';
import { outbox } from '../../server/db/schema';
import { CUSTOMER, HARBOUR_TOWN, PAR_3 } from './payments';
import type { TestApp } from './app';
import { multipart } from './multipart';
import { receivablesHarness } from './receivables';
import { RIVIERA_SHIP_TO } from './custom-orders';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The owner uploads a tournament list (CSV text) as the Tournament Campaigns panel does. */
export async function uploadTournamentList(t: TestApp, adminCookie: string, csv: string): Promise<ListUpload> {
  const body = multipart(
    {},
    { field: 'csvFile', filename: 'events.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-tournament-csv',
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return listUploadSchema.parse(res.json());
}

export function followupsHarness() {
  const harness = receivablesHarness();
  const { world, clock, call, cartWith, checkout, approve, capture, asAdmin } = harness;
  let quoteClient = 0;

  /** The job at `at` (the app's clock there too); answers how many it sent. */
  async function runAt(at: Date): Promise<number> {
    clock.at = at.getTime();
    try {
      return await world.t.app.services.followups.runOnce(at);
    } finally {
      clock.at = Date.now();
    }
  }

  /** The follow-up e-mails to `to` (oldest first). */
  async function mailsTo(to: string) {
    const rows = await world.t.database.db.select().from(outbox).orderBy(outbox.id);
    return rows.filter((row) => row.toAddress === to && row.payload.followup !== undefined);
  }

  /** A buyer's cart and a checkout made at PayPal and left there: the PayPal order's id. */
  async function leaveCheckout(email: string): Promise<{ session: string; paypalOrderId: string }> {
    const session = await cartWith([
      [HARBOUR_TOWN, 2],
      [PAR_3, 3],
    ]);
    const created = await checkout(session, { customer: { ...CUSTOMER, name: 'Sam Leftcart', email } });
    expect(created.statusCode, created.body).toBe(201);
    return { session, paypalOrderId: created.json().id };
  }

  /** A quote request from `email`, answered by the owner: the request's id and its pay link's signed id. */
  async function answeredQuote(email: string): Promise<{ id: number; preparedId: string }> {
    quoteClient += 1;
    const body = multipart({
      customerName: 'Quinn Quote',
      customerEmail: email,
      projectDescription: 'Our crest on a round pin for the club championship.',
      quantity: 300,
      preferredSize: '1.5inch',
      deadlineDate: addDays(isoDate(new Date()), 60),
    });
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: `10.19.0.${quoteClient}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const answer = await asAdmin('PATCH', `/api/quote-requests/${id}`, { quotedAmount: 60_000 });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = (await world.t.database.db.select().from(outbox)).findLast(
      (row) => row.payload.quoteRequestId === id,
    )!;
    const preparedId = /\/quote-deposit\/([\w.-]+)/.exec(mail.textBody)![1]!;
    return { id, preparedId };
  }

  /** The customer pays the quote's deposit through its link. */
  async function payDeposit(preparedId: string): Promise<void> {
    const created = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: preparedId,
      shipTo: RIVIERA_SHIP_TO,
    });
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
  }

  return { ...harness, runAt, mailsTo, leaveCheckout, answeredQuote, payDeposit };
}
