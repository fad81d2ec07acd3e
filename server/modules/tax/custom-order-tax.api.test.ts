/**
 * Sales tax on custom orders, end to end against the PayPal stand-in: computed on the whole order from its ship-to
 * when the deposit is asked for, split between deposit and balance as the owner chose (all on the balance by
 * default, or in proportion), PayPal told each payment's share as tax_total, the order, its e-mail, receipt PDF and
 * payments view keeping it; a state with no rate charges none; a page showing a stale deposit gets 409.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, RIVIERA_SHIP_TO, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { currentBalanceToken } from '../../../tests/helpers/pay-links';
import { paymentHarness } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { uploadCertificate } from '../../../tests/helpers/tax-certificates';
import { auditLog, customOrders, outbox, payments } from '../../db/schema';

const { world, call, approve, capture } = paymentHarness();
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
  expect((await setRate('US/CA', 7.25)).statusCode).toBe(200);
});
afterEach(async () => {
  await asAdmin('PUT', '/api/admin/tax/split', { split: 'balance' });
});

const db = () => world.t.database.db;
const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const setRate = (place: string, ratePercent: number) =>
  asAdmin('PUT', `/api/admin/tax/rates/${place}`, { components: [{ label: 'Sales tax', ratePercent }] });
const pay = (body: object) => call('POST', '/api/paypal/order', { purpose: 'deposit', ...body });
const quote = (body: object) => call('POST', '/api/checkout/deposit-tax-quote', body);
const orderRow = async (id: number) => (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const unitOf = (paypalOrderId: string) => world.standIn.state.orders.get(paypalOrderId)!.purchase_units[0]!;

/** Creates, approves and captures a payment; answers what the capture said. */
async function paid(created: Awaited<ReturnType<typeof pay>>) {
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  const done = await capture(created.json().id);
  expect(done.json().status, done.body).toBe('COMPLETED');
  return done.json() as { customOrderId: number };
}

/** The approved order's balance paid through its link; answers the PayPal order id. */
async function balancePaid(id: number): Promise<string> {
  await db().update(customOrders).set({ status: 'approved' }).where(eq(customOrders.id, id));
  const balanceToken = await currentBalanceToken(db(), id);
  const created = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken });
  await paid(created);
  return created.json().id;
}

describe('sales tax on a custom order', () => {
  it('all on the balance by default: the deposit as before, the balance carries the whole tax', async () => {
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    // $350.00 at 7.25% = $25.375: $25.38, all of it on the balance.
    const quoted = await quote({ preparedOrderId });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toEqual({
      totalCents: 35000,
      taxCents: 2538,
      depositCents: 3500,
      depositTaxCents: 0,
      remainingCents: 34038,
      balanceTaxCents: 2538,
      region: 'CA',
      taxLabel: 'Sales tax (CA 7.25%)',
      exemptReason: null,
    });

    const deposit = await pay({ preparedOrderId, amount: '35.00' });
    expect(unitOf(deposit.json().id).amount.breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '35.00' },
    });
    const { customOrderId: id } = await paid(deposit);
    expect(await orderRow(id)).toMatchObject({
      totalPriceCents: 35000,
      taxCents: 2538,
      depositTaxCents: 0,
      depositAmountCents: 3500,
      remainingBalanceCents: 34038,
      taxRegion: 'CA',
      taxableCents: 35000,
      taxComponents: [{ label: 'Sales tax', rateThousandths: 7250, taxCents: 2538 }],
    });
    const mails = (await db().select().from(outbox)).filter(
      (row) => (row.payload as { customOrderId?: number }).customOrderId === id,
    );
    const receipt = JSON.stringify(mails[0]);
    expect(receipt).toContain('Sales tax (CA 7.25%)');
    expect(receipt).toContain('$25.38');
    expect(receipt).toContain('$375.38');

    // The balance page: the total, its tax, the deposit paid and what is left add up.
    const record = (await call('GET', `/api/balance-payment/${await currentBalanceToken(db(), id)}`)).json();
    expect(record).toMatchObject({ totalPrice: 350, depositAmount: 35, remainingBalance: 340.38 });
    expect(record.tax).toMatchObject({ label: 'Sales tax (CA 7.25%)', amount: 25.38, balanceTax: 25.38 });

    const balanceId = await balancePaid(id);
    expect(unitOf(balanceId).amount).toMatchObject({
      value: '340.38',
      breakdown: { item_total: { value: '315.00' }, tax_total: { value: '25.38' } },
    });
    const [balance] = await db().select().from(payments).where(eq(payments.providerOrderId, balanceId));
    const pdf = await asAdmin('GET', `/api/admin/payments/${balance!.id}/receipt/pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sales tax (CA 7.25%)');
    expect(text).toContain('$25.38');
    expect(text).toContain('$340.38');

    const order = (await asAdmin('GET', `/api/custom-orders/${id}`)).json();
    expect(order.tax).toEqual({
      label: 'Sales tax (CA 7.25%)',
      amount: 25.38,
      depositTax: 0,
      balanceTax: 25.38,
      totalWithTax: 375.38,
      exemptReason: null,
    });

    // The order's CSV export carries the tax beside the total; the balance includes it.
    const exported = (await asAdmin('GET', `/api/admin/orders/custom/${id}/export?format=csv`)).body;
    expect(exported).toContain('Total,Sales tax,Sales tax rate,Tax exemption,Deposit,Balance');
    expect(exported).toContain('350.00,25.38,Sales tax (CA 7.25%),,35.00,340.38');

    // Refunds give the balance's tax back in proportion (half of it: $12.69), then all of it; the deposit had none.
    const refund = (amountCents: number) =>
      asAdmin('POST', `/api/admin/payments/${balance!.id}/refunds`, {
        requestId: randomUUID(),
        amountCents,
        reason: 'Pins arrived damaged',
      });
    expect((await refund(17019)).statusCode).toBe(201);
    const taxView = async () => (await asAdmin('GET', `/api/admin/orders/custom/${id}/payments`)).json().totals.tax;
    expect(await taxView()).toEqual({ chargedCents: 2538, refundedCents: 1269 });
    expect((await refund(17019)).statusCode).toBe(201);
    expect(await taxView()).toEqual({ chargedCents: 2538, refundedCents: 2538 });
  });

  it('in proportion, chosen by the owner (audited): each payment carries its share, the shares add up', async () => {
    const saved = await asAdmin('PUT', '/api/admin/tax/split', { split: 'proportional' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().split).toBe('proportional');
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, 'tax_split'));
    expect(JSON.stringify(audits.at(-1))).toContain('in proportion to the deposit and the balance');

    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    // $25.38 over $35.00 and $315.00: $2.538 and $22.842, the cent to the larger remainder: $2.54 + $22.84.
    expect((await quote({ preparedOrderId })).json()).toMatchObject({
      depositCents: 3754,
      depositTaxCents: 254,
      remainingCents: 33784,
      balanceTaxCents: 2284,
    });

    // The page still showing the deposit before tax: 409, the new amount said, nothing created at PayPal.
    const before = world.standIn.state.orders.size;
    const stale = await pay({ preparedOrderId, amount: '35.00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Your payment is now $37.54, including $2.54 sales tax for CA. Nothing was charged: please review the new amount and pay again.',
    );
    expect(world.standIn.state.orders.size).toBe(before);

    const deposit = await pay({ preparedOrderId, amount: '37.54' });
    expect(unitOf(deposit.json().id).amount).toMatchObject({
      value: '37.54',
      breakdown: { item_total: { value: '35.00' }, tax_total: { value: '2.54' } },
    });
    const { customOrderId: id } = await paid(deposit);
    const row = await orderRow(id);
    expect(row).toMatchObject({ taxCents: 2538, depositTaxCents: 254, depositAmountCents: 3754 });
    expect(row.depositAmountCents + row.remainingBalanceCents).toBe(row.totalPriceCents + row.taxCents);
    const balanceId = await balancePaid(id);
    expect(unitOf(balanceId).amount).toMatchObject({
      value: '337.84',
      breakdown: { item_total: { value: '315.00' }, tax_total: { value: '22.84' } },
    });
  });

  it('pay in full carries the whole tax on the one payment', async () => {
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const full = await pay({ preparedOrderId, payInFull: true, amount: '375.38' });
    expect(full.statusCode, full.body).toBe(201);
    expect(unitOf(full.json().id).amount.breakdown).toMatchObject({ tax_total: { value: '25.38' } });
    const { customOrderId: id } = await paid(full);
    expect(await orderRow(id)).toMatchObject({ depositTaxCents: 2538, remainingBalanceCents: 0 });
  });

  it('a state with no rate charges none; a ship-to changed before the deposit is taxed again', async () => {
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const oregon = { ...RIVIERA_SHIP_TO, city: 'Portland', state: 'OR', zipCode: '97201' };
    expect((await quote({ preparedOrderId, shipTo: oregon })).json()).toMatchObject({
      taxCents: 0,
      remainingCents: 31500,
      region: 'OR',
      taxLabel: null,
    });
    // Asked for California first, then paid to Oregon: the open payment keeps the Oregon ship-to and no tax.
    expect((await pay({ preparedOrderId, amount: '35.00' })).statusCode).toBe(201);
    const { customOrderId: id } = await paid(await pay({ preparedOrderId, amount: '35.00', shipTo: oregon }));
    expect(await orderRow(id)).toMatchObject({ taxCents: 0, taxRegion: 'OR', remainingBalanceCents: 31500 });
    expect((await asAdmin('GET', `/api/custom-orders/${id}`)).json().tax).toBeNull();
  });

  it('the tax report counts them by state, with the refunded tax; only invoices left out as "no state kept"', async () => {
    const now = new Date();
    const period = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    const res = await asAdmin('GET', `/api/admin/reports/tax?period=${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const byState = report.quarters[0].jurisdictions.map((where: Record<string, number | string>) => [
      where.label,
      where.salesCents,
      where.taxableCents,
      where.untaxedCents,
      where.taxCents,
      where.refundedTaxCents,
    ]);
    // Three $350.00 orders to California at $25.38 each, one balance refunded in full; one to Oregon, no rate.
    expect(byState).toEqual([
      ['California (US)', 105_000, 105_000, 0, 7_614, 2_538],
      ['Oregon (US)', 35_000, 0, 35_000, 0, 0],
    ]);
    expect(report.notCovered.map((kind: { kind: string }) => kind.kind)).toEqual(['invoice']);
  });

  it('an approved certificate makes the signed-in buyer’s custom order tax-free, and says why', async () => {
    const buyer = (await accountTestClient(() => world.t).register('customtaxfree', 'taxfree.club@example.com')).cookie;
    const certificate = await uploadCertificate(world.t, buyer, { number: 'CA-9001' });
    const reviewed = await asAdmin('PUT', `/api/admin/tax/certificates/${certificate.id}/review`, {
      decision: 'approve',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const quoted = await world.t.app.inject({
      method: 'POST',
      url: '/api/checkout/deposit-tax-quote',
      headers: { cookie: buyer },
      payload: { preparedOrderId },
    });
    expect(quoted.json()).toMatchObject({
      taxCents: 0,
      remainingCents: 31500,
      taxLabel: 'Sales tax (exempt)',
      exemptReason: 'Exempt: resale certificate CA-9001, until 2099-12-31',
    });
    // A guest (no certificate) is charged the tax for the same order.
    expect((await quote({ preparedOrderId })).json()).toMatchObject({ taxCents: 2538 });
  });

  it('refuses a split that is not one of the choices, with its field', async () => {
    const res = await asAdmin('PUT', '/api/admin/tax/split', { split: 'deposit' });
    expect(res.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/tax/split')).json()).toMatchObject({ split: 'balance' });
  });
});
