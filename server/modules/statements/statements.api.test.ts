/**
 * A customer's statement: their open lines (a balance due since the design was approved, an invoice not due yet),
 * the payments received in the period and the balance, as a PDF the admin downloads (read back with a PDF reader) or
 * e-mails (the PDF made when the message is sent). Another customer's lines and payments are not on it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../../core/schemas/statements';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { outbox, payments } from '../../db/schema';

const h = receivablesHarness();
const TREASURER = { customerName: 'Pat Treasurer', customerEmail: 'treasurer@statements.example' };

describe('a customer statement', () => {
  it('lists what is open, what was paid in the period and the balance; downloaded and e-mailed', async () => {
    h.moveTo(0);
    const order = await h.paidDeposit(TREASURER);
    await h.setStatus(order, 'approved');
    const invoice = await h.sendInvoice(TREASURER, 120, h.day(20));
    const other = await h.paidDeposit({ customerName: 'Someone Else', customerEmail: 'else@statements.example' });
    h.moveTo(3);

    const res = await h.asAdmin(
      'GET',
      `/api/admin/statements/pdf?email=${encodeURIComponent(TREASURER.customerEmail)}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-treasurer-at-statements\.example-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    const [deposit] = await h.world.t.database.db.select().from(payments).where(eq(payments.customOrderId, order));
    for (const words of [
      'Pinshop Golf Pins',
      'Statement',
      TREASURER.customerName,
      TREASURER.customerEmail,
      `Balance W-${order + 1000}`,
      'Overdue',
      `Invoice ${invoice.invoiceNumber}`,
      'Not due yet',
      `Deposit, W-${order + 1000}`,
      deposit!.captureId!,
      '$35.00',
    ]) {
      expect(text).toContain(words);
    }
    // The balance ($315.00) and the invoice ($120.00).
    expect(text).toMatch(/Balance due\n\$435\.00/);
    expect(text).not.toContain(`W-${other + 1000}`);

    const sent = await h.asAdmin('POST', '/api/admin/statements/email', { email: TREASURER.customerEmail });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ message: STATEMENT_MESSAGES.queued });
    const [mail] = (await h.world.t.database.db.select().from(outbox)).filter(
      (row) => row.payload.statement === TREASURER.customerEmail,
    );
    expect(mail!.attachments).toEqual([
      {
        kind: 'statement-pdf',
        id: 0,
        args: { email: TREASURER.customerEmail, from: expect.any(String), to: h.day(3) },
      },
    ]);
    await h.world.t.app.services.outbox.runOnce();
    const [after] = await h.world.t.database.db.select().from(outbox).where(eq(outbox.id, mail!.id));
    expect(after).toMatchObject({ status: 'sent', lastError: null });
  });

  it("says what is wrong with the address or the period, and is the admin's alone", async () => {
    const bad = await h.asAdmin('GET', '/api/admin/statements/pdf?email=not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(STATEMENT_MESSAGES.email);
    const backwards = await h.asAdmin(
      'GET',
      '/api/admin/statements/pdf?email=a@statements.example&from=2026-05-02&to=2026-05-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(STATEMENT_MESSAGES.order);
    const notADay = await h.asAdmin('POST', '/api/admin/statements/email', {
      email: 'a@statements.example',
      from: '2026-02-30',
    });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toContain(STATEMENT_MESSAGES.day);
    expect((await h.call('GET', '/api/admin/statements/pdf?email=a@statements.example')).statusCode).toBe(401);
  });
});
