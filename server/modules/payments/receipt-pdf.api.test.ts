/**
 * Receipts as PDF: every captured payment (a catalogue order, a custom order's deposit and balance, an invoice) has
 * one, listed and downloaded by the customer through the order's status link (or the invoice's pay link) and by the
 * admin by payment, read back with a PDF reader: the shop, the order's number, PayPal's capture id, the lines, the tax
 * line and the total paid. Another order's receipt is as good as missing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderReceiptsSchema, type OrderReceipt } from '../../../core/schemas/receipts';
import { currentBalanceToken, TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { PAR_3 } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { payments } from '../../db/schema';
import { orderAccessToken } from '../../order-links';

const h = receivablesHarness();

async function captureIdOf(paymentId: number): Promise<string> {
  const [row] = await h.world.t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!.captureId!;
}

async function receiptsOf(orderId: number, token: string): Promise<OrderReceipt[]> {
  const res = await h.call('GET', `/api/order-status/${orderId}/receipts?token=${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return orderReceiptsSchema.parse(res.json()).receipts;
}

async function download(url: string, fileName: string): Promise<string> {
  const res = await h.call('GET', url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return pdfText(res.rawPayload);
}

async function paidCustomOrder(email: string): Promise<number> {
  h.moveTo(0);
  const id = await h.paidDeposit({ customerName: 'Seve Receipts', customerEmail: email });
  await h.setStatus(id, 'approved');
  const token = await currentBalanceToken(h.world.t.database.db, id);
  await h.payBalance(`http://shop.test/balance-payment/${token}`);
  return id;
}

describe('receipts of a catalogue order', () => {
  it('the customer lists and downloads the receipt through the status link; the admin downloads the same', async () => {
    const session = await h.cartWith([[PAR_3, 3]]);
    const { id } = (await h.checkout(session)).json();
    await h.approve(id);
    const { orderId, statusPath } = (await h.capture(id)).json();
    const token = new URL(statusPath, 'http://x').searchParams.get('token')!;

    const [receipt, ...more] = await receiptsOf(orderId, token);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ purpose: 'cart', label: 'Order payment', paidAt: expect.any(String) });
    const number = `C-${orderId + 1000}`;
    const text = await download(
      `/api/order-status/${orderId}/receipts/${receipt!.paymentId}/pdf?token=${token}`,
      `receipt-${number}.pdf`,
    );
    for (const words of ['Pinshop Golf Pins', 'Receipt', 'PAID', number, await captureIdOf(receipt!.paymentId)]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Par 3[^\n]*\n3\n\$7\.99\n\$23\.97/);
    expect(text).toMatch(/Tax\n\$0\.00/);
    expect(text).toContain(`Total paid\n$${(receipt!.amountCents / 100).toFixed(2)}`);

    const admin = await h.asAdmin('GET', `/api/admin/payments/${receipt!.paymentId}/receipt/pdf`);
    expect(admin.statusCode).toBe(200);
    expect(await pdfText(admin.rawPayload)).toBe(text);

    // The order's confirmation e-mail names the receipt, and the outbox makes and sends it.
    const [mail] = await h.mailsWith('orderId', orderId);
    expect(mail!.attachments).toEqual([{ kind: 'receipt-pdf', id: receipt!.paymentId }]);
    await h.world.t.app.services.outbox.runOnce();
    expect((await h.mailsWith('orderId', orderId))[0]).toMatchObject({ status: 'sent', lastError: null });
  });
});

describe('receipts of a custom order paid in two parts', () => {
  it('the deposit and the balance each have one, with their amounts and the order total', async () => {
    const id = await paidCustomOrder('two-parts@receipts.example');
    const token = orderAccessToken(TEST_LINK_SECRET, 'custom', id);
    const receipts = await receiptsOf(id, token);
    expect(receipts.map((receipt) => [receipt.purpose, receipt.amountCents])).toEqual([
      ['deposit', 3500],
      ['balance', 31500],
    ]);
    const number = `W-${id + 1000}`;
    const [deposit, balance] = receipts;
    const depositText = await download(
      `/api/order-status/${id}/receipts/${deposit!.paymentId}/pdf?token=${token}`,
      `receipt-${number}-deposit.pdf`,
    );
    expect(depositText).toContain(`Deposit for custom order ${number}`);
    expect(depositText).toContain(await captureIdOf(deposit!.paymentId));
    expect(depositText).toMatch(/Total paid\n\$35\.00/);
    expect(depositText).toContain('the balance of $315.00 is due when you approve your design');

    const balanceText = await download(
      `/api/order-status/${id}/receipts/${balance!.paymentId}/pdf?token=${token}`,
      `receipt-${number}-balance.pdf`,
    );
    expect(balanceText).toContain(`Balance for custom order ${number}`);
    expect(balanceText).toMatch(/Total paid\n\$315\.00/);
    expect(balanceText).toContain('Order total $350.00');

    // The deposit's and the balance's e-mails each carry their own receipt.
    const mails = await h.mailsWith('customOrderId', id);
    const attached = mails.flatMap((mail) => mail.attachments.map((file) => file.id));
    expect(attached).toEqual(expect.arrayContaining([deposit!.paymentId, balance!.paymentId]));
  });

  it("another order's receipt, a wrong or missing token: the same 404 as a missing order", async () => {
    const mine = await paidCustomOrder('mine@receipts.example');
    const theirs = await paidCustomOrder('theirs@receipts.example');
    const myToken = orderAccessToken(TEST_LINK_SECRET, 'custom', mine);
    const [theirDeposit] = await receiptsOf(theirs, orderAccessToken(TEST_LINK_SECRET, 'custom', theirs));
    const [myDeposit] = await receiptsOf(mine, myToken);
    for (const url of [
      `/api/order-status/${mine}/receipts`,
      `/api/order-status/${mine}/receipts?token=${'A'.repeat(43)}`,
      `/api/order-status/${theirs}/receipts?token=${myToken}`,
      `/api/order-status/${theirs}/receipts/${theirDeposit!.paymentId}/pdf?token=${myToken}`,
      `/api/order-status/${mine}/receipts/${myDeposit!.paymentId}/pdf`,
    ]) {
      const res = await h.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Order not found' });
    }
    // My link with their payment's id.
    const crossed = await h.call(
      'GET',
      `/api/order-status/${mine}/receipts/${theirDeposit!.paymentId}/pdf?token=${myToken}`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ message: 'Receipt not found' });
    expect((await h.call('GET', `/api/admin/payments/${myDeposit!.paymentId}/receipt/pdf`)).statusCode).toBe(401);
    expect((await h.asAdmin('GET', '/api/admin/payments/99999999/receipt/pdf')).statusCode).toBe(404);
  });
});

describe("an invoice's receipt", () => {
  it('is downloaded by the pay link once the invoice is paid, with its lines and tax line', async () => {
    h.moveTo(0);
    const invoice = await h.sendInvoice(
      { customerName: 'Links Shop', customerEmail: 'links@receipts.example' },
      180,
      h.day(30),
    );
    const listed = (
      (await h.asAdmin('GET', '/api/manual-invoices')).json() as { invoices: Array<{ id: number; payUrl: string }> }
    ).invoices;
    const t = new URL(listed.find((row) => row.id === invoice.id)!.payUrl).searchParams.get('t')!;
    const url = `/api/invoices/${invoice.invoiceNumber}/receipt/pdf?t=${t}`;
    expect((await h.call('GET', url)).statusCode).toBe(404);

    await h.payInvoice(invoice.invoiceNumber);
    const text = await download(url, `receipt-${invoice.invoiceNumber}.pdf`);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toMatch(/Tournament pins\n1\n\$180\.00\n\$180\.00/);
    expect(text).toMatch(/Tax\n\$0\.00/);
    expect(text).toMatch(/Total paid\n\$180\.00/);
    expect((await h.call('GET', `/api/invoices/${invoice.invoiceNumber}/receipt/pdf?t=wrong`)).statusCode).toBe(404);
  });
});
