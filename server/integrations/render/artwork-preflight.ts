/**
 * Artwork pre-flight: the pixel work runs in a worker thread (artwork-preflight.worker.ts) with a time and memory
 * limit; a PDF's first page is first drawn by the pdf-preview worker the proof upload uses. What comes back is turned
 * into the report by core/artwork-preflight.
 */
import { mmToPixels, PIN_SIZE_INCHES, PREFLIGHT_RULES, preflightReport } from '../../../core/artwork-preflight';
import type { ArtworkReport, ArtworkSource } from '../../../core/artwork-preflight';
import { PIN_SIZES } from '../../../core/pricing/designer';
import type { ArtworkPixelsAnswer, ArtworkPixelsJob } from './artwork-preflight.worker';
import type { PdfPreviewAnswer, PdfPreviewJob } from './pdf-preview.worker';
import { runInWorker, workerFile, type WorkerLimits } from './render-pool';

/**
 * The print raster's longer side: 600 px is 1.5 inch at 400 DPI, where the 0.3 mm stroke is 4.7 px wide (9.4 px at
 * 0.75 inch). Measured on the fixtures under vitest (Node.js 24, two cores): 0.3-0.6 s a file, most of it starting the
 * worker and loading sharp; see artwork-preflight.test.ts.
 */
const LONG_SIDE_PX = 600;

/** The largest colours checked for thin strokes (each is five distance transforms of the raster). */
const MAX_CHECKED_COLOURS = 10;

export const PREFLIGHT_LIMITS: WorkerLimits = {
  timeoutMs: 15_000,
  resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 },
};

/** sharp's own limits inside the worker: a decompression bomb refused at once, a slow decode stopped. */
const SHARP_LIMITS = { seconds: 10, inputPixels: 60_000_000 } as const;

/** A PDF page of more drawing operators than this is not painted (as for proof previews). */
const MAX_PDF_OPERATORS = 200_000;

export type PreflightOutcome =
  | { kind: 'report'; report: ArtworkReport; ms: number }
  /** The bytes do not decode as the artwork their header says. */
  | { kind: 'unreadable' }
  /** Too heavy to check within the limits (time, memory, operators): the file itself may be fine. */
  | { kind: 'unavailable'; why: string };

/** A PDF's first page as PNG (its longer side `maxSidePx`) and its page count, by the proof preview's worker. */
export async function pdfFirstPage(
  pdf: Buffer,
  maxSidePx = LONG_SIDE_PX,
): Promise<{ png: Uint8Array; pages: number } | Exclude<PreflightOutcome, { kind: 'report' }>> {
  const job: PdfPreviewJob = { pdf: new Uint8Array(pdf), maxSidePx, maxOperators: MAX_PDF_OPERATORS };
  const outcome = await runInWorker<PdfPreviewAnswer>(workerFile('pdf-preview'), job, PREFLIGHT_LIMITS, [
    job.pdf.buffer as ArrayBuffer,
  ]);
  if (!outcome.ok) return { kind: 'unavailable', why: `${outcome.reason}: ${outcome.detail}` };
  const answer = outcome.value;
  if (answer.kind === 'png') return { png: answer.png, pages: answer.pages };
  if (answer.kind === 'too-complex') return { kind: 'unavailable', why: `${answer.operators} drawing operators` };
  return { kind: 'unreadable' };
}

/** Checks one piece of artwork (already known by its bytes to be `source`) and reports in plain words. */
export async function preflightArtwork(
  bytes: Buffer,
  source: ArtworkSource,
  limits: WorkerLimits = PREFLIGHT_LIMITS,
): Promise<PreflightOutcome> {
  const started = performance.now();
  // A copy of its own, handed over to the worker rather than copied again.
  let pixels: Uint8Array = new Uint8Array(bytes);
  let pages: number | null = null;
  if (source === 'pdf') {
    const page = await pdfFirstPage(bytes);
    if ('kind' in page) return page;
    pixels = page.png;
    pages = page.pages;
  }
  const job: ArtworkPixelsJob = {
    bytes: pixels,
    decode: source === 'svg' ? 'svg' : 'raster',
    longSidePx: LONG_SIDE_PX,
    strokes: PIN_SIZES.map((size) => ({
      size,
      diameterPx: mmToPixels(PREFLIGHT_RULES.minStrokeMm, LONG_SIDE_PX, PIN_SIZE_INCHES[size]),
    })),
    maxCheckedColours: MAX_CHECKED_COLOURS,
    limits: SHARP_LIMITS,
  };
  const outcome = await runInWorker<ArtworkPixelsAnswer>(workerFile('artwork-preflight'), job, limits, [
    job.bytes.buffer as ArrayBuffer,
  ]);
  if (!outcome.ok) return { kind: 'unavailable', why: `${outcome.reason}: ${outcome.detail}` };
  const answer = outcome.value;
  if (answer.kind === 'unreadable') return { kind: 'unreadable' };
  const raster = source !== 'svg' && source !== 'pdf';
  const report = preflightReport({
    source,
    widthPx: raster ? answer.widthPx : null,
    heightPx: raster ? answer.heightPx : null,
    pages,
    colours: answer.colours,
    transparentShare: answer.transparentShare,
    thin: answer.thin.flatMap((t) => {
      const size = PIN_SIZES.find((s) => s === t.size);
      return size ? [{ size, share: t.share, pixels: t.pixels }] : [];
    }),
  });
  return { kind: 'report', report, ms: Math.round(performance.now() - started) };
}
