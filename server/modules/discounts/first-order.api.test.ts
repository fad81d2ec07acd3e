/**
 * First-order-only codes (WELCOME15): one use per e-mail address that has never ordered, checked on the server when
 * the payment is made (cart or designer deposit), one checkout per address at a time; the public validation checks
 * the address when it is given; the admin creates such codes and sees them in the list.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { adminDiscountCodeSchema } from '../../../core/schemas/discounts';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { discountCodes, orders, payments } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture } = paymentHarness();

const buyer = (email: string) => ({ ...CUSTOMER, email });
const welcome = async (email: string) =>
  checkout(await cartWith([[PAR_3, 2]]), { discountCode: 'welcome15', customer: buyer(email) });
const validate = (code: string, email?: string) =>
  call('POST', '/api/discount-codes/validate', { code, orderAmount: 100, ...(email ? { email } : {}) });
const usesOf = async (code: string) =>
  (await world.t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.currentUses;

/** Pays a created PayPal order at the stand-in and records it. */
async function pay(paypalOrderId: string) {
  await approve(paypalOrderId);
  const captured = await capture(paypalOrderId);
  expect(captured.json().status, captured.body).toBe('COMPLETED');
}

describe('WELCOME15 at the cart checkout', () => {
  it('works once per address: a second order with the same e-mail (any case) is refused', async () => {
    const first = await welcome('newbie@example.com');
    expect(first.statusCode, first.body).toBe(201);
    await pay(first.json().id);
    const [order] = await world.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'newbie@example.com'));
    expect(order?.discountCode).toBe('WELCOME15');

    const uses = await usesOf('WELCOME15');
    const second = await welcome('NewBie@Example.com');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
    expect(await usesOf('WELCOME15')).toBe(uses);
    // Without the code the same buyer pays as usual; another address still gets it.
    expect((await checkout(await cartWith([[PAR_3, 1]]), { customer: buyer('newbie@example.com') })).statusCode).toBe(
      201,
    );
    expect((await welcome('someone-else@example.com')).statusCode).toBe(201);
  });

  it('refuses a second checkout while the first one with the code is still open', async () => {
    const first = await welcome('two-tabs@example.com');
    expect(first.statusCode, first.body).toBe(201);
    const second = await welcome('two-tabs@example.com');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
    // The same cart asked again keeps its own payment (a retry is not a second use).
  });

  it('lets exactly one of several concurrent checkouts with one address use it', async () => {
    const email = 'race-welcome@example.com';
    const sessions = await Promise.all([0, 1, 2, 3].map(() => cartWith([[PAR_3, 1]])));
    const answers = await Promise.all(
      sessions.map((session) => checkout(session, { discountCode: 'WELCOME15', customer: buyer(email) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
    }
    const open = await world.t.database.db.select().from(payments).where(eq(payments.payerEmail, email));
    expect(open.filter((payment) => payment.discountCode === 'WELCOME15')).toHaveLength(1);
  });

  it('is free again when the open checkout is given up (voided)', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const first = await checkout(session, { discountCode: 'WELCOME15', customer: buyer('gave-up@example.com') });
    expect(first.statusCode).toBe(201);
    // The same cart changed: the old payment is voided before the new one checks the address.
    expect((await call('POST', '/api/cart', { productId: PAR_3, quantity: 1 }, session)).statusCode).toBe(200);
    const again = await checkout(session, { discountCode: 'WELCOME15', customer: buyer('gave-up@example.com') });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('WELCOME15 and the forms of one address', () => {
  it('counts an address with a +tag, other case or (at Gmail) dots as the same address, at checkout and validation', async () => {
    const first = await welcome('Sam.Putter+first@gmail.com');
    expect(first.statusCode, first.body).toBe(201);
    await pay(first.json().id);
    for (const again of ['samputter@gmail.com', 's.a.m.putter+second@googlemail.com', 'SAMPUTTER+x@Gmail.com']) {
      const refused = await welcome(again);
      expect(refused.statusCode, again).toBe(409);
      expect(refused.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
      expect((await validate('WELCOME15', again)).json()).toMatchObject({ valid: false });
    }
    const other = await welcome('chip+club@example.com');
    await pay(other.json().id);
    expect((await welcome('Chip+again@example.com')).statusCode).toBe(409);
    // Dots count outside Gmail: another person at another domain keeps the code.
    expect((await validate('WELCOME15', 'c.hip@example.com')).json()).toMatchObject({ valid: true });
  });
});

describe('POST /api/discount-codes/validate with an e-mail', () => {
  it('refuses WELCOME15 for an address that ordered before, accepts it without one or for a new address', async () => {
    const paid = await checkout(await cartWith([[PAR_3, 1]]), { customer: buyer('returning@example.com') });
    await pay(paid.json().id);
    expect((await validate('WELCOME15', 'RETURNING@example.com')).json()).toEqual({
      valid: false,
      discountAmount: 0,
      error: DISCOUNT_ERRORS.firstOrderOnly,
    });
    expect((await validate('WELCOME15')).json()).toMatchObject({ valid: true, discountAmount: 15 });
    expect((await validate('WELCOME15', 'brand-new@example.com')).json()).toMatchObject({ valid: true });
    // Other codes do not care about earlier orders.
    expect((await validate('USA', 'returning@example.com')).json()).toMatchObject({ valid: true, discountAmount: 20 });
    expect((await validate('WELCOME15', 'not-an-email')).statusCode).toBe(400);
  });
});

describe('WELCOME15 on a designer deposit', () => {
  // 15% of 350.00 = 52.50: total 297.50, deposit 35.00 - 5.25 = 29.75.
  const withWelcome = (customerEmail: string) => ({
    ...SMALL_SILVER_ORDER,
    customerEmail,
    promoCode: 'WELCOME15',
    discountAmount: 52.5,
    totalPrice: 297.5,
    depositAmount: 29.75,
    remainingBalance: 267.75,
  });
  const deposit = (preparedOrderId: string) =>
    call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId });

  it('one of two deposits prepared for one address takes the code; after it is paid, a new design is refused', async () => {
    const email = 'designer-first@example.com';
    const [a, b] = await Promise.all([
      prepareCustomOrder(world.t.app, withWelcome(email)),
      prepareCustomOrder(world.t.app, withWelcome(email)),
    ]);
    expect(a.preparedOrderId && b.preparedOrderId).toBeTruthy();
    const answers = await Promise.all([deposit(a.preparedOrderId), deposit(b.preparedOrderId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((answer) => answer.statusCode === 201)!;
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
    await pay(won.json().id);
    // Paid: the designer's next order with this address is refused when it is priced.
    expect(await prepareCustomOrder(world.t.app, withWelcome(email))).toEqual({
      message: DISCOUNT_ERRORS.firstOrderOnly,
    });
  });

  it('a catalogue order first makes the designer refuse the code', async () => {
    const email = 'catalogue-then-custom@example.com';
    const paid = await checkout(await cartWith([[PAR_3, 1]]), { customer: buyer(email) });
    await pay(paid.json().id);
    expect(await prepareCustomOrder(world.t.app, withWelcome(email))).toEqual({
      message: DISCOUNT_ERRORS.firstOrderOnly,
    });
  });
});

describe('the admin', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await signInAdmin(world.t);
  });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    world.t.app.inject({
      method,
      url,
      remoteAddress: '10.9.1.1',
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  it('creates a first-order-only code, lists it as such, and checkout applies the rule to it', async () => {
    const res = await admin('POST', '/api/discount-codes', {
      code: 'hello10',
      discountType: 'percentage',
      discountValue: 10,
      firstOrderOnly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(adminDiscountCodeSchema.parse(res.json())).toMatchObject({ code: 'HELLO10', firstOrderOnly: true });
    const { codes: listed } = (await admin('GET', '/api/discount-codes')).json() as {
      codes: Array<{ code: string; firstOrderOnly: boolean }>;
    };
    expect(listed.find((code) => code.code === 'HELLO10')?.firstOrderOnly).toBe(true);
    expect(listed.find((code) => code.code === 'WELCOME15')?.firstOrderOnly).toBe(true);
    expect(listed.find((code) => code.code === 'USA')?.firstOrderOnly).toBe(false);

    const first = await checkout(await cartWith([[PAR_3, 1]]), {
      discountCode: 'HELLO10',
      customer: buyer('h@example.com'),
    });
    expect(first.statusCode).toBe(201);
    const second = await checkout(await cartWith([[PAR_3, 1]]), {
      discountCode: 'HELLO10',
      customer: buyer('h@example.com'),
    });
    expect(second.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
  });

  it('creates ordinary codes by default', async () => {
    const res = await admin('POST', '/api/discount-codes', {
      code: 'PLAIN5',
      discountType: 'percentage',
      discountValue: 5,
    });
    expect(res.json()).toMatchObject({ firstOrderOnly: false });
  });
});
