/**
 * Amounts that add up: a cart at quantities whose tier price used to be rounded per line (25 x
 * $11.99 at 20% off was charged $239.80 while the order showed 25 x $9.59 = $239.75) is charged exactly what the
 * order shows: the order's lines and rows add up to the payment, PayPal is sent a breakdown and items that add up,
 * and the capture is that amount. A designer order, paid as its deposit or in full: PayPal is sent what the server
 * priced, and the order's deposit and balance add up to its total (in full: the total now, no balance).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { designerQuote, PIN_PACKAGING, PIN_PLATINGS, PIN_SIZES } from '../../../core/pricing/designer';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, orders, payments } from '../../db/schema';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';

const { world, call, cartWith, checkout, approve, capture, mailsWith } = paymentHarness();

// 25 x $11.99 at 20% off: $9.59 each, $239.75 (not 80% of $299.75 = $239.80). 11 x $7.99 at 10% off: $7.19 each,
// $79.09 (not 90% of $87.89 = $79.10). Subtotal $318.84; USA takes 20% of it once: $63.77; shipping $5.99.
const EXPECTED = { subtotal: 31_884, discount: 6_377, shipping: 599, total: 26_106, tierSavings: 6_000 + 880 };

describe('amounts that add up', () => {
  it('charges what the order shows: lines, rows, PayPal breakdown and capture agree to the cent', async () => {
    const session = await cartWith([
      [HARBOUR_TOWN, 25],
      [PAR_3, 11],
    ]);
    const created = await checkout(session, { discountCode: 'usa', amount: '261.06' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, amount } = created.json<{ id: string; amount: string }>();
    expect(amount).toBe('261.06');

    // What PayPal was told: item_total + shipping - discount = amount; items at the tier unit price.
    const unit = world.standIn.state.orders.get(id)!.purchase_units[0]!;
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: '261.06',
      breakdown: {
        item_total: { currency_code: 'USD', value: '318.84' },
        shipping: { currency_code: 'USD', value: '5.99' },
        discount: { currency_code: 'USD', value: '63.77' },
      },
    });
    expect(unit.items).toEqual([
      { name: 'Harbour Town Lighthouse Pin', quantity: '25', unit_amount: { currency_code: 'USD', value: '9.59' } },
      { name: expect.any(String), quantity: '11', unit_amount: { currency_code: 'USD', value: '7.19' } },
    ]);

    await approve(id);
    const captured = await capture(id);
    expect(captured.statusCode, captured.body).toBe(200);
    const orderId = captured.json<{ orderId: number }>().orderId;
    const captures = world.standIn.state.captures().filter((entry) => entry.orderId === id);
    expect(captures.map((entry) => entry.capture.amount)).toEqual([{ currency_code: 'USD', value: '261.06' }]);

    // The order stores what was charged, and its page's DTO adds up to the payment.
    const [row] = await world.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      subtotalCents: EXPECTED.subtotal,
      shippingCents: EXPECTED.shipping,
      discountAmountCents: EXPECTED.discount,
      totalAmountCents: EXPECTED.total,
    });
    expect(row!.items[0]).toMatchObject({ quantity: 25, priceCents: 959, listPriceCents: 1199 });
    const [payment] = await world.t.database.db.select().from(payments).where(eq(payments.id, row!.paymentId!));
    expect(payment!.amountCents).toBe(EXPECTED.total);

    const token = captured.json<{ statusPath: string }>().statusPath.split('token=')[1];
    const status = await call('GET', `/api/order-status/${orderId}?token=${token}`);
    const order = status.json<{ order: Record<string, unknown> & { items: Array<Record<string, number>> } }>().order;
    const cents = (value: unknown) => dollarsToCents(value as number);
    for (const item of order.items) expect(cents(item.lineTotal)).toBe(cents(item.price) * item.quantity!);
    const lineSum = order.items.reduce((sum, item) => sum + cents(item.lineTotal), 0);
    expect(lineSum).toBe(EXPECTED.subtotal);
    expect(cents(order.subtotal)).toBe(lineSum);
    expect(cents(order.tierSavings)).toBe(EXPECTED.tierSavings);
    expect(cents(order.subtotal) - cents(order.discountAmount) + cents(order.shipping)).toBe(cents(order.total));
    expect(cents(order.total)).toBe(EXPECTED.total);

    // The e-mail shows the same lines and rows.
    const [mail] = await mailsWith('orderId', orderId);
    expect(mail!.textBody).toContain(
      [
        'Harbour Town Lighthouse Pin: 25 x $9.59 = $239.75',
        'Par 3 Flagstick Pin: 11 x $7.19 = $79.09',
        'Items at list price: $387.64',
        'Volume savings: -$68.80',
        'Subtotal: $318.84',
        'Discount (USA): -$63.77',
        'Shipping: $5.99',
        'Total paid: $261.06',
      ].join('\n'),
    );
  });
});

describe('a designer order paid as its deposit or in full', () => {
  it('charges what the server priced and the order adds up to its total, for any options', async () => {
    const options = fc.record({
      quantity: fc.integer({ min: 2, max: 40 }).map((steps) => steps * 25),
      size: fc.constantFrom(...PIN_SIZES),
      plating: fc.constantFrom(...PIN_PLATINGS),
      packaging: fc.constantFrom(...PIN_PACKAGING),
      rushOrder: fc.boolean(),
      payInFull: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(options, async ({ payInFull, ...order }) => {
        const quote = designerQuote({ ...order, packaging: [order.packaging] }, SEED_PRICE_TABLE);
        const prepared = await prepareCustomOrder(world.t.app, {
          ...SMALL_SILVER_ORDER,
          ...order,
          rushOrderFee: quote.rushFeeCents / 100,
          pricePerPin: quote.pricePerPinCents / 100,
          totalPrice: quote.totalCents / 100,
          depositAmount: quote.depositCents / 100,
          remainingBalance: quote.remainingCents / 100,
        });
        expect(prepared.preparedOrderId, JSON.stringify(prepared)).toBeTruthy();
        const nowCents = payInFull ? quote.totalCents : quote.depositCents;
        const created = await call('POST', '/api/paypal/order', {
          purpose: 'deposit',
          preparedOrderId: prepared.preparedOrderId,
          payInFull,
          amount: centsToDecimalString(nowCents),
        });
        expect(created.statusCode, created.body).toBe(201);
        const { id, amount } = created.json<{ id: string; amount: string }>();
        expect(amount).toBe(centsToDecimalString(nowCents));
        const unit = world.standIn.state.orders.get(id)!.purchase_units[0]!;
        const itemSum = (unit.items ?? []).reduce(
          (sum, item) => sum + dollarsToCents(Number(item.unit_amount.value)) * Number(item.quantity),
          0,
        );
        expect(itemSum).toBe(nowCents);
        await approve(id);
        const captured = await capture(id);
        expect(captured.statusCode, captured.body).toBe(200);
        const [row] = await world.t.database.db
          .select()
          .from(customOrders)
          .where(eq(customOrders.id, captured.json<{ customOrderId: number }>().customOrderId));
        expect(row!.totalPriceCents).toBe(quote.totalCents);
        expect(row!.depositAmountCents).toBe(nowCents);
        expect(row!.depositAmountCents + row!.remainingBalanceCents).toBe(row!.totalPriceCents);
        expect(row!.remainingBalanceCents === 0).toBe(payInFull || quote.remainingCents === 0);
      }),
      { numRuns: 12 },
    );
  });
});
