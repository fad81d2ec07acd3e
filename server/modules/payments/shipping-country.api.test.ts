/**
 * The cart checkout's country: the United States or Canada, each with its own states or provinces and postal code
 * rule (400 with the message otherwise); the address goes to PayPal as the order's shipping and is kept on the order.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../core/addresses';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { orders } from '../../db/schema';

const { world, cartWith, checkout, approve, capture } = paymentHarness();

const CANADIAN = {
  ...CUSTOMER,
  email: 'maple@example.com',
  address: '24 Sussex Drive',
  city: 'Ottawa',
  country: 'CA',
  state: 'ontario',
  zipCode: 'k1a0b1',
};

const pay = async (customer: object) => checkout(await cartWith([[PAR_3, 1]]), { customer });

describe('postal codes and regions per country', () => {
  it.each([
    [{ zipCode: '1234' }, 'zipCode', ADDRESS_MESSAGES.postalCode.US],
    [{ zipCode: '12345-67' }, 'zipCode', ADDRESS_MESSAGES.postalCode.US],
    [{ zipCode: 'K1A 0B1' }, 'zipCode', ADDRESS_MESSAGES.postalCode.US],
    [{ state: 'ON' }, 'state', ADDRESS_MESSAGES.region.US],
    [{ country: 'CA', state: 'ON', zipCode: '92660' }, 'zipCode', ADDRESS_MESSAGES.postalCode.CA],
    [{ country: 'CA', state: 'ON', zipCode: 'D1A 0B1' }, 'zipCode', ADDRESS_MESSAGES.postalCode.CA],
    [{ country: 'CA', state: 'CA', zipCode: 'K1A 0B1' }, 'state', ADDRESS_MESSAGES.region.CA],
  ])('refuses %o with 400 and the message', async (change, field, message) => {
    const res = await pay({ ...CUSTOMER, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: `body.customer.${field}`, message })]),
    );
  });

  it('refuses a country it does not ship to', async () => {
    const res = await pay({ ...CUSTOMER, country: 'MX' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('We ship to the United States and Canada');
  });

  it('accepts ZIP+4', async () => {
    expect((await pay({ ...CUSTOMER, email: 'zip4@example.com', zipCode: '92660-1234' })).statusCode).toBe(201);
  });
});

describe('a Canadian address', () => {
  it('is normalised, sent to PayPal as the shipping address, shown on the approval page and kept on the order', async () => {
    const created = await pay(CANADIAN);
    expect(created.statusCode, created.body).toBe(201);
    const { id, approveUrl } = created.json();

    const atPayPal = world.standIn.state.orders.get(id)!;
    expect(atPayPal.purchase_units[0]!.shipping).toEqual({
      name: { full_name: CUSTOMER.name },
      address: {
        address_line_1: '24 Sussex Drive',
        admin_area_2: 'Ottawa',
        admin_area_1: 'ON',
        postal_code: 'K1A 0B1',
        country_code: 'CA',
      },
    });
    const page = await (await fetch(approveUrl)).text();
    expect(page).toContain('Ship to: Pat Golfer, 24 Sussex Drive, Ottawa, ON K1A 0B1, CA');

    await approve(id);
    expect((await capture(id)).json().status).toBe('COMPLETED');
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.customerEmail, CANADIAN.email));
    expect(order).toMatchObject({
      shippingCountry: 'CA',
      shippingAddress: '24 Sussex Drive, Ottawa, ON K1A 0B1, Canada',
    });
  });

  it('a US address without a country is a US order, sent to PayPal with country US', async () => {
    const created = await pay({ ...CUSTOMER, email: 'stars@example.com', state: 'california' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(world.standIn.state.orders.get(id)!.purchase_units[0]!.shipping?.address).toMatchObject({
      admin_area_1: 'CA',
      postal_code: '92660',
      country_code: 'US',
    });
    await approve(id);
    await capture(id);
    const [order] = await world.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'stars@example.com'));
    expect(order).toMatchObject({ shippingCountry: 'US', shippingAddress: '1 Fairway Dr, Newport Beach, CA 92660' });
  });
});
