/**
 * Amounts that add up, with sales tax: for any cart, code, rate and shipping rule, the quote the checkout shows is
 * what the payment charges, PayPal is sent a breakdown (item_total + shipping + tax_total - discount) and items that
 * add up to it, and the tax is the one rounding rule applied once to the taxable total (half up, to the cent).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { paypalAmountIssue } from '../../../core/pricing/paypal-amounts';
import { signInAdmin } from '../../../tests/helpers/admin';
import { HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';

const { world, call, cartWith, checkout } = paymentHarness();
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

/** round half up (cents x thousandths of a percent / 100,000), the rule core/tax.ts states. */
const expectedTax = (taxableCents: number, rateThousandths: number) =>
  Math.floor((taxableCents * rateThousandths + 50_000) / 100_000);

describe('amounts that add up, with sales tax', () => {
  it('the quote is the charge and PayPal’s breakdown adds up, for any cart, code, rate and shipping rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        fc.boolean(),
        async (harbour, par, rateThousandths, taxShipping, withCode) => {
          const saved = await world.t.app.inject({
            method: 'PUT',
            url: '/api/admin/tax/rates/US/CA',
            headers: { cookie: admin },
            payload: { components: [{ label: 'Sales tax', ratePercent: rateThousandths / 1000 }], taxShipping },
          });
          expect(saved.statusCode, saved.body).toBe(200);
          const session = await cartWith(
            par > 0
              ? [
                  [HARBOUR_TOWN, harbour],
                  [PAR_3, par],
                ]
              : [[HARBOUR_TOWN, harbour]],
          );
          const code = withCode ? { discountCode: 'usa' } : {};
          const quoted = await call('POST', '/api/checkout/tax-quote', { state: 'CA', ...code }, session);
          expect(quoted.statusCode, quoted.body).toBe(200);
          const quote = quoted.json();
          const taxable = quote.subtotalCents - quote.discountCents + (taxShipping ? quote.shippingCents : 0);
          expect(quote.taxCents).toBe(rateThousandths === 0 ? 0 : expectedTax(taxable, rateThousandths));
          expect(quote.totalCents).toBe(
            quote.subtotalCents - quote.discountCents + quote.shippingCents + quote.taxCents,
          );

          const created = await checkout(session, { ...code, amount: (quote.totalCents / 100).toFixed(2) });
          expect(created.statusCode, created.body).toBe(201);
          const unit = world.standIn.state.orders.get(created.json().id)!.purchase_units[0]!;
          expect(paypalAmountIssue(unit)).toBeNull();
          expect(Math.round(Number(unit.amount.value) * 100)).toBe(quote.totalCents);
          const taxTotal = unit.amount.breakdown?.tax_total?.value;
          expect(taxTotal === undefined ? 0 : Math.round(Number(taxTotal) * 100)).toBe(quote.taxCents);
          // Cancelled at once: its stock goes back for the next run.
          const cancelled = await call('POST', `/api/paypal/order/${created.json().id}/cancel`, undefined, session);
          expect(cancelled.statusCode, cancelled.body).toBe(200);
        },
      ),
      { numRuns: 12 },
    );
  });
});
