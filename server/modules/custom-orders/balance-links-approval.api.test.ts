/**
 * One balance story before and after the design's approval: a link sent while a proof waits opens a page that says to
 * approve the proof first (no payment yet, the plain refusal if one is tried), its e-mail says the balance is due
 * after approval, and once the design is approved the same link pays. The e-mails write the link's expiry in words;
 * the page shows the approved proof as the design.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../core/en-us-dates';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { currentBalanceToken, TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { paymentHarness } from '../../../tests/helpers/payments';
import { outbox } from '../../db/schema';
import { orderAccessToken } from '../../order-links';

const { world, call, approve, capture } = paymentHarness();

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
});

function asAdmin(method: 'POST' | 'PATCH', url: string, payload?: object) {
  return world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
}

/** A deposit paid by a guest: the order starts at deposit_paid with its first balance link. */
async function paidDeposit(): Promise<number> {
  const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
  const created = await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId });
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  return (await capture(created.json().id)).json().customOrderId;
}

const setStatus = (id: number, status: string) =>
  asAdmin('PATCH', `/api/custom-orders/${id}/status`, { status }).then((res) => expect(res.statusCode).toBe(200));

async function generate(id: number): Promise<{ token: string; expiresAt: string }> {
  const res = await asAdmin('POST', `/api/custom-orders/${id}/generate-balance-link`);
  expect(res.statusCode, res.body).toBe(201);
  const { balancePaymentUrl, expiresAt } = res.json();
  return { token: new URL(balancePaymentUrl).pathname.split('/').pop()!, expiresAt };
}

/** The e-mail that carried link version `version` of the order. */
async function linkMail(id: number, version: number) {
  const rows = await world.t.database.db.select().from(outbox);
  return rows.find((row) => {
    const payload = row.payload as { customOrderId?: number; balanceLinkVersion?: number };
    return payload.customOrderId === id && payload.balanceLinkVersion === version;
  })!;
}

function uploadProof(id: number) {
  const { payload, headers } = multipart(
    { note: '' },
    { field: 'proof', filename: 'proof.png', contentType: 'application/octet-stream', bytes: PNG_BYTES },
  );
  const url = `/api/custom-orders/${id}/proofs`;
  return world.t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: admin }, payload });
}

const record = (token: string) => call('GET', `/api/balance-payment/${token}`);
const payBalance = (token: string) => call('POST', '/api/paypal/order', { purpose: 'balance', balanceToken: token });

describe('a balance link sent before the design is approved', () => {
  it('with no proof yet: the e-mail says the balance is due after approval and that the proof is coming', async () => {
    const id = await paidDeposit();
    await setStatus(id, 'mockup_sent');
    const { token, expiresAt } = await generate(id);
    const mail = await linkMail(id, 2);
    expect(mail.subject).toContain('due after you approve your design');
    expect(mail.textBody).toContain('We are preparing the proof of your pins');
    expect(mail.textBody).toContain('The balance of $315.00 is due after you approve your design');
    expect(mail.textBody).toContain('Balance due after design approval: $315.00');
    expect(mail.textBody).not.toContain('due now');
    expect(mail.textBody).not.toMatch(/mockup was sent|sent you the mockup/i);
    // The expiry as a date in words ("December 29, 2026"), never a raw GMT string.
    expect(mail.textBody).toContain(`The balance link works until ${formatDate(new Date(expiresAt), 'long', 'utc')}.`);
    expect(mail.textBody).toMatch(/works until [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(mail.textBody).not.toContain('GMT');

    const page = await record(token);
    expect(page.json()).toMatchObject({ id, status: 'mockup_sent', proofPath: null });
    expect(page.json().designs).toEqual([{ name: 'Your design', logoUrl: expect.any(String), approvedImageUrl: null }]);
    const refused = await payBalance(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This order is not ready for its balance payment yet' });
  });

  it('with a proof: approve first (the page and the e-mail send to the proof); after approval the same link pays', async () => {
    const id = await paidDeposit();
    expect((await uploadProof(id)).statusCode).toBe(201);
    // The admin's selector moves the order to mockup_sent, the state the "Generate Payment Link" button is offered in.
    await setStatus(id, 'mockup_sent');
    const { token } = await generate(id);
    const proofPath = `/orders/${id}/proof?token=${encodeURIComponent(orderAccessToken(TEST_LINK_SECRET, 'custom', id))}`;

    const mail = await linkMail(id, 2);
    expect(mail.textBody).toContain('Your proof is ready: please review and approve it first');
    expect(mail.textBody).toContain(`Review your proof: http://shop.test${proofPath}`);
    expect(mail.textBody).toContain(`pay the balance with this secure link: http://shop.test/balance-payment/${token}`);
    expect(mail.textBody).not.toContain('due now');

    const before = (await record(token)).json();
    expect(before).toMatchObject({ status: 'mockup_sent', proofPath });
    expect(before.designs).toEqual([{ name: 'Your design', logoUrl: expect.any(String), approvedImageUrl: null }]);
    expect((await payBalance(token)).statusCode).toBe(409);

    const proofToken = orderAccessToken(TEST_LINK_SECRET, 'custom', id);
    const approved = await call('POST', `/api/orders/${id}/proof/approve`, {
      token: proofToken,
      version: 1,
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The link the customer holds is the one the approval announces: no new link ends it.
    expect(approved.json().payBalancePath).toBe(`/balance-payment/${token}`);
    expect(await currentBalanceToken(world.t.database.db, id)).toBe(token);

    const page = (await record(token)).json();
    expect(page).toMatchObject({ status: 'approved', proofPath: null, remainingBalance: 315 });
    // The approved proof is the design shown, not the customer's logo.
    expect(page.designs).toHaveLength(1);
    expect(page.designs[0].approvedImageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(page.designs[0].approvedImageUrl).not.toBe(page.designs[0].logoUrl);

    const created = await payBalance(token);
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
    expect((await record(token)).json()).toMatchObject({ status: 'balance_paid' });
  });

  it('once approved, the e-mail says the balance is due now and writes the expiry in words', async () => {
    const id = await paidDeposit();
    await setStatus(id, 'approved');
    const [approvalMail] = (
      await world.t.database.db.select().from(outbox).where(eq(outbox.toAddress, SMALL_SILVER_ORDER.customerEmail))
    )
      .filter((row) => (row.payload as { customOrderId?: number }).customOrderId === id)
      .filter((row) => row.subject.startsWith('Your design is approved'));
    expect(approvalMail!.textBody).toContain('Balance due now: $315.00');
    expect(approvalMail!.textBody).toMatch(/The balance link works until [A-Z][a-z]+ \d{1,2}, \d{4};/);
    expect(approvalMail!.textBody).not.toContain('GMT');
  });
});
