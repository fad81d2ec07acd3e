/**
 * Worker thread: one business document (an invoice, a receipt) laid out as a US Letter PDF with pdfkit and its
 * standard Helvetica (no font files read, nothing embedded). Every value arrives as finished text: the amounts are
 * formatted by the caller with the shop's money formatter, so this file only places words on the page.
 *
 * Loaded as it is by Node.js from the sources (tests, tsx: type stripping) and bundled into build/server/workers by
 * scripts/build-server.mjs: it imports packages and node:* only, never our own modules by a relative path.
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface PdfDocumentLine {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export interface PdfDocumentJob {
  /** The heading and the file's title: "Invoice INV-100001", "Receipt". */
  title: string;
  shop: { name: string; address: string; email: string };
  /** Label/value rows beside the heading: the numbers and dates. */
  facts: Array<[label: string, value: string]>;
  /** "Bill to" / "Paid by": one line each. */
  party: { label: string; lines: string[] } | null;
  lines: PdfDocumentLine[];
  /** The table's four headings; "Description", "Qty", "Unit price", "Amount" unless given. */
  columns?: PdfDocumentColumns;
  /** Below the lines, right-aligned: subtotal, tax, total. The last one is printed bold. */
  totals: Array<[label: string, value: string]>;
  /** A word stamped beside the heading: "PAID". */
  stamp: string | null;
  /** Paragraphs after the totals (terms, notes). */
  notes: Array<{ heading: string; text: string }>;
  /** The link that pays it (an unpaid invoice). */
  payLink: { label: string; url: string } | null;
  /** More tables after the totals (a statement's payments received), each under its heading. */
  tables?: Array<{ heading: string; columns: PdfDocumentColumns; lines: PdfDocumentLine[] }>;
  footer: string;
}

export type PdfDocumentColumns = [description: string, quantity: string, unitPrice: string, amount: string];

const DEFAULT_COLUMNS: PdfDocumentColumns = ['Description', 'Qty', 'Unit price', 'Amount'];

export type PdfDocumentAnswer = { kind: 'pdf'; pdf: Uint8Array } | { kind: 'failed'; detail: string };

const PAGE = { width: 612, height: 792, margin: 54 };
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 24;
// Description, quantity, unit price, amount.
const COLUMNS = [
  { x: PAGE.margin, width: 270, align: 'left' as const },
  { x: 330, width: 50, align: 'right' as const },
  { x: 390, width: 80, align: 'right' as const },
  { x: 476, width: RIGHT - 476, align: 'right' as const },
];
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1f7a3a';

async function render(job: PdfDocumentJob): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    // Kept until the end, so the footer goes on every page once the page count is known.
    bufferPages: true,
    info: { Title: `${job.title} - ${job.shop.name}`, Author: job.shop.name, Producer: job.shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /** Room for `height` more points on this page, else a new page (the heading of the table again when in it). */
  const room = (height: number, onNewPage?: () => void) => {
    if (doc.y + height <= BOTTOM) return;
    doc.addPage();
    doc.y = PAGE.margin;
    onNewPage?.();
  };

  // The shop, top left; the heading and its stamp, top right.
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(job.shop.name, PAGE.margin, PAGE.margin, {
    width: 300,
  });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(job.shop.address, { width: 260 }).text(job.shop.email);
  const leftBottom = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(job.title, 330, PAGE.margin, {
      width: RIGHT - 330,
      align: 'right',
    });
  if (job.stamp) {
    doc
      .fillColor(BRAND)
      .fontSize(14)
      .text(job.stamp, 330, doc.y + 2, { width: RIGHT - 330, align: 'right' });
  }
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of job.facts) {
    const y = doc.y + 2;
    doc.fillColor(MUTED).text(label, 330, y, { width: 110 });
    doc.fillColor(INK).text(value, 440, y, { width: RIGHT - 440, align: 'right' });
  }
  doc.y = Math.max(doc.y, leftBottom) + 18;

  if (job.party) {
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(job.party.label.toUpperCase(), PAGE.margin);
    doc.fillColor(INK).font('Helvetica').fontSize(10);
    for (const line of job.party.lines) doc.text(line, PAGE.margin, doc.y, { width: 300 });
    doc.y += 14;
  }

  const table = (columns: PdfDocumentColumns, lines: PdfDocumentLine[]) => {
    const heading = () => {
      const y = doc.y;
      doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9);
      columns.forEach((text, index) => {
        const column = COLUMNS[index]!;
        doc.text(text, column.x, y, { width: column.width, align: column.align });
      });
      doc
        .moveTo(PAGE.margin, doc.y + 3)
        .lineTo(RIGHT, doc.y + 3)
        .strokeColor('#cbd5e1')
        .stroke();
      doc.y += 8;
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    };
    heading();
    for (const line of lines) {
      const height = doc.heightOfString(line.description, { width: COLUMNS[0]!.width });
      room(height + 6, heading);
      const y = doc.y;
      [line.description, line.quantity, line.unitPrice, line.amount].forEach((value, index) => {
        const column = COLUMNS[index]!;
        doc.text(value, column.x, y, { width: column.width, align: column.align });
      });
      doc.y = y + height + 6;
    }
    doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).strokeColor('#cbd5e1').stroke();
    doc.y += 8;
  };
  table(job.columns ?? DEFAULT_COLUMNS, job.lines);

  room(job.totals.length * 16);
  job.totals.forEach(([label, value], index) => {
    const last = index === job.totals.length - 1;
    const y = doc.y;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 12 : 10);
    doc.fillColor(MUTED).text(label, 330, y, { width: 140, align: 'right' });
    doc.fillColor(INK).text(value, COLUMNS[3]!.x, y, { width: COLUMNS[3]!.width, align: 'right' });
    doc.y += 4;
  });
  doc.y += 14;

  for (const note of job.notes) {
    room(40);
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(note.heading.toUpperCase(), PAGE.margin, doc.y);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(note.text, PAGE.margin, doc.y, { width: RIGHT - 54 });
    doc.y += 10;
  }
  if (job.payLink) {
    room(48);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(job.payLink.label, PAGE.margin, doc.y);
    doc
      .fillColor(BRAND)
      .font('Helvetica')
      .fontSize(9)
      .text(job.payLink.url, PAGE.margin, doc.y + 2, { width: RIGHT - PAGE.margin, link: job.payLink.url });
  }

  for (const extra of job.tables ?? []) {
    room(60);
    doc.y += 10;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(extra.heading, PAGE.margin, doc.y);
    doc.y += 6;
    table(extra.columns, extra.lines);
  }

  // The footer on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // In the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text(job.footer, PAGE.margin, PAGE.height - PAGE.margin, {
      width: RIGHT - PAGE.margin,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

if (parentPort) {
  const port = parentPort;
  void render(workerData as PdfDocumentJob).then(
    (pdf) => port.postMessage({ kind: 'pdf', pdf } satisfies PdfDocumentAnswer, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => port.postMessage({ kind: 'failed', detail: String(error) } satisfies PdfDocumentAnswer),
  );
}
