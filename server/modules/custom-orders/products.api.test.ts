/**
 * The products beyond pins: a designer order for ball markers is priced by the ball markers' tiers in the owner's
 * table and kept with its product; a quote request names its product; a design under the minimum is refused with
 * its message and nothing is kept.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { RIVIERA_SHIP_TO, prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox, preparedCustomOrders, quoteRequests } from '../../db/schema';

const { world, call, approve, capture } = paymentHarness();

/** 100 gold ball markers, bulk packed: (4.00 + 0.25 gold) x 100 = 425.00; deposit 42.50. */
const BALL_MARKERS = {
  ...SMALL_SILVER_ORDER,
  product: 'ball-marker',
  quantity: 100,
  size: '1inch',
  plating: 'gold',
  pricePerPin: 4.25,
  totalPrice: 425,
  depositAmount: 42.5,
  remainingBalance: 382.5,
  customerEmail: 'markers@example.com',
};

let client = 0;
function prepare(orderData: object) {
  client += 1;
  const body = multipart(
    { orderData: JSON.stringify(orderData) },
    { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
  );
  return world.t.app.inject({
    method: 'POST',
    url: '/api/custom-orders/prepare',
    remoteAddress: `10.7.0.${client}`,
    ...body,
  });
}

describe('a designer order for ball markers', () => {
  it('is priced from the ball markers’ tiers and kept with its product through the deposit', async () => {
    const prepared = await prepareCustomOrder(world.t.app, BALL_MARKERS);
    expect(prepared).toMatchObject({ product: 'ball-marker', pricePerPin: 4.25, totalPrice: 425, depositAmount: 42.5 });

    const created = await call('POST', '/api/paypal/order', {
      purpose: 'deposit',
      preparedOrderId: prepared.preparedOrderId,
      shipTo: RIVIERA_SHIP_TO,
    });
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    const id = (await capture(created.json().id)).json().customOrderId as number;
    const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(row).toMatchObject({ product: 'ball-marker', quantity: 100, totalPriceCents: 42_500 });
    const receipt = (await world.t.database.db.select().from(outbox)).find(
      (mail) => (mail.payload as { customOrderId?: number }).customOrderId === id,
    );
    expect(receipt!.textBody).toContain('100 ball markers');
  });

  it('refuses a pin’s price for ball markers, and a size ball markers do not come in', async () => {
    const asPins = await prepare({ ...BALL_MARKERS, pricePerPin: 5.25, totalPrice: 525, depositAmount: 52.5 });
    expect(asPins.statusCode).toBe(409);
    const wrongSize = await prepare({ ...BALL_MARKERS, size: '1.5inch' });
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().message).toBe('Choose a size the ball markers come in');
  });

  it('refuses 24 pieces with the minimum’s message and keeps nothing', async () => {
    const before = (await world.t.database.db.select().from(preparedCustomOrders)).length;
    const res = await prepare({ ...BALL_MARKERS, quantity: 24, totalPrice: 102, depositAmount: 10.2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Quantity must be at least 25');
    expect((await world.t.database.db.select().from(preparedCustomOrders)).length).toBe(before);
  });
});

describe('a quote request for divot tools', () => {
  it('is stored with its product and the confirmation names it', async () => {
    const body = multipart({
      customerName: 'Greens Committee',
      customerEmail: 'greens@example.com',
      projectDescription: 'Divot tools with our crest on the marker, for the club championship.',
      product: 'divot-tool',
      quantity: 200,
      deadlineDate: addDays(isoDate(new Date()), 40),
    });
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: '10.7.1.1',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ product: 'divot-tool', quantity: 200 });
    const [row] = await world.t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row!.product).toBe('divot-tool');
    const confirmation = (await world.t.database.db.select().from(outbox)).find(
      (mail) => (mail.payload as { quoteRequestId?: number }).quoteRequestId === row!.id,
    );
    expect(confirmation!.textBody).toContain('200 divot tools');
  });

  it('refuses a product the shop does not make', async () => {
    const body = multipart({
      customerName: 'Greens Committee',
      customerEmail: 'greens@example.com',
      projectDescription: 'Towels with our crest, for the club championship.',
      product: 'towel',
      quantity: 200,
    });
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: '10.7.1.2',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose a product');
  });
});
