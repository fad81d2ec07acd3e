/**
 * Worker thread: the first page of a PDF as a PNG, with pdfjs-dist on @napi-rs/canvas. Runs apart from the event
 * loop (render-pool.ts starts it with a time and memory limit and ends it when it passes either).
 *
 * Loaded as it is by Node.js from the sources (tests, tsx: type stripping) and bundled into build/server/workers by
 * scripts/build-server.mjs: it imports packages and node:* only, never our own modules by a relative path.
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface PdfPreviewJob {
  pdf: Uint8Array;
  /** The longer side of the PNG, in pixels. */
  maxSidePx: number;
  /** A page of more drawing operators than this is not painted (the paint is what takes the time). */
  maxOperators: number;
}

export type PdfPreviewAnswer =
  /** `pages`: how many pages the document has (only the first is drawn). */
  { kind: 'png'; png: Uint8Array; pages: number } | { kind: 'unreadable' } | { kind: 'too-complex'; operators: number };

async function render(job: PdfPreviewJob): Promise<PdfPreviewAnswer> {
  const [{ getDocument, OPS }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  const task = getDocument({
    data: job.pdf,
    // No font loading through the DOM, no network: the file's own bytes only. (pdfjs 6 no longer compiles a PDF's
    // functions with eval, so its isEvalSupported switch is gone; it runs no document scripts outside a viewer.)
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let page;
  let pages = 1;
  try {
    const document = await task.promise;
    pages = document.numPages;
    page = await document.getPage(1);
  } catch {
    await task.destroy();
    return { kind: 'unreadable' };
  }
  try {
    // The operators are parsed once here and kept for the paint below (the same "display" intent).
    const list = await page.getOperatorList();
    // pdfjs folds a path's moveto/lineto/curveto operators into one constructPath: each of them counts here (its
    // data is a code and two to six coordinates a segment, so a third of its length is about one a segment).
    let operators = list.fnArray.length;
    list.fnArray.forEach((fn, index) => {
      if (fn !== OPS.constructPath) return;
      const [, data] = list.argsArray[index] as [unknown, ArrayLike<number>[] | undefined];
      operators += Math.round((data?.[0]?.length ?? 0) / 3);
    });
    if (operators > job.maxOperators) return { kind: 'too-complex', operators };
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(4, job.maxSidePx / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    // A transparent PDF page would show as black in some viewers: paint it on white like paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return { kind: 'png', png: await canvas.encode('png'), pages };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    await task.destroy();
  }
}

if (parentPort) {
  const port = parentPort;
  void render(workerData as PdfPreviewJob).then((answer) => {
    // Copied across (a PNG is small; the canvas's buffer may belong to a pool that cannot be handed over).
    port.postMessage(answer);
  });
}
