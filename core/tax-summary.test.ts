import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountRows } from './pricing/summary';
import { discountedLineAmounts, perUnitItemTaxes, taxRefundedCents, taxRowLabel } from './tax-summary';

describe('the tax row', () => {
  it('names the rate and the state, the parts of a province, or the exemption', () => {
    const sales = [{ label: 'Sales tax', rateThousandths: 7_250 }];
    expect(taxRowLabel({ region: 'CA', components: sales, exemptReason: null })).toBe('Sales tax (CA 7.25%)');
    const bc = [
      { label: 'GST', rateThousandths: 5_000 },
      { label: 'PST', rateThousandths: 7_000 },
    ];
    expect(taxRowLabel({ region: 'BC', components: bc, exemptReason: null })).toBe('Tax (BC: GST 5% + PST 7%)');
    expect(taxRowLabel({ region: 'CA', components: [], exemptReason: 'Exempt: resale certificate R-1' })).toBe(
      'Sales tax (exempt)',
    );
    expect(taxRowLabel({ region: 'OR', components: [], exemptReason: null })).toBeNull();
  });

  it('sits between shipping and the total, which it is part of; absent when no tax and no label', () => {
    const amounts = { subtotalCents: 20_000, tierSavingsCents: 0, discountCents: 0, shippingCents: 599 };
    const taxed = amountRows({ ...amounts, taxCents: 1_450, totalCents: 22_049 }, { taxLabel: 'Sales tax (CA 7.25%)' });
    expect(taxed.map((row) => [row.key, row.label, row.cents])).toEqual([
      ['subtotal', 'Subtotal', 20_000],
      ['shipping', 'Shipping', 599],
      ['tax', 'Sales tax (CA 7.25%)', 1_450],
      ['total', 'Total', 22_049],
    ]);
    expect(amountRows({ ...amounts, totalCents: 20_599 }).map((row) => row.key)).not.toContain('tax');
    const exempt = amountRows({ ...amounts, taxCents: 0, totalCents: 20_599 }, { taxLabel: 'Sales tax (exempt)' });
    expect(exempt.find((row) => row.key === 'tax')?.cents).toBe(0);
  });
});

describe('a discount spread over the lines before tax', () => {
  it('takes the discount off in proportion and adds up to subtotal - discount', () => {
    expect(discountedLineAmounts([1_000, 3_000], 400)).toEqual([900, 2_700]);
    expect(discountedLineAmounts([1_000, 3_000], 0)).toEqual([1_000, 3_000]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, discount) => {
          const subtotal = lines.reduce((a, b) => a + b, 0);
          const after = discountedLineAmounts(lines, discount);
          expect(after.every((cents, index) => cents >= 0 && cents <= lines[index]!)).toBe(true);
          expect(after.reduce((a, b) => a + b, 0)).toBe(subtotal - Math.min(discount, subtotal));
        },
      ),
    );
  });
});

describe('the tax a refund gives back', () => {
  it('is all the tax for a full refund, none for none, and in proportion in between (half up)', () => {
    expect(taxRefundedCents(22_049, 22_049, 1_450)).toBe(1_450);
    expect(taxRefundedCents(0, 22_049, 1_450)).toBe(0);
    // Half of the order: $7.25 of the $14.50.
    expect(taxRefundedCents(11_024, 22_049, 1_450)).toBe(725);
    expect(taxRefundedCents(5_000, 22_049, 0)).toBe(0);
  });

  it('never exceeds the tax and grows with the amount refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (total, tax, refunded, more) => {
          const taxCents = Math.min(tax, total);
          const first = taxRefundedCents(refunded, total, taxCents);
          expect(first).toBeGreaterThanOrEqual(0);
          expect(first).toBeLessThanOrEqual(taxCents);
          expect(taxRefundedCents(refunded + more, total, taxCents)).toBeGreaterThanOrEqual(first);
        },
      ),
    );
  });
});

describe("PayPal's per-item tax", () => {
  it('is sent only when each line divides by its quantity and shipping carries no tax', () => {
    expect(perUnitItemTaxes([{ quantity: 20, taxCents: 1_440 }], 0)).toEqual([72]);
    expect(perUnitItemTaxes([{ quantity: 20, taxCents: 1_450 }], 0)).toBeNull();
    expect(perUnitItemTaxes([{ quantity: 20, taxCents: 1_440 }], 10)).toBeNull();
  });
});
