import { describe, expect, it } from 'vitest';
import { designerQuote } from '../../../core/pricing/designer';
import { customOrderDataSchema, type PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { DEFAULT_DRAFT, type DesignerDraft } from './designer-state';
import { decodeBase64Json, encodeBase64Json } from '../../lib/order-payload';
import { buildOrderData, checkoutUrl, orderFormData } from './order-payload';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';

const SHIP_TO = {
  name: 'José Núñez',
  company: '',
  address: '1 Tee Rd',
  city: 'Austin',
  country: 'US',
  state: 'TX',
  zipCode: '73301',
};

const draft: DesignerDraft = {
  ...DEFAULT_DRAFT,
  quantity: 250,
  plating: 'gold',
  packaging: ['individual-bags', 'backing-cards'],
  rushOrder: true,
  customerName: ' José Núñez ',
  customerEmail: 'jose@example.com ',
  customerPhone: ' (512) 555-0100 ',
  shipTo: { ...SHIP_TO },
  promoCode: 'USA',
  appliedDiscount: { code: 'USA', discountAmount: 242.5 },
};

describe('buildOrderData', () => {
  const quote = designerQuote({ ...draft, discountCents: 24_250 }, SEED_PRICE_TABLE);
  const data = buildOrderData(draft, quote);

  it('speaks dollars, joins the packaging and trims the contact', () => {
    expect(data).toEqual({
      product: 'pin',
      quantity: 250,
      size: '1inch',
      plating: 'gold',
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      rushOrderFee: 100,
      pricePerPin: 4.45,
      totalPrice: 970,
      depositAmount: 97,
      remainingBalance: 873,
      customerName: 'José Núñez',
      customerEmail: 'jose@example.com',
      customerPhone: '(512) 555-0100',
      shipTo: SHIP_TO,
      promoCode: 'USA',
      discountAmount: 242.5,
    });
  });

  it('is what the server schema accepts', () => {
    expect(customOrderDataSchema.safeParse(data).success).toBe(true);
  });

  it('sends no phone when none was given', () => {
    expect(buildOrderData({ ...draft, customerPhone: ' ' }, quote)).not.toHaveProperty('customerPhone');
  });

  it('sends the event date only when one was given', () => {
    expect(data).not.toHaveProperty('eventDate');
    const dated = { ...draft, eventDate: '2027-05-14' };
    expect(buildOrderData(dated, quote)).toMatchObject({ eventDate: '2027-05-14' });
  });

  it('sends no promo code and no discount when none was applied', () => {
    const plain = { ...draft, appliedDiscount: null };
    expect(buildOrderData(plain, designerQuote(plain, SEED_PRICE_TABLE))).toMatchObject({
      promoCode: '',
      discountAmount: 0,
    });
  });

  it('goes out as multipart with the file as logo', () => {
    const form = orderFormData(data, [new File(['x'], 'logo.png', { type: 'image/png' })]);
    expect(JSON.parse(form.get('orderData') as string)).toEqual(data);
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.has('logo2')).toBe(false);
  });
});

describe('an order of several designs', () => {
  const holes: DesignerDraft = {
    ...draft,
    product: 'ball-marker',
    appliedDiscount: null,
    quantity: 300,
    designs: [
      { name: ' Hole 1: Acme Bank ', quantity: 100 },
      { name: 'Hole 2: Birdie Brewing', quantity: 75 },
      { name: 'Hole 3: Fairway Motors', quantity: 125 },
    ],
  };
  const data = buildOrderData(holes, designerQuote(holes, SEED_PRICE_TABLE));

  it('sends each design by name and quantity, the order priced by their total', () => {
    expect(data).toMatchObject({
      product: 'ball-marker',
      quantity: 300,
      designs: [
        { name: 'Hole 1: Acme Bank', quantity: 100 },
        { name: 'Hole 2: Birdie Brewing', quantity: 75 },
        { name: 'Hole 3: Fairway Motors', quantity: 125 },
      ],
    });
    expect(data.totalPrice).toBe(
      buildOrderData({ ...holes, designs: [{ name: '', quantity: 300 }] }, designerQuote(holes, SEED_PRICE_TABLE))
        .totalPrice,
    );
    expect(customOrderDataSchema.safeParse(data).success).toBe(true);
  });

  it('sends design n’s file as logo, logo2, logo3', () => {
    const files = ['acme.png', 'birdie.png', 'fairway.pdf'].map((name) => new File(['x'], name));
    const form = orderFormData(data, files);
    expect(['logo', 'logo2', 'logo3'].map((field) => (form.get(field) as File).name)).toEqual([
      'acme.png',
      'birdie.png',
      'fairway.pdf',
    ]);
    expect(JSON.parse(form.get('orderData') as string).designs).toHaveLength(3);
  });
});

describe('checkout hand-over', () => {
  const prepared: PreparedCustomOrder = {
    preparedOrderId: '12.abcdefghijklmnopqrstuvwxyz012345',
    ...buildOrderData(draft, designerQuote({ ...draft, discountCents: 24_250 }, SEED_PRICE_TABLE)),
    shipTo: { ...SHIP_TO, country: 'US' },
    logoUrl: '/uploads/abc.png',
    logoFileName: 'Logo ✓.png',
  };

  it('round-trips UTF-8 through base64', () => {
    expect(decodeBase64Json(encodeBase64Json(prepared))).toEqual(prepared);
  });

  it('puts the payload in orderData, safe for the query string', () => {
    const url = checkoutUrl(prepared);
    expect(url.startsWith('/checkout?orderData=')).toBe(true);
    const param = new URL(url, 'http://shop.test').searchParams.get('orderData')!;
    expect(decodeBase64Json(param)).toEqual(prepared);
  });
});
