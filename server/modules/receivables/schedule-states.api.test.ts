/**
 * An order's payment schedule through each state, with the schedule's clock moved on by the test: a custom order's
 * deposit and balance (scheduled before the design is approved, due on the day it is, overdue after, paid, refunded,
 * void when the order is cancelled) and an invoice's line (payable at once, due on its due date, overdue after it,
 * paid). `orderSchedule` and `openLines` are the surface reminders and PDFs build on.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderAccessToken } from '../../order-links';
import { TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { receivablesHarness } from '../../../tests/helpers/receivables';

const h = receivablesHarness();
const receivables = () => h.world.t.app.services.receivables;
const schedule = (id: number) => receivables().orderSchedule({ kind: 'custom-order', id });
const openKeys = async () => (await receivables().openLines(new Date(h.clock.at))).map((line) => line.key);

const SEVE = { customerName: 'Seve Balata', customerEmail: 'seve@states.example' };

describe('a custom order paid in two parts', () => {
  it('deposit paid; balance scheduled, then due on approval, overdue the day after, paid through its link', async () => {
    h.moveTo(0);
    const id = await h.paidDeposit(SEVE);
    const [deposit, balance] = await schedule(id);
    expect(deposit).toMatchObject({
      key: `deposit:${id}`,
      kind: 'deposit',
      owner: { kind: 'custom-order', id },
      reference: `W-${id + 1000}`,
      customerEmail: SEVE.customerEmail,
      customerName: SEVE.customerName,
      amountCents: 3500,
      dueDate: h.day(0),
      state: 'paid',
      payUrl: null,
    });
    expect(deposit!.payments).toEqual([
      { amountCents: 3500, paidAt: expect.any(String), captureId: expect.any(String), refundedCents: 0 },
    ]);
    expect(balance).toMatchObject({ key: `balance:${id}`, amountCents: 31500, dueDate: null, state: 'scheduled' });
    expect(balance!.payUrl).toBeNull();
    expect(await openKeys()).not.toContain(`balance:${id}`);

    await h.setStatus(id, 'approved');
    const due = (await schedule(id))[1]!;
    expect(due).toMatchObject({ state: 'due', dueDate: h.day(0), payments: [] });
    expect(due.payUrl).toMatch(/^http:\/\/shop\.test\/balance-payment\/[\w-]{43}$/);
    expect(await openKeys()).toContain(`balance:${id}`);

    h.moveTo(1);
    expect((await schedule(id))[1]).toMatchObject({ state: 'overdue', dueDate: h.day(0) });
    expect(await openKeys()).toContain(`balance:${id}`);
    // Past the link's 30 days the link no longer pays: no Pay button until the owner sends a new one.
    h.moveTo(31);
    expect((await schedule(id))[1]).toMatchObject({ state: 'overdue', payUrl: null });

    h.moveTo(1);
    await h.payBalance(due.payUrl!);
    const paid = (await schedule(id))[1]!;
    expect(paid).toMatchObject({ state: 'paid', payUrl: null });
    expect(paid.payments).toEqual([
      { amountCents: 31500, paidAt: expect.any(String), captureId: expect.any(String), refundedCents: 0 },
    ]);
    expect(await openKeys()).not.toContain(`balance:${id}`);
  });

  it('a balance refunded in full reads refunded; in part it stays paid with what went back', async () => {
    h.moveTo(0);
    const id = await h.paidDeposit({ ...SEVE, customerEmail: 'refund@states.example' });
    await h.setStatus(id, 'approved');
    await h.payBalance((await schedule(id))[1]!.payUrl!);
    const view = (await h.asAdmin('GET', `/api/admin/orders/custom/${id}/payments`)).json();
    const balancePayment = view.payments.find((payment: { purpose: string }) => payment.purpose === 'balance');
    const refund = (amountCents?: number) =>
      h.asAdmin('POST', `/api/admin/payments/${balancePayment.id}/refunds`, {
        reason: 'Short by a box',
        requestId: randomUUID(),
        ...(amountCents ? { amountCents } : {}),
      });
    expect((await refund(1500)).statusCode).toBe(201);
    expect((await schedule(id))[1]).toMatchObject({
      state: 'paid',
      payments: [{ amountCents: 31500, refundedCents: 1500 }],
    });
    expect((await refund()).statusCode).toBe(201);
    expect((await schedule(id))[1]).toMatchObject({
      state: 'refunded',
      payments: [{ amountCents: 31500, refundedCents: 31500 }],
    });
  });

  it("a cancelled order's unpaid balance is void and its refunded deposit reads refunded", async () => {
    h.moveTo(0);
    const id = await h.paidDeposit({ ...SEVE, customerEmail: 'cancel@states.example' });
    await h.setStatus(id, 'approved');
    const cancelled = await h.asAdmin('POST', `/api/admin/custom-orders/${id}/cancel`, {
      reason: 'The tournament was called off',
      refundDeposit: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [deposit, balance] = await schedule(id);
    expect(deposit).toMatchObject({ state: 'refunded', payments: [{ amountCents: 3500, refundedCents: 3500 }] });
    expect(balance).toMatchObject({ state: 'void', payUrl: null });
    h.moveTo(40);
    expect(await openKeys()).not.toContain(`balance:${id}`);
  });
});

describe("an invoice's line", () => {
  it('can be paid from the day it is sent, is due on its due date, overdue after it, then paid', async () => {
    h.moveTo(0);
    const customer = { customerName: 'Riverside Pro Shop', customerEmail: 'buyer@states.example' };
    const invoice = await h.sendInvoice(customer, 420, h.day(10));
    const line = async () => (await receivables().orderSchedule({ kind: 'invoice', id: invoice.id }))[0]!;
    const sent = await line();
    expect(sent).toMatchObject({
      key: `invoice:${invoice.id}`,
      kind: 'invoice',
      owner: { kind: 'invoice', id: invoice.id },
      reference: invoice.invoiceNumber,
      ...customer,
      amountCents: 42000,
      dueDate: h.day(10),
      state: 'scheduled',
      payments: [],
    });
    expect(sent.payUrl).toMatch(new RegExp(`^http://shop\\.test/pay-invoice/${invoice.invoiceNumber}\\?amount=420&t=`));
    expect(await openKeys()).not.toContain(`invoice:${invoice.id}`);

    h.moveTo(10);
    expect((await line()).state).toBe('due');
    expect(await openKeys()).toContain(`invoice:${invoice.id}`);
    h.moveTo(11);
    expect((await line()).state).toBe('overdue');

    await h.payInvoice(invoice.invoiceNumber);
    expect(await line()).toMatchObject({ state: 'paid', payUrl: null, payments: [{ amountCents: 42000 }] });
    expect(await openKeys()).not.toContain(`invoice:${invoice.id}`);
  });

  it('open lines come oldest due date first', async () => {
    h.moveTo(0);
    const customer = { customerName: 'Order Check', customerEmail: 'order@states.example' };
    const later = await h.sendInvoice(customer, 10, h.day(5));
    const sooner = await h.sendInvoice(customer, 20, h.day(2));
    h.moveTo(6);
    const keys = await openKeys();
    expect(keys.indexOf(`invoice:${sooner.id}`)).toBeLessThan(keys.indexOf(`invoice:${later.id}`));
    const lines = await receivables().openLines(new Date(h.clock.at));
    const dates = lines.map((line) => line.dueDate!);
    expect(dates).toEqual([...dates].sort());
  });
});

describe("the customer's own view, by the order's status link or the invoice's pay link", () => {
  it('answers the lines and what is owed now; a wrong or missing token is a 404', async () => {
    h.moveTo(0);
    const id = await h.paidDeposit({ ...SEVE, customerEmail: 'link@states.example' });
    await h.setStatus(id, 'approved');
    const token = orderAccessToken(TEST_LINK_SECRET, 'custom', id);
    const res = await h.call('GET', `/api/receivables/orders/${id}?token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      owedCents: 31500,
      lines: [
        { kind: 'deposit', state: 'paid' },
        { kind: 'balance', state: 'due' },
      ],
    });
    for (const url of [
      `/api/receivables/orders/${id}`,
      `/api/receivables/orders/${id}?token=${'A'.repeat(43)}`,
      `/api/receivables/orders/${id + 1}?token=${token}`,
    ]) {
      const wrong = await h.call('GET', url);
      expect(wrong.statusCode, url).toBe(404);
      expect(wrong.json().message).toBe('We could not find that order. Please use the link from your e-mail.');
    }

    const invoice = await h.sendInvoice(
      { customerName: 'Link Shop', customerEmail: 'shop@states.example' },
      99,
      h.day(3),
    );
    const payUrl = new URL((await receivables().orderSchedule({ kind: 'invoice', id: invoice.id }))[0]!.payUrl!);
    const t = payUrl.searchParams.get('t');
    const byLink = await h.call('GET', `/api/receivables/invoices/${invoice.invoiceNumber}?t=${t}`);
    expect(byLink.json()).toMatchObject({ owedCents: 0, lines: [{ state: 'scheduled', amountCents: 9900 }] });
    expect((await h.call('GET', `/api/receivables/invoices/${invoice.invoiceNumber}?t=x`)).statusCode).toBe(404);
    const badNumber = await h.call('GET', `/api/receivables/invoices/INV-12?t=${t}`);
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toBe('Invoice numbers look like INV-123456.');
  });
});
