/**
 * A custom order's tax split, over every order size, deposit and tax (fast-check): the two charges add up to the
 * total plus its tax, the shares add up to the tax, each share within a cent of its exact proportion, and "all on the
 * balance" leaves the deposit as quoted unless nothing is left to pay after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax } from './tax';
import { splitCustomOrderTax, TAX_SPLITS } from './tax-split';

const order = fc.record({
  depositCents: fc.integer({ min: 0, max: 5_000_000 }),
  remainingCents: fc.integer({ min: 0, max: 50_000_000 }),
});

describe('splitCustomOrderTax', () => {
  it('the charges add up to total + tax and the shares to the tax, for either split', () => {
    fc.assert(
      fc.property(
        order,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...TAX_SPLITS),
        (before, tax, split) => {
          const charges = splitCustomOrderTax(before, tax, split);
          expect(charges.depositTaxCents + charges.balanceTaxCents).toBe(tax);
          expect(charges.depositCents + charges.remainingCents).toBe(before.depositCents + before.remainingCents + tax);
          expect(charges.depositTaxCents).toBeGreaterThanOrEqual(0);
          expect(charges.balanceTaxCents).toBeGreaterThanOrEqual(0);
          if (before.remainingCents === 0) expect(charges.depositTaxCents).toBe(tax);
          else if (split === 'balance') expect(charges.depositTaxCents).toBe(0);
          else {
            const exact = (tax * before.depositCents) / (before.depositCents + before.remainingCents);
            expect(Math.abs(charges.depositTaxCents - exact)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('an order taxed on its whole total: deposit + balance charged = total + tax, at any rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(...TAX_SPLITS),
        (totalCents, rate, split) => {
          const depositCents = Math.round(totalCents / 10);
          const tax = computeTax({
            shipTo: { country: 'US', region: 'CA' },
            lines: [{ key: 'order', amountCents: totalCents, taxable: true }],
            shippingCents: 0,
            rates: [
              {
                country: 'US',
                region: 'CA',
                components: [{ label: 'Sales tax', rateThousandths: rate }],
                taxShipping: false,
              },
            ],
            exemption: null,
          });
          const charges = splitCustomOrderTax(
            { depositCents, remainingCents: totalCents - depositCents },
            tax.totalCents,
            split,
          );
          expect(charges.depositCents + charges.remainingCents).toBe(totalCents + tax.totalCents);
        },
      ),
    );
  });

  it('$25.38 on a $350.00 order: all on the balance, or $2.54 and $22.84', () => {
    const before = { depositCents: 3500, remainingCents: 31500 };
    expect(splitCustomOrderTax(before, 2538, 'balance')).toEqual({
      depositCents: 3500,
      remainingCents: 34038,
      depositTaxCents: 0,
      balanceTaxCents: 2538,
    });
    expect(splitCustomOrderTax(before, 2538, 'proportional')).toEqual({
      depositCents: 3754,
      remainingCents: 33784,
      depositTaxCents: 254,
      balanceTaxCents: 2284,
    });
    expect(splitCustomOrderTax({ depositCents: 35000, remainingCents: 0 }, 2538, 'balance').depositTaxCents).toBe(2538);
  });
});
