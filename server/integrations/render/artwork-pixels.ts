/**
 * The pixel work artwork pre-flight and the pin mockup share, run inside their worker threads: decoding artwork with
 * sharp to raw RGBA, its colours counted on flat pixels and merged (core/artwork-colours), every pixel labelled with
 * its nearest merged colour (anti-aliased edges given to one of the two colours they part), and an exact distance
 * transform.
 *
 * Loaded as it is by Node.js from the sources inside a worker (imports by full file name only) and bundled into each
 * worker by scripts/build-server.mjs.
 */
import {
  COLOUR_MIN_SHARE,
  mergeColours,
  nearestColour,
  type ColourCount,
  type MergedColour,
} from '../../../core/artwork-colours.ts';

export interface DecodeJob {
  bytes: Uint8Array;
  /** How to decode: a raster, an SVG, or a PDF page already rendered to PNG by the pdf-preview worker. */
  decode: 'raster' | 'svg';
  longSidePx: number;
  limits: { seconds: number; inputPixels: number };
}

const FLAT = 24;

/** Far: a pixel with no seed in its line yet (finite, so the parabolas' arithmetic stays exact). */
export const FAR = 1e20;

/**
 * Squared distance transform of the line of `n` values of `grid` from `start`, `stride` apart (Felzenszwalb and
 * Huttenlocher: the lower envelope of parabolas), in place; `f`, `v` and `z` are scratch.
 */
function edt1d(
  grid: Float64Array,
  start: number,
  stride: number,
  n: number,
  f: Float64Array,
  v: Int32Array,
  z: Float64Array,
) {
  for (let q = 0; q < n; q++) f[q] = grid[start + q * stride]!;
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = f[q]! + q * q;
    let p = v[k]!;
    let s = (fq - (f[p]! + p * p)) / (2 * (q - p));
    while (s <= z[k]!) {
      k--;
      p = v[k]!;
      s = (fq - (f[p]! + p * p)) / (2 * (q - p));
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const p = v[k]!;
    grid[start + q * stride] = (q - p) * (q - p) + f[p]!;
  }
}

/** Squared Euclidean distance of every pixel to the nearest seed: `grid` holds 0 at a seed and FAR elsewhere. */
export function distanceTransform(grid: Float64Array, width: number, height: number): Float64Array {
  const n = Math.max(width, height);
  const [f, v, z] = [new Float64Array(n), new Int32Array(n), new Float64Array(n + 1)];
  for (let x = 0; x < width; x++) edt1d(grid, x, width, height, f, v, z);
  for (let y = 0; y < height; y++) edt1d(grid, y * width, 1, width, f, v, z);
  return grid;
}

/** The artwork as raw RGBA, its longer side `longSidePx`, and its own size. Throws when it does not decode. */
export async function decode(job: DecodeJob) {
  const { default: sharp } = await import('sharp');
  const options = { failOn: 'error' as const, limitInputPixels: job.limits.inputPixels };
  let image;
  if (job.decode === 'svg') {
    // Drawn at the density that makes its longer side the print raster's (72 dpi is its declared size).
    const meta = await sharp(job.bytes, options).metadata();
    const side = Math.max(meta.width ?? 1, meta.height ?? 1);
    const density = Math.min(2400, Math.max(1, (72 * job.longSidePx) / side));
    image = sharp(job.bytes, { ...options, density });
  } else {
    image = sharp(job.bytes, options).rotate();
  }
  const meta = await sharp(job.bytes, options).metadata();
  const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const { data, info } = await image
    .timeout({ seconds: job.limits.seconds })
    .resize({ width: job.longSidePx, height: job.longSidePx, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, original: size };
}

/** Colours of the flat opaque pixels (each like its right and lower neighbours), 5 bits a channel, averaged. */
function flatColours(data: Uint8Array, width: number, height: number): ColourCount[] {
  const bins = new Float64Array(32768 * 4);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = (y * width + x) * 4;
      if (data[i + 3]! < 128) continue;
      let flat = true;
      for (const j of [i + 4, i + width * 4]) {
        if (data[j + 3]! < 128) flat = false;
        for (let c = 0; c < 3 && flat; c++) if (Math.abs(data[i + c]! - data[j + c]!) > FLAT) flat = false;
      }
      if (!flat) continue;
      const bin = ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3);
      for (let c = 0; c < 3; c++) bins[bin * 4 + c] = bins[bin * 4 + c]! + data[i + c]!;
      bins[bin * 4 + 3] = bins[bin * 4 + 3]! + 1;
    }
  }
  const counts: ColourCount[] = [];
  for (let bin = 0; bin < 32768; bin++) {
    const count = bins[bin * 4 + 3]!;
    if (count > 0)
      counts.push({ r: bins[bin * 4]! / count, g: bins[bin * 4 + 1]! / count, b: bins[bin * 4 + 2]! / count, count });
  }
  return counts;
}

/** A colour's red, green and blue from its "#rrggbb". */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** How far (RGB) `p` is from the segment a-b, and where along it (0 at a, 1 at b) it is nearest. */
function toSegment(p: number[], a: number[], b: number[]): { distance: number; t: number } {
  const ab = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
  const length = ab[0]! ** 2 + ab[1]! ** 2 + ab[2]! ** 2 || 1;
  const t = Math.min(1, Math.max(0, ab.reduce((sum, v, c) => sum + v * (p[c]! - a[c]!), 0) / length));
  return { distance: Math.hypot(...ab.map((v, c) => a[c]! + v * t - p[c]!)), t };
}

/** Whether the pixel at (x, y) and its eight neighbours share one colour. */
function inside(label: Int16Array, x: number, y: number, width: number, height: number): boolean {
  if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return false;
  const own = label[y * width + x];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if (label[(y + dy) * width + x + dx] !== own) return false;
  return true;
}

/** An edge pixel this close (RGB) to the mix of two colours around it is that mix, not a third colour. */
const BLEND_DISTANCE = 60;

/**
 * Anti-aliased edges are mixes of the two colours they part, and a mix can lie nearest a third colour (between red
 * and teal: grey), which would draw a hairline of it along every edge. A pixel unlike its neighbours that is such a
 * mix of two colours found within two pixels takes the nearer of the two.
 */
function unblend(data: Uint8Array, label: Int16Array, palette: { hex: string }[], width: number, height: number) {
  const colours = palette.map((c) => rgb(c.hex));
  const original = label.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const own = original[p]!;
      if (own < 0 || inside(original, x, y, width, height)) continue;
      const around = new Set<number>();
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const l = original[ny * width + nx]!;
          if (l >= 0) around.add(l);
        }
      }
      if (around.size < 2 || (around.size === 2 && around.has(own))) continue;
      const pixel = [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!];
      const others = [...around].filter((l) => l !== own);
      let best = { distance: BLEND_DISTANCE, label: own };
      for (const a of others) {
        for (const b of others) {
          if (b <= a) continue;
          const { distance, t } = toSegment(pixel, colours[a]!, colours[b]!);
          if (distance < best.distance) best = { distance, label: t < 0.5 ? a : b };
        }
      }
      label[p] = best.label;
    }
  }
}

/** The artwork's colours as the pixels have them, largest first (`index` into `palette`). */
export interface Quantised {
  palette: MergedColour[];
  /** Each pixel's colour (an index into `palette`), -1 where transparent. */
  label: Int16Array;
  kept: { hex: string; share: number; index: number }[];
  /** Pixels of each palette colour (before shades that are no colour moved to a kept one). */
  area: number[];
  transparent: number;
}

/**
 * Every opaque pixel labelled with its nearest merged colour (edges unblended); a shade left with (almost) no pixels of
 * its own is no colour and its pixels take the nearest kept colour.
 */
export function quantise(data: Uint8Array, width: number, height: number): Quantised {
  const pixels = width * height;
  const palette = mergeColours(flatColours(data, width, height));
  // Every opaque pixel takes its nearest merged colour (-1: transparent); looked up once per 5-bit bin.
  const byBin = new Int16Array(32768).fill(-1);
  const label = new Int16Array(pixels).fill(-1);
  let transparent = 0;
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    if (data[i + 3]! < 128) {
      transparent++;
      continue;
    }
    if (palette.length === 0) continue;
    const bin = ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3);
    if (byBin[bin] === -1) byBin[bin] = nearestColour(palette, data[i]!, data[i + 1]!, data[i + 2]!);
    label[p] = byBin[bin]!;
  }
  unblend(data, label, palette, width, height);
  // The colours as the pixels now have them: a shade left with (almost) no pixels of its own is no colour.
  const area = new Array<number>(palette.length).fill(0);
  for (const l of label) if (l >= 0) area[l]!++;
  const opaque = pixels - transparent;
  const kept = palette
    .map((colour, index) => ({ hex: colour.hex, share: opaque > 0 ? area[index]! / opaque : 0, index }))
    .filter((colour) => colour.share >= COLOUR_MIN_SHARE)
    .sort((a, b) => b.share - a.share);
  // The pixels of a shade that is no colour take the nearest kept colour (no holes in their neighbours' areas).
  const keptPalette = kept.map((colour) => palette[colour.index]!);
  const moved = palette.map((colour, index) =>
    kept.some((k) => k.index === index) || kept.length === 0
      ? index
      : kept[nearestColour(keptPalette, ...rgb(colour.hex))]!.index,
  );
  for (let p = 0; p < pixels; p++) if (label[p]! >= 0) label[p] = moved[label[p]!]!;
  return { palette, label, kept, area, transparent };
}
