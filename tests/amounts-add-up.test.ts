/**
 * Amounts that add up: over quantities 1-1000, every seeded product price and every seeded
 * discount code, the lines shown (tier unit price x quantity) add up to the subtotal, the money rows add up to the
 * total, the total is never negative, and the PayPal breakdown and items built from it pass PayPal's own rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDiscount, type DiscountCodeRule } from '../core/discounts';
import { cartTotals } from '../core/pricing/cart';
import {
  DESIGNER_QUANTITY,
  designerDiscountBase,
  designerQuote,
  PIN_PACKAGING,
  PIN_PLATINGS,
  PIN_SIZES,
} from '../core/pricing/designer';
import { customPinsLine, quotedOrderPrice } from '../core/pricing/quoted-order';
import { paypalAmountExtras, paypalAmountIssue } from '../core/pricing/paypal-amounts';
import { amountRows } from '../core/pricing/summary';
import { priceLine } from '../core/pricing/tiers';
import { centsToDecimalString } from '../core/money';
import { demoDiscountCodes } from '../server/db/seed/discount-codes';
import { demoProducts } from '../server/db/seed/products';
import { SEED_PRICE_TABLE } from '../core/pricing/price-table-seed';

const NOW = new Date('2026-06-01T00:00:00Z');

function rule(code: (typeof demoDiscountCodes)[number], usable: boolean): DiscountCodeRule {
  return {
    code: code.code,
    discountType: code.discountType ?? 'percentage',
    discountValue: code.discountValue,
    minimumOrderAmountCents: code.minimumOrderAmountCents ?? 0,
    maxUses: usable ? null : (code.maxUses ?? null),
    currentUses: usable ? 0 : (code.currentUses ?? 0),
    validFrom: usable ? new Date(0) : (code.validFrom ?? new Date(0)),
    validUntil: usable ? null : (code.validUntil ?? null),
    isActive: usable ? true : (code.isActive ?? true),
  };
}

/** Each seeded code as stored, and as if it were usable today (so every percentage and amount is exercised). */
const rules = demoDiscountCodes.flatMap((code) => [rule(code, false), rule(code, true)]);
const prices = [...new Set(demoProducts.map((product) => product.priceCents))];

const cartArbitrary = fc.record({
  lines: fc.array(
    fc.record({ product: fc.constantFrom(...demoProducts), quantity: fc.integer({ min: 1, max: 1000 }) }),
    { minLength: 1, maxLength: 5 },
  ),
  rule: fc.option(fc.constantFrom(...rules), { nil: null }),
});

/** The cart priced the way the server charges it: the code applies to the subtotal after tiers, rounded once. */
function charge(
  lines: { product: { name: string; priceCents: number }; quantity: number }[],
  code: DiscountCodeRule | null,
) {
  const input = lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity }));
  const before = cartTotals(input);
  const outcome = code ? evaluateDiscount(code, before.subtotalCents, NOW) : null;
  return cartTotals(input, outcome?.valid ? outcome.discountAmountCents : 0);
}

describe('amounts add up (property)', () => {
  it('every seeded price at every quantity 1-1000: the line is the rounded tier unit price x quantity', () => {
    for (const price of prices) {
      for (let quantity = 1; quantity <= 1000; quantity++) {
        const line = priceLine(price, quantity);
        expect(Number.isInteger(line.tierUnitPriceCents)).toBe(true);
        expect(line.totalCents).toBe(line.tierUnitPriceCents * quantity);
        expect(line.fullCents - line.savingsCents).toBe(line.totalCents);
        expect(line.savingsCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('the shown rows add up to the total and PayPal accepts the breakdown, for any cart and any seeded code', () => {
    fc.assert(
      fc.property(cartArbitrary, ({ lines, rule: code }) => {
        const totals = charge(lines, code);
        const lineSum = totals.lines.reduce((sum, line) => sum + line.tierUnitPriceCents * line.quantity, 0);
        expect(lineSum).toBe(totals.subtotalCents);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);

        // Read top to bottom, the subtotal and the total are the sums of the rows above them.
        const rows = amountRows(totals, { discountCode: code?.code });
        let running: number | null = null;
        for (const row of rows) {
          if (running !== null && (row.key === 'subtotal' || row.key === 'total')) expect(row.cents).toBe(running);
          else running = (running ?? 0) + row.cents;
        }
        expect(rows.at(-1)).toMatchObject({ key: 'total', cents: totals.totalCents });
        expect(rows.find((row) => row.key === 'subtotal')!.cents).toBe(lineSum);

        const extras = paypalAmountExtras(
          lines.map((line, index) => ({
            name: line.product.name,
            quantity: line.quantity,
            unitCents: totals.lines[index]!.tierUnitPriceCents,
          })),
          totals,
        );
        const value = centsToDecimalString(totals.totalCents);
        expect(paypalAmountIssue({ amount: { value, breakdown: extras.breakdown }, items: extras.items })).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("PayPal's rule refuses a breakdown or items that do not add up", () => {
    const extras = paypalAmountExtras([{ name: 'Pin', quantity: 25, unitCents: 959 }], {
      shippingCents: 599,
      discountCents: 4795,
    });
    expect(extras.breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '239.75' },
      shipping: { currency_code: 'USD', value: '5.99' },
      discount: { currency_code: 'USD', value: '47.95' },
    });
    const ok = { amount: { value: '197.79', breakdown: extras.breakdown }, items: extras.items };
    expect(paypalAmountIssue(ok)).toBeNull();
    expect(paypalAmountIssue({ ...ok, amount: { ...ok.amount, value: '197.84' } })).toBe('AMOUNT_MISMATCH');
    expect(paypalAmountIssue({ ...ok, items: [{ ...extras.items[0]!, unit_amount: { value: '9.592' } }] })).toBe(
      'ITEM_TOTAL_MISMATCH',
    );
    expect(paypalAmountIssue({ ...ok, items: [{ ...extras.items[0]!, quantity: '24' }] })).toBe('ITEM_TOTAL_MISMATCH');
    expect(paypalAmountIssue({ amount: { value: '239.75' }, items: extras.items })).toBe('ITEM_TOTAL_REQUIRED');
    expect(paypalAmountIssue({ amount: { value: '239.75' } })).toBeNull();
  });

  it('a designer order: price per pin x quantity + rush - discount = total; deposit (10%, rounded once) + balance = total', () => {
    const designer = fc.record({
      quantity: fc.integer({ min: 0, max: (DESIGNER_QUANTITY.max - DESIGNER_QUANTITY.min) / DESIGNER_QUANTITY.step }),
      size: fc.constantFrom(...PIN_SIZES),
      plating: fc.constantFrom(...PIN_PLATINGS),
      packaging: fc.subarray([...PIN_PACKAGING]),
      rushOrder: fc.boolean(),
      rule: fc.option(fc.constantFrom(...rules), { nil: null }),
    });
    fc.assert(
      fc.property(designer, ({ quantity: step, rule: code, ...options }) => {
        const order = { ...options, quantity: DESIGNER_QUANTITY.min + step * DESIGNER_QUANTITY.step };
        const outcome = code ? evaluateDiscount(code, designerDiscountBase(order, SEED_PRICE_TABLE), NOW) : null;
        const quote = designerQuote(
          { ...order, discountCents: outcome?.valid ? outcome.discountAmountCents : 0 },
          SEED_PRICE_TABLE,
        );
        expect(Number.isInteger(quote.pricePerPinCents)).toBe(true);
        expect(quote.baseCents).toBe(quote.pricePerPinCents * order.quantity);
        expect(quote.totalCents).toBe(quote.baseCents + quote.rushFeeCents - quote.discountCents);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
        expect(quote.depositCents).toBe(Math.round(quote.totalCents / 10));
        expect(quote.depositCents + quote.remainingCents).toBe(quote.totalCents);
        const pins = customPinsLine({ ...quote, quantity: order.quantity });
        expect(pins.cents).toBe(quote.baseCents);
        expect(pins.label).toContain(' × ');
      }),
      { numRuns: 1000 },
    );
  });

  it("a quoted order: the owner's total, deposit (10%, rounded once) + balance = total, one pins line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 25, max: 1000 }), (total, quantity) => {
        const price = quotedOrderPrice(total, quantity, SEED_PRICE_TABLE);
        expect(price.depositCents).toBe(Math.round(total / 10));
        expect(price.depositCents + price.remainingCents).toBe(total);
        const pins = customPinsLine({ ...price, quantity, rushFeeCents: 0, discountCents: 0 });
        expect(pins.cents).toBe(total);
      }),
    );
  });
});
