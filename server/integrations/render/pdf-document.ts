/**
 * Invoices and receipts as PDF: laid out by pdfkit in a worker thread (pdf-document.worker.ts) with a time and memory
 * limit, so a download or an e-mail being sent never holds up the event loop. The caller builds the document from
 * its rows as finished text (amounts through core/money's formatUsd).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import type { MailingShop } from '../../config';
import type { PdfDocumentAnswer, PdfDocumentJob, PdfDocumentLine } from './pdf-document.worker';
import { runInWorker, workerFile, type WorkerLimits } from './render-pool';

export type { PdfDocumentColumns, PdfDocumentJob, PdfDocumentLine } from './pdf-document.worker';

/**
 * Measured from the sources under vitest (Node.js 24): ~300 ms a one-line invoice, most of it starting the worker and
 * loading pdfkit; 200 lines ~320 ms, 500 lines (the most allowed) ~350 ms and 20 KB. The limits leave room for a busy
 * machine and stop a runaway document.
 */
export const PDF_DOCUMENT_LIMITS: WorkerLimits = {
  timeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
};

/** The most lines one document lays out, all its tables together (this bounds the worker's work). */
export const MAX_PDF_LINES = 500;

export const PDF_UNAVAILABLE = 'The PDF could not be made just now. Please try again in a moment.';

/** The PDF's bytes; an AppError 'unavailable' (503) when the worker fails or passes its limits. */
export async function renderPdfDocument(
  job: PdfDocumentJob,
  limits: WorkerLimits = PDF_DOCUMENT_LIMITS,
): Promise<Buffer> {
  const lines = job.lines.length + (job.tables ?? []).reduce((total, table) => total + table.lines.length, 0);
  if (lines > MAX_PDF_LINES) throw new AppError('unprocessable', 'Too many lines for one document');
  const outcome = await runInWorker<PdfDocumentAnswer>(workerFile('pdf-document'), job, limits);
  if (outcome.ok && outcome.value.kind === 'pdf') return Buffer.from(outcome.value.pdf);
  throw new AppError('unavailable', PDF_UNAVAILABLE);
}

/** "invoice-INV-100001.pdf": letters, digits, dot, dash only (a Content-Disposition file name needs no quoting). */
export function pdfFileName(...parts: string[]): string {
  return `${parts.join('-').replace(/[^A-Za-z0-9.-]+/g, '-')}.pdf`;
}

/** One line of the table: its quantity, the unit price and the line's amount in dollars (the shop's formatter). */
export function pdfLine(description: string, quantity: number, unitPriceCents: number): PdfDocumentLine {
  return {
    description,
    quantity: String(quantity),
    unitPrice: formatUsd(unitPriceCents),
    amount: formatUsd(unitPriceCents * quantity),
  };
}

/** The shop at the top of every document and in its footer (the identity in effect: the owner's Settings). */
export function pdfShop(shop: MailingShop): Pick<PdfDocumentJob, 'shop' | 'footer'> {
  return {
    shop: { name: shop.name, address: shop.postalAddress, email: shop.supportEmail },
    footer: `${shop.name} · ${shop.postalAddress} · ${shop.supportEmail}`,
  };
}

/** A PDF ready to send: its bytes and the file name the download is saved under. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** The 200 answer of a PDF download in the API document (the bytes are sent as they are, never serialised). */
export const pdfResponseSchema = z.string().describe('The PDF file (application/pdf), as a download');

/** Sends the PDF as a download: application/pdf, its file name, never cached (it names a customer and amounts). */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}
