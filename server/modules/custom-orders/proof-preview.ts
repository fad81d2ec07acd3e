/**
 * A PDF proof is shown as a PNG of its first page: rendered with pdfjs-dist on @napi-rs/canvas in a worker
 * thread (server/integrations/render), so a page of dense vector art never holds up the shop. A render that passes
 * the limits below gives no preview: the proof is kept and the owner told.
 */
import { runInWorker, workerFile, type WorkerLimits } from '../../integrations/render/render-pool';
import type { PdfPreviewAnswer, PdfPreviewJob } from '../../integrations/render/pdf-preview.worker';

/** Long enough a side for a sharp preview on a large screen, small enough to render in well under a second. */
const MAX_SIDE_PX = 1600;

/**
 * Ordinary proofs render in well under a second. A page of 300,000 line operators took 5 s of painting and a 1 MB
 * one over a minute: beyond this many operators the page is not painted at all.
 */
const MAX_OPERATORS = 200_000;

export const PDF_PREVIEW_LIMITS: WorkerLimits = {
  timeoutMs: 15_000,
  resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 },
};

export type PdfPreview =
  | { kind: 'png'; png: Buffer }
  /** pdfjs cannot read the file: not a PDF the customer could open either. */
  | { kind: 'unreadable' }
  /** Readable, but too heavy to paint within the limits (time, memory or operators). */
  | { kind: 'unavailable'; why: string };

/** The first page of a PDF as PNG bytes, rendered in a worker within `limits`. */
export async function renderPdfFirstPage(
  pdf: Buffer,
  options: { limits?: WorkerLimits; maxOperators?: number } = {},
): Promise<PdfPreview> {
  const job: PdfPreviewJob = {
    // A copy of its own, handed over to the worker rather than copied again.
    pdf: new Uint8Array(pdf),
    maxSidePx: MAX_SIDE_PX,
    maxOperators: options.maxOperators ?? MAX_OPERATORS,
  };
  const outcome = await runInWorker<PdfPreviewAnswer>(
    workerFile('pdf-preview'),
    job,
    options.limits ?? PDF_PREVIEW_LIMITS,
    [job.pdf.buffer as ArrayBuffer],
  );
  if (!outcome.ok) return { kind: 'unavailable', why: `${outcome.reason}: ${outcome.detail}` };
  const answer = outcome.value;
  if (answer.kind === 'png') return { kind: 'png', png: Buffer.from(answer.png) };
  if (answer.kind === 'too-complex') return { kind: 'unavailable', why: `${answer.operators} drawing operators` };
  return { kind: 'unreadable' };
}
