/**
 * The instant pin mockup: drawn in a worker thread (mockup.worker.ts) with a time and memory limit, as pre-flight is;
 * a PDF's first page is first drawn by the pdf-preview worker. A file that does not draw, or not within the limits,
 * has no mockup: the order goes on without one.
 */
import { PIN_SIZE_INCHES } from '../../../core/artwork-preflight';
import type { ArtworkSource } from '../../../core/artwork-preflight';
import { mockupPlan, PRINTED_CARD_INCHES, type MockupShape, type PinOutline } from '../../../core/pin-mockup';
import type { ProductKind, ProductSize } from '../../../core/pricing/price-table';
import { pdfFirstPage, PREFLIGHT_LIMITS } from './artwork-preflight';
import type { MockupAnswer, MockupJob } from './mockup.worker';
import { runInWorker, workerFile, type WorkerLimits } from './render-pool';

/** As pre-flight: 15 s and a 192 MB heap (measured on the fixtures: see mockup.test.ts). */
export const MOCKUP_LIMITS: WorkerLimits = PREFLIGHT_LIMITS;

const SHARP_LIMITS = { seconds: 10, inputPixels: 60_000_000 } as const;

export interface MockupRequest {
  /** What is made; absent: a pin. A backing card on its own is drawn as the printed card of its size. */
  product?: ProductKind;
  /** A pin's size across, or a backing card's ("2x3inch"); a size the product lacks is refused before this. */
  size: ProductSize;
  plating: string;
  packaging: readonly string[];
  shape: MockupShape;
}

export type MockupOutcome =
  | { kind: 'image'; png: Buffer; width: number; height: number; outline: PinOutline; ms: number }
  /** The bytes do not decode as the artwork their header says. */
  | { kind: 'unreadable' }
  /** Past the limits (time, memory, a PDF's operators): the file itself may be fine. */
  | { kind: 'unavailable'; why: string };

/** A pin's size across in inches; a card's size (drawn as the printed card, not a pin) reads as 1 inch. */
const pinInches = (size: ProductSize): number => (PIN_SIZE_INCHES as Record<string, number>)[size] ?? 1;

/** The printed card's inches for a backing card ordered on its own (a pin's size reads as the small card). */
function cardOf(options: MockupRequest) {
  if (options.product !== 'backing-card') return null;
  return options.size === '3x4inch' ? PRINTED_CARD_INCHES['3x4inch'] : PRINTED_CARD_INCHES['2x3inch'];
}

/** Draws the mockup of one piece of artwork (already known by its bytes to be `source`) with the chosen options. */
export async function renderMockup(
  bytes: Buffer,
  source: ArtworkSource,
  options: MockupRequest,
  limits: WorkerLimits = MOCKUP_LIMITS,
): Promise<MockupOutcome> {
  const started = performance.now();
  const plan = mockupPlan({ ...options, inches: pinInches(options.size), printedCard: cardOf(options) });
  let pixels: Uint8Array = new Uint8Array(bytes);
  if (source === 'pdf') {
    const page = await pdfFirstPage(bytes, plan.pinPx);
    if ('kind' in page) return page;
    pixels = page.png;
  }
  const job: MockupJob = { bytes: pixels, decode: source === 'svg' ? 'svg' : 'raster', plan, limits: SHARP_LIMITS };
  const outcome = await runInWorker<MockupAnswer>(workerFile('mockup'), job, limits, [job.bytes.buffer as ArrayBuffer]);
  if (!outcome.ok) return { kind: 'unavailable', why: `${outcome.reason}: ${outcome.detail}` };
  const answer = outcome.value;
  if (answer.kind === 'unreadable') return answer;
  return {
    kind: 'image',
    png: Buffer.from(answer.png),
    width: answer.width,
    height: answer.height,
    outline: answer.outline,
    ms: Math.round(performance.now() - started),
  };
}
