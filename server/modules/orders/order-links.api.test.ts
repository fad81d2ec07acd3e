/**
 * Every order e-mail links to the order's signed page (/orders/{id}?token=...), which a guest opens
 * without an account, and quotes the order number (C-1001 / W-1001); PayPal's invoice_id is that number, unique per
 * payment (cart C-, deposit W-...-DEP, balance W-...-BAL, invoice INV-), reserved before the order exists.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../core/order-numbers';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { currentBalanceToken, invoiceToken } from '../../../tests/helpers/pay-links';
import { PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture, mailsWith } = paymentHarness();

const atPayPal = (paypalOrderId: string) => world.standIn.state.orders.get(paypalOrderId)!.purchase_units[0]!;

/** The signed order link an e-mail carries (the text body lists every link in full). */
function orderLinkIn(text: string, orderId: number): { token: string } {
  const match = new RegExp(`https?://[^\\s]+/orders/${orderId}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return { token: match![1]! };
}

/** Follows the link as the order page does: the order-status API answers the order, a wrong token nothing. */
async function expectLinkOpens(orderId: number, token: string, type: 'regular' | 'custom') {
  const opened = await call('GET', `/api/order-status/${orderId}?token=${token}`);
  expect(opened.statusCode, opened.body).toBe(200);
  expect(opened.json()).toMatchObject({ type, order: { id: orderId } });
  const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  expect((await call('GET', `/api/order-status/${orderId}?token=${wrong}`)).statusCode).toBe(404);
  expect((await call('GET', `/api/order-status/${orderId + 1}?token=${token}`)).statusCode).toBe(404);
}

async function paidDeposit() {
  const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
  const created = await call('POST', '/api/paypal/order', {
    purpose: 'deposit',
    preparedOrderId: prepared.preparedOrderId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  const invoiceId = atPayPal(id).invoice_id;
  await approve(id);
  const { customOrderId } = (await capture(id)).json();
  return { paypalOrderId: id as string, invoiceId, customOrderId: customOrderId as number };
}

describe('catalogue order', () => {
  it('PayPal gets the reserved order number; the confirmation quotes it and links to the signed order page', async () => {
    const session = await cartWith([[PAR_3, 2]]);
    const { id } = (await checkout(session)).json();
    // The number exists before the order does: PayPal's order carries it from creation.
    const invoiceId = atPayPal(id).invoice_id;
    expect(invoiceId).toMatch(/^C-\d{4,}$/);
    await approve(id);
    const { orderId } = (await capture(id)).json();
    const number = orderNumber('catalogue', orderId);
    expect(invoiceId).toBe(number);
    expect(atPayPal(id).payments!.captures[0]!.invoice_id).toBe(number);

    const [mail, ...more] = await mailsWith('orderId', orderId);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(`Order ${number} confirmed`);
    expect(mail!.textBody).toContain(number);
    expect(mail!.textBody).not.toContain('/track-order');
    expect(mail!.textBody).not.toMatch(/#\d/);
    await expectLinkOpens(orderId, orderLinkIn(mail!.textBody, orderId).token, 'regular');
  });

  it('two carts paid one after the other get different numbers, each the id of its order', async () => {
    const numbers: string[] = [];
    for (const quantity of [1, 3]) {
      const session = await cartWith([[PAR_3, quantity]]);
      const { id } = (await checkout(session)).json();
      await approve(id);
      const { orderId } = (await capture(id)).json();
      expect(atPayPal(id).invoice_id).toBe(orderNumber('catalogue', orderId));
      numbers.push(atPayPal(id).invoice_id!);
    }
    expect(new Set(numbers).size).toBe(2);
  });
});

describe('custom order', () => {
  it('deposit W-...-DEP and balance W-...-BAL; both receipts and the balance link e-mail link to the order page', async () => {
    const { invoiceId, customOrderId } = await paidDeposit();
    const number = orderNumber('custom', customOrderId);
    expect(invoiceId).toBe(`${number}-DEP`);
    const [deposit] = (await mailsWith('customOrderId', customOrderId)).filter((m) => !m.payload.balance);
    expect(deposit!.subject).toContain(`custom order ${number}`);
    expect(deposit!.textBody).toContain(number);
    await expectLinkOpens(customOrderId, orderLinkIn(deposit!.textBody, customOrderId).token, 'custom');

    await world.t.database.db
      .update(customOrders)
      .set({ status: 'approved' })
      .where(eq(customOrders.id, customOrderId));
    const token = await currentBalanceToken(world.t.database.db, customOrderId);
    const balance = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });
    expect(balance.statusCode, balance.body).toBe(201);
    expect(atPayPal(balance.json().id).invoice_id).toBe(`${number}-BAL`);
    expect(atPayPal(balance.json().id).description).toContain(number);
    await approve(balance.json().id);
    expect((await capture(balance.json().id)).json().status).toBe('COMPLETED');
    const [paid] = (await mailsWith('customOrderId', customOrderId)).filter((m) => m.payload.balance === true);
    expect(paid!.subject).toContain(`Balance paid for custom order ${number}`);
    await expectLinkOpens(customOrderId, orderLinkIn(paid!.textBody, customOrderId).token, 'custom');
  });

  it("the admin's new balance link e-mail quotes the number and links to the order page too", async () => {
    const { customOrderId } = await paidDeposit();
    const number = orderNumber('custom', customOrderId);
    await world.t.database.db
      .update(customOrders)
      .set({ status: 'approved' })
      .where(eq(customOrders.id, customOrderId));
    const admin = await signInAdmin(world.t);
    const issued = await world.t.app.inject({
      method: 'POST',
      url: `/api/custom-orders/${customOrderId}/generate-balance-link`,
      headers: { cookie: admin },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const mails = await mailsWith('customOrderId', customOrderId);
    const linkMail = mails.find((m) => typeof m.payload.balanceLinkVersion === 'number');
    expect(linkMail!.subject).toBe(`Pay the balance of custom order ${number}`);
    await expectLinkOpens(customOrderId, orderLinkIn(linkMail!.textBody, customOrderId).token, 'custom');
  });
});

describe('a balance paid again after a refund at PayPal', () => {
  it('gets a fresh invoice_id (W-...-BAL-2): PayPal keeps the first, and the second payment goes through', async () => {
    const { customOrderId } = await paidDeposit();
    const number = orderNumber('custom', customOrderId);
    const approveDesign = () =>
      world.t.database.db.update(customOrders).set({ status: 'approved' }).where(eq(customOrders.id, customOrderId));
    const payBalance = async () => {
      const token = await currentBalanceToken(world.t.database.db, customOrderId);
      const created = await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      await approve(id);
      expect((await capture(id)).json().status).toBe('COMPLETED');
      return id as string;
    };
    await approveDesign();
    const first = await payBalance();
    expect(atPayPal(first).invoice_id).toBe(`${number}-BAL`);
    const captureId = atPayPal(first).payments!.captures[0]!.id;
    await fetch(`${world.standIn.url}/__test/captures/${captureId}/refund`, { method: 'POST' });
    await expect
      .poll(async () => {
        const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
        return row!.balancePaymentId;
      })
      .toBeNull();
    await approveDesign();
    const second = await payBalance();
    expect(atPayPal(second).invoice_id).toBe(`${number}-BAL-2`);
  });
});

describe('invoice', () => {
  it("PayPal's invoice_id is the invoice number", async () => {
    const t = await invoiceToken(world.t.database.db, 'INV-100001');
    const created = await call('POST', '/api/paypal/order', {
      purpose: 'invoice',
      invoiceNumber: 'INV-100001',
      token: t,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(atPayPal(created.json().id).invoice_id).toBe('INV-100001');
  });
});

describe('the stand-in, like PayPal, refuses a second payment with an invoice_id already paid', () => {
  it('422 DUPLICATE_INVOICE_ID at capture; nothing is recorded twice', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    const { orderId } = (await capture(id)).json();
    // A second PayPal order that (wrongly) reuses the paid number: made straight at the stand-in.
    const other = await cartWith([[PAR_3, 2]]);
    const second = (await checkout(other)).json();
    atPayPal(second.id).invoice_id = orderNumber('catalogue', orderId);
    await approve(second.id);
    const refused = await capture(second.id);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(atPayPal(second.id).payments).toBeUndefined();
    const rows = await world.t.database.db.select().from(outbox);
    expect(rows.filter((row) => row.payload.orderId === orderId)).toHaveLength(1);
  });
});
