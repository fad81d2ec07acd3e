/**
 * The event date: the designer's optional eventDate and a quote's deadline become the order's event date,
 * and the order DTOs carry it with the last day to approve the proof.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { EVENT_DATE_PAST } from '../../../core/schemas/custom-orders';
import { lastDayToApprove } from '../../../core/proof-dates';
import { signInAdmin } from '../../../tests/helpers/admin';
import { RIVIERA_SHIP_TO, prepareCustomOrder, RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox } from '../../db/schema';

const { world, call, approve, capture } = paymentHarness();

/** Pays the deposit of a prepared order through the stand-in; answers the custom order's id. */
async function payDeposit(preparedOrderId: string): Promise<number> {
  const created = await call('POST', '/api/paypal/order', {
    purpose: 'deposit',
    preparedOrderId,
    shipTo: RIVIERA_SHIP_TO,
  });
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  return (await capture(created.json().id)).json().customOrderId;
}

async function eventDateOf(id: number) {
  const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id));
  return row!.eventDate;
}

describe('the event date', () => {
  it("comes with the designer's order, and the order shows the last day to approve", async () => {
    const eventDate = addDays(isoDate(new Date()), 45);
    const prepared = await prepareCustomOrder(world.t.app, { ...RUSH_GOLD_ORDER, eventDate });
    expect(prepared.eventDate).toBe(eventDate);
    const id = await payDeposit(prepared.preparedOrderId);
    expect(await eventDateOf(id)).toBe(eventDate);
    // The deposit e-mail tells the one balance story: due after design approval, with its amount.
    const receipt = (await world.t.database.db.select().from(outbox)).find(
      (row) => (row.payload as { customOrderId?: number }).customOrderId === id && row.subject.includes('Deposit'),
    );
    expect(receipt!.textBody).toContain(
      'The balance of $571.50 is due after you approve your design, before production starts.',
    );
    expect(receipt!.textBody).toContain('Rush (1-2 weeks)');
    expect(receipt!.textBody).not.toMatch(/ship(ping)? ?(time)?.{0,20}balance|balance.{0,40}ship/i);

    const adminCookie = await signInAdmin(world.t);
    const listed = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?kind=custom&q=${id}`,
      headers: { cookie: adminCookie },
    });
    expect(listed.json().orders[0].order).toMatchObject({
      id,
      eventDate,
      lastDayToApprove: lastDayToApprove(eventDate, true),
    });
  });

  it('is optional, and never in the past', async () => {
    const prepared = await prepareCustomOrder(world.t.app, { ...RUSH_GOLD_ORDER, eventDate: '' });
    expect(await eventDateOf(await payDeposit(prepared.preparedOrderId))).toBeNull();

    const body = multipart(
      { orderData: JSON.stringify({ ...RUSH_GOLD_ORDER, eventDate: addDays(isoDate(new Date()), -3) }) },
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES },
    );
    const past = await world.t.app.inject({ method: 'POST', url: '/api/custom-orders/prepare', ...body });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(EVENT_DATE_PAST);
  });

  it("of an order made from a quote is the quote's deadline", async () => {
    const deadlineDate = addDays(isoDate(new Date()), 40);
    const form = multipart(
      {
        customerName: 'Cypress Point Club',
        customerEmail: 'captain@cypress.example',
        projectDescription: 'Our crest on a round pin for the spring member-guest.',
        quantity: 300,
        deadlineDate,
      },
      { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
    );
    const requested = await world.t.app.inject({ method: 'POST', url: '/api/quote-requests', ...form });
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json().id;
    const answered = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/quote-requests/${quoteId}`,
      headers: { cookie: await signInAdmin(world.t) },
      payload: { quotedAmount: 98_765 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const mail = (await world.t.database.db.select().from(outbox)).findLast(
      (row) =>
        (row.payload as { quoteRequestId?: number }).quoteRequestId === quoteId && row.subject.includes('Your custom'),
    );
    const preparedId = /\/quote-deposit\/([\w.-]+)/.exec(mail!.textBody)![1]!;
    expect(await eventDateOf(await payDeposit(preparedId))).toBe(deadlineDate);
  });
});
