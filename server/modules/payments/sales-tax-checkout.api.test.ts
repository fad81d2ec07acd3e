/**
 * Sales tax on a catalogue checkout, end to end against the PayPal stand-in: the quote for the entered address, the
 * payment charging exactly that (PayPal told tax_total and per-item tax), a page showing a stale total refused with
 * 409 and nothing charged, the order keeping its tax (e-mail, PDF, order page, CSV), refunds giving tax back.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { CUSTOMER, HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { orders, payments } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture, mailsWith } = paymentHarness();
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const setRate = (place: string, ratePercent: number | null, taxShipping = false) =>
  asAdmin('PUT', `/api/admin/tax/rates/${place}`, {
    components: ratePercent === null ? [] : [{ label: 'Sales tax', ratePercent }],
    taxShipping,
  });
const quote = (session: string, body: object) => call('POST', '/api/checkout/tax-quote', body, session);
const paymentOf = async (providerOrderId: string) =>
  (await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)))[0]!;

describe('sales tax at the catalogue checkout', () => {
  it('with no rate set, the quote says no tax and the total is as before', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const res = await quote(session, { country: 'US', state: 'CA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subtotalCents: 2398,
      discountCents: 0,
      shippingCents: 599,
      taxCents: 0,
      totalCents: 2997,
      region: 'CA',
      taxLabel: null,
      exemptReason: null,
    });
  });

  it('refuses a quote without a cart session or with a state of another country, with the field’s message', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 1]]);
    const wrong = await quote(session, { country: 'CA', state: 'California' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('province');
    expect((await call('POST', '/api/checkout/tax-quote', { state: 'CA' })).statusCode).toBe(400);
  });

  it('charges the quoted tax: PayPal is told tax_total and each item’s tax, the order keeps it', async () => {
    expect((await setRate('US/CA', 7.25)).statusCode).toBe(200);
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    // 2 x $11.99 = $23.98 taxed at 7.25% = $1.73855: $1.74; shipping not taxed in California.
    const quoted = (await quote(session, { country: 'US', state: 'California' })).json();
    expect(quoted).toMatchObject({ taxCents: 174, totalCents: 3171, taxLabel: 'Sales tax (CA 7.25%)', region: 'CA' });

    // The page still showing the total before tax: 409, the new total said, nothing created at PayPal.
    const ordersBefore = world.standIn.state.orders.size;
    const stale = await checkout(session, { amount: '29.97' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Your total is now $31.71, including $1.74 sales tax for CA. Nothing was charged: please review the new total and pay again.',
    );
    expect(world.standIn.state.orders.size).toBe(ordersBefore);

    const created = await checkout(session, { amount: '31.71' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const unit = world.standIn.state.orders.get(id)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({
      value: '31.71',
      breakdown: { item_total: { value: '23.98' }, shipping: { value: '5.99' }, tax_total: { value: '1.74' } },
    });
    expect(unit.items).toEqual([
      expect.objectContaining({ quantity: '2', tax: { currency_code: 'USD', value: '0.87' } }),
    ]);

    await approve(id);
    const captured = (await capture(id)).json();
    expect(captured.status).toBe('COMPLETED');
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.id, captured.orderId));
    expect(order).toMatchObject({
      totalAmountCents: 3171,
      taxCents: 174,
      taxableCents: 2398,
      taxRegion: 'CA',
      taxComponents: [{ label: 'Sales tax', rateThousandths: 7250, taxCents: 174 }],
      taxExemptReason: null,
    });

    // The e-mail, the order page, the receipt PDF and the CSV show the same line.
    const [mail] = await mailsWith('orderId', order!.id);
    expect(mail!.textBody).toMatch(/Sales tax \(CA 7\.25%\):? *\$1\.74/);
    const token = new URL(captured.statusPath, 'http://x').searchParams.get('token')!;
    const status = (await call('GET', `/api/order-status/${order!.id}?token=${token}`)).json();
    expect(status.order.tax).toEqual({ amount: 1.74, label: 'Sales tax (CA 7.25%)', exemptReason: null });
    const payment = await paymentOf(id);
    const pdf = await asAdmin('GET', `/api/admin/payments/${payment.id}/receipt/pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sales tax (CA 7.25%)\n$1.74');
    expect(text).toContain('Total paid\n$31.71');
    const csv = (await asAdmin('GET', `/api/admin/orders/regular/${order!.id}/export?format=csv`)).body;
    const [header, row] = csv.split('\r\n').map((line) => line.split(','));
    expect(row![header!.indexOf('Sales tax')]).toBe('1.74');
    expect(row![header!.indexOf('Sales tax rate')]).toBe('Sales tax (CA 7.25%)');
  });

  it('a total that changes between the page and the payment (a new rate) is a 409, never another charge', async () => {
    const session = await cartWith([[PAR_3, 3]]);
    const shown = (await quote(session, { country: 'US', state: 'CA' })).json();
    expect((await setRate('US/CA', 8)).statusCode).toBe(200);
    const res = await checkout(session, { amount: (shown.totalCents / 100).toFixed(2) });
    expect(res.statusCode).toBe(409);
    // 3 x $7.99 = $23.97 at 8% = $1.9176: $1.92.
    expect(res.json().message).toContain('including $1.92 sales tax for CA');
    expect((await setRate('US/CA', 7.25)).statusCode).toBe(200);
  });

  it('a state with no rate is not taxed; a taxed shipping carries tax and PayPal gets tax_total only', async () => {
    const session = await cartWith([[PAR_3, 3]]);
    const oregon = { ...CUSTOMER, state: 'OR', zipCode: '97201', city: 'Portland' };
    expect((await quote(session, { state: 'OR' })).json()).toMatchObject({ taxCents: 0, taxLabel: null });
    expect((await checkout(session, { customer: oregon, amount: '29.96' })).statusCode).toBe(201);

    expect((await setRate('US/NY', 8.875, true)).statusCode).toBe(200);
    const ny = { ...CUSTOMER, state: 'NY', zipCode: '10001', city: 'New York' };
    // ($23.97 + $5.99) x 8.875% = $2.658: $2.66, on the lines and on shipping.
    const quoted = (await quote(session, { state: 'NY' })).json();
    expect(quoted).toMatchObject({ taxCents: 266, totalCents: 3262 });
    const created = await checkout(session, { customer: ny, amount: '32.62' });
    expect(created.statusCode, created.body).toBe(201);
    const unit = world.standIn.state.orders.get(created.json().id)!.purchase_units[0]!;
    expect(unit.amount.breakdown?.tax_total).toEqual({ currency_code: 'USD', value: '2.66' });
    expect(unit.items?.every((item) => !('tax' in item))).toBe(true);
  });

  it('refunds give the tax back: in proportion for a partial refund, all of it for a full refund', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const { id } = (await checkout(session, { amount: '31.71' })).json();
    await approve(id);
    const { orderId } = (await capture(id)).json();
    const payment = await paymentOf(id);
    const refund = (amountCents?: number) =>
      asAdmin('POST', `/api/admin/payments/${payment.id}/refunds`, {
        requestId: randomUUID(),
        reason: 'Test',
        ...(amountCents === undefined ? {} : { amountCents }),
      });
    const view = async () => (await asAdmin('GET', `/api/admin/orders/regular/${orderId}/payments`)).json();
    expect((await refund(1586)).statusCode).toBe(201);
    // $15.86 of $31.71 refunded: half of the $1.74 tax ($0.87).
    expect((await view()).totals.tax).toEqual({ chargedCents: 174, refundedCents: 87 });
    expect((await refund(1585)).statusCode).toBe(201);
    expect((await view()).totals.tax).toEqual({ chargedCents: 174, refundedCents: 174 });
  });
});
