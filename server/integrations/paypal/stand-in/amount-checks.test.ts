/**
 * The stand-in checks a purchase unit's breakdown and items as PayPal does (422 UNPROCESSABLE_ENTITY): amount =
 * item_total + tax_total + shipping + handling + insurance - shipping_discount - discount (AMOUNT_MISMATCH), and
 * item_total = the sum of unit_amount x quantity (ITEM_TOTAL_MISMATCH; ITEM_TOTAL_REQUIRED when items come alone).
 */
import { describe, expect, it } from 'vitest';
import { createOrderHarness } from './create-order-harness';

const { standIn, create } = createOrderHarness();

const usd = (value: string) => ({ currency_code: 'USD', value });
const items = [
  { name: 'Harbour Town Lighthouse Pin', quantity: '25', unit_amount: usd('9.59') },
  { name: 'Par 3 Pin', quantity: '11', unit_amount: usd('7.19') },
];
const breakdown = { item_total: usd('318.84'), shipping: usd('5.99'), discount: usd('63.77') };

describe('the stand-in checks amounts as PayPal does', () => {
  it('takes a breakdown and items that add up, and keeps them on the order (not on the capture)', async () => {
    const ok = await create({ amount: { ...usd('261.06'), breakdown }, items });
    expect(ok.status).toBe(201);
    const unit = standIn().state.orders.get(ok.body.id!)!.purchase_units[0]!;
    expect(unit.amount.breakdown).toEqual(breakdown);
    expect(unit.items).toEqual(items);
    // A handling fee, tax and shipping discount count too.
    const more = { ...breakdown, handling: usd('1.00'), tax_total: usd('2.00'), shipping_discount: usd('5.99') };
    expect((await create({ amount: { ...usd('258.07'), breakdown: more }, items })).status).toBe(201);
    // No breakdown and no items: only the value is checked.
    expect((await create({ amount: usd('261.06') })).status).toBe(201);
  });

  it('refuses an amount that is not item_total + shipping - discount (AMOUNT_MISMATCH)', async () => {
    // The old rounding: 80% of $299.75 is $239.80, but 25 x $9.59 is $239.75.
    const res = await create({ amount: { ...usd('261.11'), breakdown }, items });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'AMOUNT_MISMATCH', description: expect.stringContaining('item_total') }],
    });
  });

  it('refuses items whose unit_amount x quantity do not sum to item_total (ITEM_TOTAL_MISMATCH)', async () => {
    const wrong = { ...breakdown, item_total: usd('318.89') };
    const res = await create({ amount: { ...usd('261.11'), breakdown: wrong }, items });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ details: [{ issue: 'ITEM_TOTAL_MISMATCH' }] });
  });

  it('refuses items without a breakdown item_total (ITEM_TOTAL_REQUIRED)', async () => {
    const res = await create({ amount: usd('261.06'), items });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ details: [{ issue: 'ITEM_TOTAL_REQUIRED' }] });
  });
});
