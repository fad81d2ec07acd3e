import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents, computeTax, formatTaxRate, type JurisdictionRates, type TaxInput } from './tax';

const CA: JurisdictionRates = {
  country: 'US',
  region: 'CA',
  components: [{ label: 'Sales tax', rateThousandths: 7_250 }],
  taxShipping: false,
};
const BC: JurisdictionRates = {
  country: 'CA',
  region: 'BC',
  components: [
    { label: 'GST', rateThousandths: 5_000 },
    { label: 'PST', rateThousandths: 7_000 },
  ],
  taxShipping: true,
};

const order = (overrides: Partial<TaxInput> = {}): TaxInput => ({
  shipTo: { country: 'US', region: 'CA' },
  lines: [
    { key: 'a', amountCents: 1_000, taxable: true },
    { key: 'b', amountCents: 1_000, taxable: true },
    { key: 'c', amountCents: 1_000, taxable: true },
  ],
  shippingCents: 900,
  rates: [CA, BC],
  exemption: null,
  ...overrides,
});

describe('the tax computation', () => {
  it('charges nothing where no rate is set (the default)', () => {
    const result = computeTax(order({ rates: [] }));
    expect(result.totalCents).toBe(0);
    expect(result.lines.map((line) => line.taxCents)).toEqual([0, 0, 0]);
    expect(result.exemptReason).toBeNull();
    expect(computeTax(order({ shipTo: { country: 'US', region: 'NV' } })).totalCents).toBe(0);
  });

  it('rounds half up once on the taxable total and allocates the cents by largest remainder', () => {
    // 3,000 x 7.25% = 217.5 -> 218; each line's exact share is 72.67: 72, 73 ... the earlier line takes the cent.
    const result = computeTax(order());
    expect(result.totalCents).toBe(218);
    expect(result.lines).toEqual([
      { key: 'a', taxCents: 73 },
      { key: 'b', taxCents: 73 },
      { key: 'c', taxCents: 72 },
    ]);
    expect(result.shippingTaxCents).toBe(0);
    expect(result.components).toEqual([{ label: 'Sales tax', rateThousandths: 7_250, taxCents: 218 }]);
  });

  it('leaves lines not taxable out, and taxes shipping only where the jurisdiction does', () => {
    const lines = [
      { key: 'pins', amountCents: 10_000, taxable: true },
      { key: 'gift', amountCents: 5_000, taxable: false },
    ];
    const us = computeTax(order({ lines }));
    expect(us.taxableCents).toBe(10_000);
    expect(us.totalCents).toBe(725);
    const bc = computeTax(order({ lines, shipTo: { country: 'CA', region: 'bc' } }));
    // (10,000 + 900) x 5% = 545 and x 7% = 763.
    expect(bc.components.map((each) => each.taxCents)).toEqual([545, 763]);
    expect(bc.totalCents).toBe(1_308);
    expect(bc.lines.find((line) => line.key === 'gift')?.taxCents).toBe(0);
    expect(bc.shippingTaxCents + bc.lines.reduce((a, b) => a + b.taxCents, 0)).toBe(1_308);
  });

  it('answers zero with the reason for an exempt buyer', () => {
    const reason = 'Exempt: resale certificate CA-123, until 2027-06-30';
    const result = computeTax(order({ exemption: { reason } }));
    expect(result.totalCents).toBe(0);
    expect(result.exemptReason).toBe(reason);
    expect(result.taxableCents).toBe(3_000);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => computeTax(order({ shippingCents: 1.5 }))).toThrow(RangeError);
    expect(() => computeTax(order({ lines: [{ key: 'x', amountCents: -1, taxable: true }] }))).toThrow(RangeError);
  });

  it('writes rates as the owner does', () => {
    expect(formatTaxRate(7_250)).toBe('7.25%');
    expect(formatTaxRate(8_875)).toBe('8.875%');
    expect(formatTaxRate(13_000)).toBe('13%');
    expect(formatTaxRate(0)).toBe('0%');
  });
});

const cents = fc.integer({ min: 0, max: 10_000_000 });
const rates = fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 3 });
const lines = fc.array(fc.record({ amountCents: cents, taxable: fc.boolean() }), { minLength: 1, maxLength: 12 });

describe('the tax computation, for any order', () => {
  it('has per-line taxes (and shipping’s) that add up to the total, each component rounded half up', () => {
    fc.assert(
      fc.property(lines, cents, rates, fc.boolean(), (given, shippingCents, rateList, taxShipping) => {
        const result = computeTax({
          shipTo: { country: 'US', region: 'CA' },
          lines: given.map((line, index) => ({ key: String(index), ...line })),
          shippingCents,
          rates: [
            {
              country: 'US',
              region: 'CA',
              components: rateList.map((rate, index) => ({ label: `T${index}`, rateThousandths: rate })),
              taxShipping,
            },
          ],
          exemption: null,
        });
        const sum = result.lines.reduce((a, b) => a + b.taxCents, 0) + result.shippingTaxCents;
        expect(sum).toBe(result.totalCents);
        const base =
          given.reduce((a, line) => a + (line.taxable ? line.amountCents : 0), 0) + (taxShipping ? shippingCents : 0);
        for (const component of result.components) {
          const exact = (base * component.rateThousandths) / 100_000;
          expect(Math.abs(component.taxCents - exact)).toBeLessThanOrEqual(0.5);
        }
        given.forEach((line, index) => {
          if (!line.taxable || line.amountCents === 0) expect(result.lines[index]!.taxCents).toBe(0);
        });
        if (!taxShipping) expect(result.shippingTaxCents).toBe(0);
      }),
    );
  });

  it('allocates any whole number of cents exactly, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(cents, { minLength: 1, maxLength: 10 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, index) => expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1));
        },
      ),
    );
  });
});
