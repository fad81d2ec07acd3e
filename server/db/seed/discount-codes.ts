/**
 * The demo discount codes, one per rule the validator must handle (codes stored uppercased):
 * USA (banner, 20%), WELCOME15 (newsletter, 15%), SAVE10 ($10 off over $50), an expired code,
 * a code at its maximum uses and an inactive code. Dates are fixed so a second seed changes nothing.
 */
import type { NewDiscountCode } from '../schema';

const launch = new Date('2024-01-01T00:00:00Z');

export const demoDiscountCodes: readonly NewDiscountCode[] = [
  { code: 'USA', discountType: 'percentage', discountValue: 20, validFrom: launch },
  { code: 'WELCOME15', discountType: 'percentage', discountValue: 15, validFrom: launch, firstOrderOnly: true },
  {
    code: 'SAVE10',
    discountType: 'fixed',
    discountValue: 1000,
    minimumOrderAmountCents: 5000,
    validFrom: launch,
  },
  {
    code: 'SUMMER2024',
    discountType: 'percentage',
    discountValue: 25,
    validFrom: new Date('2024-06-01T00:00:00Z'),
    validUntil: new Date('2024-09-01T00:00:00Z'),
  },
  {
    code: 'FIRST5',
    discountType: 'percentage',
    discountValue: 30,
    maxUses: 5,
    currentUses: 5,
    validFrom: launch,
  },
  { code: 'PROSHOP25', discountType: 'percentage', discountValue: 25, isActive: false, validFrom: launch },
];
