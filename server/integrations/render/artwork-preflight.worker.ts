/**
 * Worker thread: the pixel work of artwork pre-flight. The artwork is decoded (rasters, SVG through librsvg) with sharp
 * to raw RGBA at print size (its longer side `longSidePx`) and quantised to its merged colours (artwork-pixels.ts),
 * and each colour's area
 * opened by a disc as wide as the thinnest fillable stroke at each pin size: what the opening removes is too thin.
 *
 * Runs apart from the event loop (render-pool.ts starts it with a time and memory limit; sharp has its own pixel and
 * time limits). Loaded as it is by Node.js from the sources and bundled into build/server/workers by
 * scripts/build-server.mjs: it imports packages, node:* and the pixel work it shares with the mockup
 * (artwork-pixels.ts), by its full name.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decode, distanceTransform, FAR, quantise, type DecodeJob } from './artwork-pixels.ts';

export interface ArtworkPixelsJob extends DecodeJob {
  /** The disc's diameter in pixels of the analysed raster, one per pin size. */
  strokes: { size: string; diameterPx: number }[];
  /** Colours checked for thin strokes: the largest ones (a photograph's dozens of shades are not each checked). */
  maxCheckedColours: number;
}

export type ArtworkPixelsAnswer =
  | {
      kind: 'measured';
      widthPx: number;
      heightPx: number;
      colours: { hex: string; share: number }[];
      transparentShare: number;
      thin: { size: string; share: number; pixels: number }[];
    }
  | { kind: 'unreadable' };

async function measure(job: ArtworkPixelsJob): Promise<ArtworkPixelsAnswer> {
  let decoded;
  try {
    decoded = await decode(job);
  } catch {
    return { kind: 'unreadable' };
  }
  const { data, width, height, original } = decoded;
  const pixels = width * height;
  const { label, kept, area, transparent } = quantise(data, width, height);
  const thin = job.strokes.map((stroke) => ({ size: stroke.size, share: 0, pixels: 0 }));
  const grid = new Float64Array(pixels);
  const reach = new Float64Array(pixels);
  kept.slice(0, job.maxCheckedColours).forEach(({ index: colour }) => {
    // How far inside the colour each pixel is: its distance to the nearest pixel of another colour.
    for (let i = 0; i < pixels; i++) grid[i] = label[i] === colour ? FAR : 0;
    distanceTransform(grid, width, height);
    job.strokes.forEach((stroke, s) => {
      const r2 = (stroke.diameterPx / 2) ** 2;
      // The opening: every pixel within the disc's radius of a centre where the whole disc fits in the colour.
      for (let i = 0; i < pixels; i++) reach[i] = grid[i]! >= r2 ? 0 : FAR;
      distanceTransform(reach, width, height);
      let removed = 0;
      for (let i = 0; i < pixels; i++) if (reach[i]! > r2 && label[i] === colour) removed++;
      const result = thin[s]!;
      if (removed / area[colour]! > result.share)
        Object.assign(result, { share: removed / area[colour]!, pixels: removed });
    });
  });
  return {
    kind: 'measured',
    widthPx: original.width ?? width,
    heightPx: original.height ?? height,
    colours: kept.map(({ hex, share }) => ({ hex, share })),
    transparentShare: transparent / pixels,
    thin,
  };
}

if (parentPort) {
  const port = parentPort;
  void measure(workerData as ArtworkPixelsJob).then((answer) => port.postMessage(answer));
}
