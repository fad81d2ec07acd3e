/**
 * A custom order's ship-to address: given in the designer (or on the deposit page), required before the deposit,
 * kept on the order with the phone, corrected by the customer until the pins ship, and edited by the owner with the
 * contact and an internal note the customer never sees (both kinds of order, audited).
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_DETAILS_MESSAGES } from '../../../core/schemas/order-details';
import { SHIP_TO_MESSAGES } from '../../../core/ship-to-check';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, RIVIERA_SHIP_TO, RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { paymentHarness } from '../../../tests/helpers/payments';
import { auditLog, customOrders, quoteRequests } from '../../db/schema';
import { multipart } from '../../../tests/helpers/multipart';
import { TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { signPreparedId } from './prepared-orders';
import { insertRegularOrder } from '../../../tests/helpers/order-test-data';

const { world, call, approve, capture } = paymentHarness();

const HOME = {
  name: 'Dana Cruz',
  address: '77 Birdie Ln',
  city: 'Scottsdale',
  country: 'US',
  state: 'AZ',
  zipCode: '85255',
};

/** Pays a deposit; answers the order's id and the status link's token. */
async function payDeposit(body: object): Promise<{ id: number; token: string }> {
  const created = await call('POST', '/api/paypal/order', { purpose: 'deposit', ...body });
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  const outcome = (await capture(created.json().id)).json();
  return { id: outcome.customOrderId, token: new URL(outcome.statusPath, 'http://x').searchParams.get('token')! };
}

async function orderRow(id: number) {
  const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id));
  return row!;
}

async function lastAudit(entity: string, id: number) {
  const [row] = await world.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** One sign-in for the file: a second one within the same 30 s would replay the TOTP code. */
let adminCookie: Promise<string> | undefined;
const admin = () => (adminCookie ??= signInAdmin(world.t));

const putShipTo = (id: number, body: object) =>
  world.t.app.inject({ method: 'PUT', url: `/api/custom-orders/${id}/ship-to`, payload: body });

describe("a custom order's ship-to address", () => {
  it("comes from the designer with the phone and is the order's", async () => {
    const prepared = await prepareCustomOrder(world.t.app, {
      ...RUSH_GOLD_ORDER,
      shipTo: { ...RIVIERA_SHIP_TO, state: 'California' },
    });
    expect(prepared.shipTo).toEqual(RIVIERA_SHIP_TO);
    const { id } = await payDeposit({ preparedOrderId: prepared.preparedOrderId });
    expect(await orderRow(id)).toMatchObject({ shipTo: RIVIERA_SHIP_TO, customerPhone: '(310) 555-0142' });

    const cookie = await admin();
    const listed = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?kind=custom&q=${id}`,
      headers: { cookie },
    });
    expect(listed.json().orders[0].order).toMatchObject({ shipTo: RIVIERA_SHIP_TO, customerPhone: '(310) 555-0142' });
  });

  it('is required before the deposit: the page sends it when the order has none, checked by the country', async () => {
    const { shipTo: _none, ...withoutAddress } = RUSH_GOLD_ORDER;
    const prepared = await prepareCustomOrder(world.t.app, withoutAddress);
    const missing = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: prepared.preparedOrderId,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SHIP_TO_MESSAGES.required);

    const wrong = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: prepared.preparedOrderId,
      shipTo: { ...HOME, country: 'CA', zipCode: '85255' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.shipTo.state', message: 'Choose a Canadian province or territory' }),
        expect.objectContaining({ path: 'body.shipTo.zipCode', message: 'Enter a postal code like A1A 1A1' }),
      ]),
    );

    const { id } = await payDeposit({ preparedOrderId: prepared.preparedOrderId, shipTo: HOME });
    expect((await orderRow(id)).shipTo).toEqual(HOME);
  });

  it('is corrected by the customer until the pins ship; nobody else can', async () => {
    const prepared = await prepareCustomOrder(world.t.app, RUSH_GOLD_ORDER);
    const { id, token } = await payDeposit({ preparedOrderId: prepared.preparedOrderId });

    expect((await putShipTo(id, { shipTo: HOME })).statusCode).toBe(404);
    expect((await putShipTo(id, { token: 'x'.repeat(43), shipTo: HOME })).statusCode).toBe(404);
    const bad = await putShipTo(id, { token, shipTo: { ...HOME, zipCode: 'ABCDE' } });
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(id)).shipTo).toEqual(RIVIERA_SHIP_TO);

    const moved = await putShipTo(id, { token, shipTo: HOME });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual(HOME);
    expect(await lastAudit('custom_orders', id)).toMatchObject({
      action: 'custom-order.ship-to',
      before: { shipTo: 'Events Office, Riviera Country Club, 1250 Capri Dr, Pacific Palisades, CA 90272' },
      after: { shipTo: 'Dana Cruz, 77 Birdie Ln, Scottsdale, AZ 85255' },
    });

    await world.t.database.db.update(customOrders).set({ status: 'shipped' }).where(eq(customOrders.id, id));
    const late = await putShipTo(id, { token, shipTo: RIVIERA_SHIP_TO });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_DETAILS_MESSAGES.shipped);
    expect((await orderRow(id)).shipTo).toEqual(HOME);
  });
});

describe("a quote's ship-to address", () => {
  const requestQuote = (fields: Record<string, string | number>) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      ...multipart({
        customerName: 'Cypress Point Club',
        customerEmail: 'captain@cypress.example',
        projectDescription: 'Our crest on a round pin for the spring member-guest.',
        quantity: 300,
        ...fields,
      }),
    });

  it('is optional on the form, checked when given, and carried to the deposit', async () => {
    const bad = await requestQuote({ shipTo: JSON.stringify({ ...HOME, zipCode: '1' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a ZIP code like 12345 or 12345-6789');
    // An address left empty (the country alone) is no address.
    const none = await requestQuote({ shipTo: JSON.stringify({ country: 'US', name: ' ' }) });
    expect(none.statusCode, none.body).toBe(201);
    const [noneRow] = await world.t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, none.json().id));
    expect(noneRow!.shipTo).toBeNull();

    const given = await requestQuote({ shipTo: JSON.stringify(HOME) });
    expect(given.statusCode, given.body).toBe(201);
    const id = given.json().id;
    const cookie = await admin();
    const answered = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/quote-requests/${id}`,
      headers: { cookie },
      payload: { quotedAmount: 98_765 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ shipTo: HOME });
    const [quote] = await world.t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const preparedId = signPreparedId(TEST_LINK_SECRET, quote!.preparedOrderId!);
    expect((await call('GET', `/api/prepared-orders/${preparedId}`)).json()).toMatchObject({ shipTo: HOME });
    // The quote had one: the deposit needs no other.
    const order = await payDeposit({ preparedOrderId: preparedId });
    expect((await orderRow(order.id)).shipTo).toEqual(HOME);
  });
});

describe("the owner's edit of an order", () => {
  const patch = (kind: string, id: number, payload: object, cookie: string) =>
    world.t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${kind}/${id}`, headers: { cookie }, payload });

  it('changes the contact, phone, ship-to and a note the customer never sees, audited in words', async () => {
    const prepared = await prepareCustomOrder(world.t.app, RUSH_GOLD_ORDER);
    const { id, token } = await payDeposit({ preparedOrderId: prepared.preparedOrderId });
    const cookie = await admin();

    const edited = await patch(
      'custom',
      id,
      { customerPhone: '', shipTo: HOME, internalNote: 'Gate code 4411' },
      cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().order).toMatchObject({ customerPhone: null, shipTo: HOME, internalNote: 'Gate code 4411' });
    expect(await lastAudit('custom_orders', id)).toMatchObject({
      action: 'custom-order.details',
      details: { changed: ['customerPhone', 'shipTo', 'internalNote'] },
      before: { customerPhone: '(310) 555-0142', internalNote: null },
      after: {
        customerPhone: null,
        shipTo: 'Dana Cruz, 77 Birdie Ln, Scottsdale, AZ 85255',
        internalNote: 'Gate code 4411',
      },
    });

    // The customer's own view of the order has the address but not the note.
    const page = await world.t.app.inject({ method: 'GET', url: `/api/order-status/${id}?token=${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ type: 'custom', order: { shipTo: HOME } });
    expect(page.body).not.toContain('Gate code');

    // The owner's export has both (the customer's page never has the note).
    const exported = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/custom/${id}/export?format=csv`,
      headers: { cookie },
    });
    expect(exported.body).toContain('"Dana Cruz, 77 Birdie Ln, Scottsdale, AZ 85255"');
    expect(exported.body).toContain('Gate code 4411');

    // The same values again change nothing.
    const auditsBefore = (await world.t.database.db.select().from(auditLog)).length;
    expect((await patch('custom', id, { internalNote: 'Gate code 4411' }, cookie)).statusCode).toBe(200);
    expect((await world.t.database.db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('of a catalogue order keeps its one-line address; bad input changes nothing', async () => {
    const { order } = await insertRegularOrder(world.t.database.db, { shippingAddress: '1 Old Rd, Austin, TX 73301' });
    const cookie = await admin();
    const edited = await patch(
      'regular',
      order.id,
      { customerName: 'Pat Golfer Jr', customerPhone: '512-555-0199', shippingAddress: '9 New Rd, Austin, TX 73301' },
      cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().order).toMatchObject({
      customerName: 'Pat Golfer Jr',
      customerPhone: '512-555-0199',
      shippingAddress: '9 New Rd, Austin, TX 73301',
    });
    expect(await lastAudit('orders', order.id)).toMatchObject({
      action: 'order.details',
      before: { customerName: 'Pat Golfer', customerPhone: null, shippingAddress: '1 Old Rd, Austin, TX 73301' },
    });

    for (const [body, message] of [
      [{}, ORDER_DETAILS_MESSAGES.nothingToChange],
      [{ shipTo: HOME }, ORDER_DETAILS_MESSAGES.shipToOnCatalogue],
      [{ customerEmail: 'not-an-address' }, 'Enter a valid e-mail address'],
    ] as const) {
      const refused = await patch('regular', order.id, body, cookie);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await patch('regular', 999_999, { internalNote: 'x' }, cookie)).statusCode).toBe(404);
  });
});
