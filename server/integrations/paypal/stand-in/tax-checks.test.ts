/**
 * The stand-in checks a purchase unit's tax as PayPal does (422 UNPROCESSABLE_ENTITY): the amount must equal
 * item_total + tax_total + shipping - discount (AMOUNT_MISMATCH), and items that carry a per-unit tax need a
 * tax_total (TAX_TOTAL_REQUIRED) equal to the sum of tax x quantity (TAX_TOTAL_MISMATCH).
 */
import { describe, expect, it } from 'vitest';
import { approvePage } from './approve-page';
import { createOrderHarness } from './create-order-harness';

const { standIn, create } = createOrderHarness();

const usd = (value: string) => ({ currency_code: 'USD', value });

// 20 pins at $10.00 shipped for $5.99 to California at 7.25%: $14.50 tax, $220.49 in all.
const items = [{ name: 'Pebble Beach Pin', quantity: '20', unit_amount: usd('10.00') }];
const breakdown = { item_total: usd('200.00'), shipping: usd('5.99'), tax_total: usd('14.50') };

describe('the stand-in checks tax as PayPal does', () => {
  it('takes a tax_total that adds up, with or without per-item tax, and keeps it on the order', async () => {
    const ok = await create({ amount: { ...usd('220.49'), breakdown }, items });
    expect(ok.status).toBe(201);
    expect(standIn().state.orders.get(ok.body.id!)!.purchase_units[0]!.amount.breakdown).toEqual(breakdown);
    // The approval page shows the breakdown as PayPal does: the items, shipping and the tax under the amount.
    const page = approvePage(standIn().state.orders.get(ok.body.id!)!, '/__paypal');
    expect(page).toContain('<p class="amount">220.49 USD</p>');
    expect(page).toContain('<dt>Shipping</dt><dd>5.99 USD</dd></div><div><dt>Tax</dt><dd>14.50 USD</dd>');
    // Only the items' total (the amount itself): no breakdown to show.
    const single = await create({ amount: { ...usd('200.00'), breakdown: { item_total: usd('200.00') } }, items });
    expect(approvePage(standIn().state.orders.get(single.body.id!)!, '/__paypal')).not.toContain('Amount breakdown');
    const taxed = [{ ...items[0]!, tax: usd('0.72') }];
    // 20 x $0.72 = $14.40: a tax_total of $14.40 with per-unit tax that adds up is taken.
    const exact = { ...breakdown, tax_total: usd('14.40') };
    expect((await create({ amount: { ...usd('220.39'), breakdown: exact }, items: taxed })).status).toBe(201);
  });

  it('refuses a total that leaves the tax out (AMOUNT_MISMATCH, PayPal’s words)', async () => {
    const res = await create({ amount: { ...usd('205.99'), breakdown }, items });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [
        {
          issue: 'AMOUNT_MISMATCH',
          description:
            'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
        },
      ],
    });
  });

  it('refuses per-item tax that does not add up to tax_total (TAX_TOTAL_MISMATCH)', async () => {
    const taxed = [{ ...items[0]!, tax: usd('0.73') }];
    const res = await create({ amount: { ...usd('220.49'), breakdown }, items: taxed });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ details: [{ issue: 'TAX_TOTAL_MISMATCH' }] });
  });

  it('refuses per-item tax without a tax_total (TAX_TOTAL_REQUIRED)', async () => {
    const taxed = [{ ...items[0]!, tax: usd('0.72') }];
    const noTax = { item_total: usd('200.00'), shipping: usd('5.99') };
    const res = await create({ amount: { ...usd('205.99'), breakdown: noTax }, items: taxed });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ details: [{ issue: 'TAX_TOTAL_REQUIRED' }] });
  });
});
