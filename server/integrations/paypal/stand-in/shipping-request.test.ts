import { describe, expect, it } from 'vitest';
import { createOrderSchema, shippingIssue } from './order-request';

/** The create body as the shop sends it for a cart (shipping_preference SET_PROVIDED_ADDRESS). */
function body(shipping?: object) {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'USD', value: '29.97' }, ...(shipping ? { shipping } : {}) }],
    payment_source: { paypal: { experience_context: { shipping_preference: 'SET_PROVIDED_ADDRESS' } } },
  };
}

const OTTAWA = {
  name: { full_name: 'Margaret Birdie' },
  address: {
    address_line_1: '24 Sussex Drive',
    admin_area_2: 'Ottawa',
    admin_area_1: 'ON',
    postal_code: 'K1A 0B1',
    country_code: 'CA',
  },
};

describe("the stand-in's shipping checks", () => {
  it('keeps a complete shipping address', () => {
    const parsed = createOrderSchema.parse(body(OTTAWA));
    expect(parsed.purchase_units[0]!.shipping).toEqual(OTTAWA);
    expect(shippingIssue(parsed)).toBeNull();
  });

  it('refuses an address missing a part, or a country code that is not two capitals (400, as PayPal)', () => {
    const { postal_code: _postal, ...noPostal } = OTTAWA.address;
    expect(createOrderSchema.safeParse(body({ ...OTTAWA, address: noPostal })).success).toBe(false);
    expect(
      createOrderSchema.safeParse(body({ ...OTTAWA, address: { ...OTTAWA.address, country_code: 'Canada' } })).success,
    ).toBe(false);
  });

  it('answers MISSING_SHIPPING_ADDRESS when the address is to be provided but is not', () => {
    expect(shippingIssue(createOrderSchema.parse(body()))).toMatchObject({
      issue: 'MISSING_SHIPPING_ADDRESS',
      field: "/purchase_units/@reference_id=='0'/shipping/address",
    });
    const noPreference = { ...body(), payment_source: undefined };
    expect(shippingIssue(createOrderSchema.parse(noPreference))).toBeNull();
  });
});
