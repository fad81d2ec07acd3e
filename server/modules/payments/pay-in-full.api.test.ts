/**
 * Pay in full at the deposit step: the server charges the order's whole total (never what the browser says), PayPal
 * is sent one item that adds up to it, and the order is placed with no balance: no balance link, none can be made,
 * no balance e-mail on approval; the design is still approved on the proof page before production. A quote's
 * deposit page offers the same.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, RIVIERA_SHIP_TO, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders, outbox, payments } from '../../db/schema';
import { orderAccessToken } from '../../order-links';
import { PAID_IN_FULL } from '../custom-orders';

const { world, call, approve, capture } = paymentHarness();

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

const asAdmin = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const pay = (body: object) => call('POST', '/api/paypal/order', { purpose: 'deposit', ...body });
const orderRow = async (id: number) =>
  (await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const mailsOf = async (id: number) =>
  (await world.t.database.db.select().from(outbox)).filter(
    (row) => (row.payload as { customOrderId?: number }).customOrderId === id,
  );

/** Creates, approves and captures a payment; answers the custom order's id. */
async function captured(created: Awaited<ReturnType<typeof pay>>): Promise<number> {
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  const done = await capture(created.json().id);
  expect(done.json().status, done.body).toBe('COMPLETED');
  return done.json().customOrderId;
}

describe('pay in full at the deposit step', () => {
  it('charges the whole total the server prices, refusing the deposit amount and a bad flag', async () => {
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const wrong = await pay({ preparedOrderId, payInFull: true, amount: '35.00' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('$350.00');
    const bad = await pay({ preparedOrderId, payInFull: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('payInFull must be true or false');

    // A deposit started first, then the customer chooses to pay in full: the deposit's payment is ended.
    const deposit = await pay({ preparedOrderId, amount: '35.00' });
    expect(deposit.json().amount).toBe('35.00');
    const full = await pay({ preparedOrderId, payInFull: true, amount: '350.00' });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().amount).toBe('350.00');
    const unit = world.standIn.state.orders.get(full.json().id)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({ value: '350.00', breakdown: { item_total: { value: '350.00' } } });
    expect(unit.items).toEqual([
      expect.objectContaining({ quantity: '1', unit_amount: { currency_code: 'USD', value: '350.00' } }),
    ]);
    const rows = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.openKey, `deposit:${preparedOrderId.split('.')[0]}`));
    expect(rows.map((row) => [row.amountCents, row.status]).sort()).toEqual([
      [3_500, 'voided'],
      [35_000, 'created'],
    ]);

    const id = await captured(full);
    expect(await orderRow(id)).toMatchObject({
      totalPriceCents: 35_000,
      depositAmountCents: 35_000,
      remainingBalanceCents: 0,
      status: 'deposit_paid',
      balanceLinkTokenHash: null,
      balanceLinkExpiresAt: null,
    });
    const receipt = (await mailsOf(id)).find((mail) => mail.toAddress === SMALL_SILVER_ORDER.customerEmail)!;
    expect(receipt.subject).toMatch(new RegExp(`Payment received for custom order W-${1000 + id}: paid in full$`));
    expect(receipt.textBody).toContain('There is nothing more to pay.');
    expect(receipt.textBody).toContain('Paid in full: $350.00');
    expect(receipt.textBody).not.toMatch(/balance/i);
    const notice = (await world.t.database.db.select().from(outbox)).find(
      (row) => row.payload.ownerNotice === 'deposit_paid' && (row.payload.about as { id: number }).id === id,
    )!;
    expect(notice.subject).toContain(`Paid in full: order W-${1000 + id}`);
  });

  it('leaves no balance: no link can be made, the order shows none, approval sends no balance e-mail', async () => {
    const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
    const id = await captured(await pay({ preparedOrderId, payInFull: true }));
    const token = orderAccessToken(TEST_LINK_SECRET, 'custom', id);

    const status = (await call('GET', `/api/order-status/${id}?token=${token}`)).json();
    expect(status.order).toMatchObject({ remainingBalance: 0, depositAmount: 350, balanceDue: false });
    const link = await asAdmin('POST', `/api/custom-orders/${id}/generate-balance-link`);
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(PAID_IN_FULL);

    // The proof flow is unchanged: a proof, the customer's approval, then production.
    const { payload, headers } = multipart(
      { note: '' },
      { field: 'proof', filename: 'proof.png', contentType: 'application/octet-stream', bytes: PNG_BYTES },
    );
    const uploaded = await world.t.app.inject({
      method: 'POST',
      url: `/api/custom-orders/${id}/proofs`,
      headers: { ...headers, cookie: admin },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const before = (await mailsOf(id)).length;
    const approved = await call('POST', `/api/orders/${id}/proof/approve`, { token, version: 1, confirmed: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', payBalancePath: null });
    const proofPage = (await call('GET', `/api/orders/${id}/proof?token=${encodeURIComponent(token)}`)).json();
    expect(proofPage.payBalancePath).toBeNull();
    const after = (await mailsOf(id)).slice(before);
    expect(after.filter((mail) => mail.toAddress === SMALL_SILVER_ORDER.customerEmail)).toEqual([]);
    const approvalNotice = (await world.t.database.db.select().from(outbox)).find(
      (row) => row.payload.ownerNotice === 'proof_approved' && (row.payload.about as { id: number }).id === id,
    )!;
    expect(approvalNotice.textBody).not.toContain('is now due');
    expect((await orderRow(id)).balanceLinkTokenHash).toBeNull();

    const moved = await asAdmin('PATCH', `/api/custom-orders/${id}/status`, { status: 'in_production' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await orderRow(id)).status).toBe('in_production');
  });

  it("a quote's deposit page pays the quote in full the same way", async () => {
    const quoteBody = multipart(
      {
        customerName: 'Cypress Point Club',
        customerEmail: 'captain@cypress-full.example',
        projectDescription: 'Our crest on a round pin.',
        quantity: 300,
        preferredSize: '1.5inch',
        deadlineDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      },
      { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
    );
    const requested = await world.t.app.inject({ method: 'POST', url: '/api/quote-requests', ...quoteBody });
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json().id as number;
    expect((await asAdmin('PATCH', `/api/quote-requests/${quoteId}`, { quotedAmount: 98_765 })).statusCode).toBe(200);
    const mail = (await world.t.database.db.select().from(outbox)).find(
      (row) => (row.payload as { quoteRequestId?: number }).quoteRequestId === quoteId && row.subject.includes('Your'),
    )!;
    const preparedId = /http:\/\/shop\.test\/quote-deposit\/([\w.-]+)/.exec(mail.textBody)![1]!;

    const id = await captured(
      await pay({ preparedOrderId: preparedId, shipTo: RIVIERA_SHIP_TO, payInFull: true, amount: '987.65' }),
    );
    expect(await orderRow(id)).toMatchObject({
      quoteRequestId: quoteId,
      totalPriceCents: 98_765,
      depositAmountCents: 98_765,
      remainingBalanceCents: 0,
      balanceLinkTokenHash: null,
    });
  });
});
