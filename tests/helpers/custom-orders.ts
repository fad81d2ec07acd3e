import type { App } from '../../server/app';
import { multipart, PNG_BYTES } from './multipart';

/** Where the events team gets its pins. */
export const RIVIERA_SHIP_TO = {
  name: 'Events Office',
  company: 'Riviera Country Club',
  address: '1250 Capri Dr',
  city: 'Pacific Palisades',
  country: 'US',
  state: 'CA',
  zipCode: '90272',
};

/** 100 gold pins with backing cards, rush: (5.00 + 0.25 + 0.10) x 100 = 535.00 + 100 rush = 635.00; 10% deposit. */
export const RUSH_GOLD_ORDER = {
  quantity: 100,
  size: '1inch',
  plating: 'gold',
  packaging: 'backing-cards',
  rushOrder: true,
  rushOrderFee: 100,
  pricePerPin: 5.35,
  totalPrice: 635,
  depositAmount: 63.5,
  remainingBalance: 571.5,
  customerName: 'Riviera Member-Guest',
  customerEmail: 'events@riviera.example',
  customerPhone: '(310) 555-0142',
  shipTo: RIVIERA_SHIP_TO,
  promoCode: '',
  discountAmount: 0,
};

/** 50 silver pins, standard delivery: 7.00 x 50 = 350.00; deposit 35.00. */
export const SMALL_SILVER_ORDER = {
  ...RUSH_GOLD_ORDER,
  quantity: 50,
  plating: 'silver',
  packaging: 'just-pins',
  rushOrder: false,
  rushOrderFee: 0,
  pricePerPin: 7,
  totalPrice: 350,
  depositAmount: 35,
  remainingBalance: 315,
  customerName: 'Club Champion',
  customerEmail: 'champ@example.com',
};

/** The designer's prepare call with a small PNG as the design file; returns the prepared order. */
export async function prepareCustomOrder(app: App, orderData: object) {
  const body = multipart(
    { orderData: JSON.stringify(orderData) },
    { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
  );
  return (await app.inject({ method: 'POST', url: '/api/custom-orders/prepare', ...body })).json();
}
