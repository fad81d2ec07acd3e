import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { PDF_DOCUMENT_LIMITS, pdfFileName, renderPdfDocument, type PdfDocumentJob } from './pdf-document';

const JOB: PdfDocumentJob = {
  title: 'Invoice INV-100001',
  shop: { name: 'Fairway Pins', address: '1 Fairway Dr, Carmel, CA 93921', email: 'support@fairway.example' },
  facts: [
    ['Invoice number', 'INV-100001'],
    ['Due date', 'March 3, 2026'],
  ],
  party: { label: 'Bill to', lines: ['Pat Lee', 'Pebble Creek GC'] },
  lines: [{ description: 'Custom pins, 1.5 inch', quantity: '100', unitPrice: '$2.50', amount: '$250.00' }],
  totals: [
    ['Subtotal', '$250.00'],
    ['Tax', '$0.00'],
    ['Total due', '$250.00'],
  ],
  stamp: null,
  notes: [{ heading: 'Payment terms', text: 'Net 30' }],
  payLink: { label: 'Pay online', url: 'https://shop.example/pay-invoice/INV-100001?t=abc' },
  footer: 'Fairway Pins · support@fairway.example',
};

describe('renderPdfDocument', () => {
  it('lays out a document a PDF reader reads back: shop, numbers, lines, totals, terms and the pay link', async () => {
    const pdf = await renderPdfDocument(JOB);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const words of [
      'Fairway Pins',
      '1 Fairway Dr, Carmel, CA 93921',
      'Invoice INV-100001',
      'Pat Lee',
      'Custom pins, 1.5 inch',
      '$250.00',
      'Tax',
      '$0.00',
      'Net 30',
      'https://shop.example/pay-invoice/INV-100001?t=abc',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('runs onto more pages when the lines do not fit on one, every line kept', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      description: `Line ${index + 1}`,
      quantity: '1',
      unitPrice: '$1.00',
      amount: '$1.00',
    }));
    const text = await pdfText(await renderPdfDocument({ ...JOB, lines }));
    expect(text).toContain('Line 1\n');
    expect(text).toContain('Line 120');
    expect(text.match(/Fairway Pins · support@fairway\.example/g)?.length).toBeGreaterThan(1);
  });

  it('answers 503 (an AppError) when the worker passes its time limit, and names files safely', async () => {
    await expect(renderPdfDocument(JOB, { ...PDF_DOCUMENT_LIMITS, timeoutMs: 1 })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(pdfFileName('invoice', 'INV-100001')).toBe('invoice-INV-100001.pdf');
    expect(pdfFileName('receipt', 'W-1001 "x"/y')).toBe('receipt-W-1001-x-y.pdf');
  });
});
