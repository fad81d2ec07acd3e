/**
 * The first version of the owner's price table (shopper-spec section 9): the prices the shop opened with. The
 * server stores it as version 1 when the database has none; from then on the owner's saves decide (admin Prices).
 * Nothing else in code holds a price: read the table in effect instead.
 */
import type { PriceTable } from './price-table';

export const SEED_PRICE_TABLE: PriceTable = {
  products: {
    pin: {
      minQuantity: 25,
      // Silver, 1 inch, per pin: 50 and under $7, 51-99 $6, 100-249 $5, 250-499 $4, 500+ $3.
      tiers: [
        { minQuantity: 25, maxQuantity: 50, unitCents: 700 },
        { minQuantity: 51, maxQuantity: 99, unitCents: 600 },
        { minQuantity: 100, maxQuantity: 249, unitCents: 500 },
        { minQuantity: 250, maxQuantity: 499, unitCents: 400 },
        { minQuantity: 500, maxQuantity: null, unitCents: 300 },
      ],
      sizeCents: { '0.75inch': 0, '1inch': 0, '1.25inch': 25, '1.5inch': 50 },
    },
    // Smaller and flat: a little under a pin at each band.
    'ball-marker': {
      minQuantity: 25,
      tiers: [
        { minQuantity: 25, maxQuantity: 50, unitCents: 550 },
        { minQuantity: 51, maxQuantity: 99, unitCents: 475 },
        { minQuantity: 100, maxQuantity: 249, unitCents: 400 },
        { minQuantity: 250, maxQuantity: 499, unitCents: 325 },
        { minQuantity: 500, maxQuantity: null, unitCents: 250 },
      ],
      sizeCents: { '1inch': 0 },
    },
    // The clip with a magnetic ball marker on it.
    'hat-clip': {
      minQuantity: 25,
      tiers: [
        { minQuantity: 25, maxQuantity: 50, unitCents: 850 },
        { minQuantity: 51, maxQuantity: 99, unitCents: 750 },
        { minQuantity: 100, maxQuantity: 249, unitCents: 650 },
        { minQuantity: 250, maxQuantity: 499, unitCents: 550 },
        { minQuantity: 500, maxQuantity: null, unitCents: 450 },
      ],
      sizeCents: { '1inch': 0 },
    },
    // A metal divot tool with a removable marker: the dearest piece.
    'divot-tool': {
      minQuantity: 25,
      tiers: [
        { minQuantity: 25, maxQuantity: 50, unitCents: 1200 },
        { minQuantity: 51, maxQuantity: 99, unitCents: 1050 },
        { minQuantity: 100, maxQuantity: 249, unitCents: 900 },
        { minQuantity: 250, maxQuantity: 499, unitCents: 800 },
        { minQuantity: 500, maxQuantity: null, unitCents: 700 },
      ],
      sizeCents: { '1inch': 0 },
    },
    // Printed cards on their own (a pin's packaging add-on is the card with the pin on it).
    'backing-card': {
      minQuantity: 25,
      tiers: [
        { minQuantity: 25, maxQuantity: 99, unitCents: 60 },
        { minQuantity: 100, maxQuantity: 499, unitCents: 40 },
        { minQuantity: 500, maxQuantity: null, unitCents: 25 },
      ],
      sizeCents: { '2x3inch': 0, '3x4inch': 15 },
    },
  },
  platingCents: { silver: 0, gold: 25, bronze: 15, 'black-nickel': 35 },
  packagingCents: { 'individual-bags': 10, 'backing-cards': 10, 'plastic-packaging': 5, 'barcode-labels': 5 },
  rushFeeCents: 10_000,
  depositPercent: 10,
};
