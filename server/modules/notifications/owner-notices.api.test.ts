/**
 * The owner is told of each event once, in plain words with dollars, the order's number and a link into the admin:
 * payments recorded (deposit, catalogue order, balance, invoice), a NET 30 request, a proof's change request and
 * approval, a refund made at PayPal. A kind switched off sends nothing; the addresses set in the admin get them.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../core/money';
import type { OwnerNoticeKind } from '../../../core/schemas/owner-notices';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { currentBalanceToken, invoiceToken, TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox, payments, type OutboxMessage } from '../../db/schema';
import { orderAccessToken } from '../../order-links';

const { world, call, cartWith, checkout, approve, capture } = paymentHarness();

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

function asAdmin(method: 'GET' | 'PUT', url: string, payload?: object) {
  return world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
}

async function setNotices(recipients: string[], off: OwnerNoticeKind[] = []) {
  const res = await asAdmin('PUT', '/api/admin/settings/notifications', { recipients, off });
  expect(res.statusCode, res.body).toBe(200);
}

/** The owner's notices of one kind about one object (`about`: the admin target). */
async function notices(kind: OwnerNoticeKind, id?: number): Promise<OutboxMessage[]> {
  const rows = await world.t.database.db.select().from(outbox);
  return rows.filter(
    (row) => row.payload.ownerNotice === kind && (id === undefined || (row.payload.about as { id?: number }).id === id),
  );
}

function uploadProof(customOrderId: number) {
  const body = multipart({}, { field: 'proof', filename: 'v.png', contentType: 'image/png', bytes: PNG_BYTES });
  return world.t.app.inject({
    method: 'POST',
    url: `/api/custom-orders/${customOrderId}/proofs`,
    headers: { cookie: admin, ...body.headers },
    payload: body.payload,
  });
}

const paymentOf = async (providerOrderId: string) =>
  (await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)))[0]!;

async function paidDeposit(): Promise<number> {
  const prepared = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
  const { preparedOrderId } = prepared;
  const { id } = (await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId })).json();
  await approve(id);
  return (await capture(id)).json().customOrderId as number;
}

describe('payments tell the owner', () => {
  it('a deposit: one notice, to the sales address while none is set, with the amount and the admin link', async () => {
    const customOrderId = await paidDeposit();
    const [notice, ...more] = await notices('deposit_paid', customOrderId);
    expect(more).toEqual([]);
    expect(notice!.toAddress).toBe('sales@pinshop.example');
    const number = `W-${customOrderId + 1000}`;
    expect(notice!.subject).toBe(`Deposit paid: order ${number} from Club Champion`);
    expect(notice!.textBody).toContain(`Club Champion paid the $35.00 deposit of custom order ${number}`);
    expect(notice!.textBody).toContain(`http://shop.test/admin/orders/${number}`);
    expect(notice!.textBody).toContain('Test mode');
  });

  it('a catalogue order goes to the addresses set in the admin; switched off, it sends nothing', async () => {
    await setNotices(['owner@pins.example', 'studio@pins.example']);
    const session = await cartWith([[PAR_3, 2]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    const { orderId } = (await capture(id)).json();
    const [notice, ...more] = await notices('catalogue_order_paid', orderId);
    expect(more).toEqual([]);
    expect(notice!.toAddress).toBe('owner@pins.example, studio@pins.example');
    const charged = formatUsd((await paymentOf(id)).amountCents);
    expect(notice!.subject).toBe(`Order C-${orderId + 1000} paid: ${charged} from ${CUSTOMER.name}`);

    await setNotices(['owner@pins.example'], ['catalogue_order_paid']);
    const second = await cartWith([[PAR_3, 1]]);
    const paid = (await checkout(second)).json();
    await approve(paid.id);
    const { orderId: silent } = (await capture(paid.id)).json();
    expect(await notices('catalogue_order_paid', silent)).toEqual([]);
    await setNotices([]);
  });

  it('a balance and an invoice: one notice each, in dollars', async () => {
    const customOrderId = await paidDeposit();
    await world.t.database.db
      .update(customOrders)
      .set({ status: 'approved' })
      .where(eq(customOrders.id, customOrderId));
    const token = await currentBalanceToken(world.t.database.db, customOrderId);
    const balance = (await call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token })).json();
    await approve(balance.id);
    await call('POST', `/api/balance-payment/${token}/complete`, { balancePaymentId: balance.id });
    const [paidBalance, ...moreBalance] = await notices('balance_paid', customOrderId);
    expect(moreBalance).toEqual([]);
    expect(paidBalance!.textBody).toContain(`paid the balance of $315.00 for order W-${customOrderId + 1000}`);

    const t = await invoiceToken(world.t.database.db, 'INV-100001');
    const invoice = (
      await call('POST', '/api/paypal/order', { purpose: 'invoice', invoiceNumber: 'INV-100001', token: t })
    ).json();
    await approve(invoice.id);
    expect((await capture(invoice.id)).json().status).toBe('COMPLETED');
    const [paidInvoice, ...moreInvoice] = await notices('invoice_paid');
    expect(moreInvoice).toEqual([]);
    expect(paidInvoice!.subject).toBe('Invoice INV-100001 paid ($250.00)');
    expect(paidInvoice!.textBody).toContain('http://shop.test/admin/invoices');
  });

  it('a refund made at PayPal, once, whichever of the webhook or the reconciler sees it', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    const { orderId } = (await capture(id)).json();
    const payment = await paymentOf(id);
    await fetch(`${world.standIn.url}/__test/captures/${payment.captureId}/refund`, { method: 'POST' });
    await expect.poll(async () => (await notices('refund_at_paypal', orderId)).length).toBe(1);
    await world.t.app.services.payments.syncWithPayPal(id);
    const [notice, ...more] = await notices('refund_at_paypal', orderId);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`Payment refunded at PayPal: order C-${orderId + 1000}`);
    expect(notice!.textBody).toContain(`A payment of ${formatUsd(payment.amountCents)} for order C-${orderId + 1000}`);
    expect(notice!.textBody).toContain('its pins are back in stock');
  });
});

describe('customers tell the owner', () => {
  it('asking for changes to a proof, then approving the next one', async () => {
    const customOrderId = await paidDeposit();
    const upload = () => uploadProof(customOrderId);
    expect((await upload()).statusCode).toBe(201);
    const token = orderAccessToken(TEST_LINK_SECRET, 'custom', customOrderId);
    const changes = multipart({ token, version: 1, comment: 'Make the flag bigger, please.' });
    const answered = await world.t.app.inject({
      method: 'POST',
      url: `/api/orders/${customOrderId}/proof/changes`,
      ...changes,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [changeNotice, ...moreChanges] = await notices('proof_changes_requested', customOrderId);
    expect(moreChanges).toEqual([]);
    expect(changeNotice!.textBody).toContain(
      `Club Champion asked for changes to proof version 1 of order W-${customOrderId + 1000}:`,
    );
    expect(changeNotice!.textBody).toContain('Make the flag bigger, please.');

    expect((await upload()).statusCode).toBe(201);
    const approved = await call('POST', `/api/orders/${customOrderId}/proof/approve`, {
      token,
      version: 2,
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [approval, ...moreApprovals] = await notices('proof_approved', customOrderId);
    expect(moreApprovals).toEqual([]);
    expect(approval!.textBody).toContain('The balance of $315.00 is now due');
  });

  it('a NET 30 order waiting for its invoice', async () => {
    const { cookie } = await accountTestClient(world.t).register('notice-net30', 'buyer@riverside.example');
    const session = await cartWith([[PAR_3, 3]]);
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/orders/invoice-request',
      headers: { cookie, 'x-session-id': session },
      payload: { customer: CUSTOMER, companyName: 'Riverside Golf Club', reference: 'PO-12' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, orderNumber } = res.json();
    const [notice, ...more] = await notices('net30_requested', orderId);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`NET 30 order ${orderNumber} from Riverside Golf Club: waiting for your approval`);
    expect(notice!.textBody).toContain('PO-12');
    expect(notice!.textBody).toContain('no credit limit is set for this customer');
    expect(notice!.textBody).toContain(`http://shop.test/admin/orders/${orderNumber}`);
  });
});
