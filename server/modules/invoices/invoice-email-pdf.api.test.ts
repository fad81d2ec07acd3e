/**
 * The invoice e-mail carries the invoice as a PDF: made from the row when the outbox sends the message (the queue
 * keeps no bytes), read back from the .eml the file transport writes, attachment and all.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvoiceSchema } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { readMailDir } from '../../../tests/helpers/eml';
import { pdfText } from '../../../tests/helpers/pdf-text';

let t: TestApp;
let cookie = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-invoice-mail-'));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

describe('the invoice e-mail', () => {
  it('has the invoice attached as a PDF with its number, amounts and pay link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-invoice',
      headers: { cookie },
      payload: {
        customerName: 'Morgan Club Captain',
        customerEmail: 'captain@augusta-pins.example',
        items: [{ description: 'Member-guest pins', quantity: 150, amount: 3.2 }],
        tax: 0,
        dueDate: '2031-09-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = adminInvoiceSchema.parse(res.json());
    await t.app.services.outbox.runOnce();

    const mail = (await readMailDir(dataDir)).find((sent) => sent.headers.to === 'captain@augusta-pins.example');
    expect(mail?.headers.subject).toContain(invoice.invoiceNumber);
    // The text part is still there beside the file.
    expect(mail!.text).toContain(`Here is invoice ${invoice.invoiceNumber} for $480.00`);
    const [attached, ...more] = mail!.attachments;
    expect(more).toEqual([]);
    expect(attached).toMatchObject({
      filename: `invoice-${invoice.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(attached!.content);
    for (const words of [`Invoice ${invoice.invoiceNumber}`, 'Member-guest pins', '$3.20', '$480.00', invoice.payUrl]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Tax\n\$0\.00/);
  });
});
