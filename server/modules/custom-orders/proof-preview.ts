/**
 * A PDF proof is shown as a PNG of its first page (issue 14): rendered with pdfjs-dist on @napi-rs/canvas, both
 * plain npm packages with prebuilt binaries (no system Cairo, no downloads at install time).
 */
/** Long enough a side for a sharp preview on a large screen, small enough to render in well under a second. */
const MAX_SIDE_PX = 1600;

/** The first page of a PDF as PNG bytes, or null when pdfjs cannot read the file. */
export async function renderPdfFirstPage(pdf: Buffer): Promise<Buffer | null> {
  // Both loaded by the first proof, not by every start (the canvas is a native library of ~20 MB).
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  const task = getDocument({
    data: new Uint8Array(pdf),
    // No font loading through the DOM, no network: the file's own bytes only. (pdfjs 6 no longer compiles a PDF's
    // functions with eval, so its isEvalSupported switch is gone; it runs no document scripts outside a viewer.)
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(4, MAX_SIDE_PX / Math.max(base.width, base.height));
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
    return await canvas.encode('png');
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
