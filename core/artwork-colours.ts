/**
 * Colours of a piece of artwork as enamel sees them: near-identical shades (JPEG noise, a gradient's steps) merged
 * into one colour by their distance in CIE Lab (Delta E 1976), which follows how different two colours look.
 *
 * This file imports nothing: the pre-flight worker thread (server/integrations/render) loads it by its path from the
 * sources, where Node.js strips the types but resolves no extension-less import.
 */

export interface ColourCount {
  r: number;
  g: number;
  b: number;
  /** How many pixels have this colour. */
  count: number;
}

export interface MergedColour {
  /** "#1f6f3f": the colour of the group, the average of its pixels. */
  hex: string;
  /** Its share of the counted pixels, 0-1. */
  share: number;
  count: number;
  lab: [number, number, number];
}

/**
 * Two colours closer than this are one enamel colour. A Delta E of 2-3 is the smallest difference people notice side
 * by side; JPEG noise and the ringing along its edges reach ~16; two enamel colours chosen to be told apart are 20+
 * apart (the nearest pair of the 14-colour fixture: 23).
 */
export const COLOUR_MERGE_DISTANCE = 18;

/**
 * A merged colour covering less than this share of the pixels is not counted: stray pixels, and the bands JPEG rings
 * along an edge (0.8% of the 240 px crest fixture). A real detail that small is counted with its nearest colour.
 */
export const COLOUR_MIN_SHARE = 0.01;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

/** sRGB (0-255) to CIE Lab under D65. */
export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Delta E 1976: the straight distance between two Lab colours. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

interface Group {
  count: number;
  sum: [number, number, number];
  lab: [number, number, number];
}

/**
 * Merges counted colours: the most common first, each joining the nearest group within `distance` (the group's
 * colour moves to the average of its pixels) or starting a new one. Groups under `minShare` of all pixels are dropped.
 * The result is sorted by share, largest first.
 */
export function mergeColours(
  counts: readonly ColourCount[],
  distance = COLOUR_MERGE_DISTANCE,
  minShare = COLOUR_MIN_SHARE,
): MergedColour[] {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => b.count - a.count);
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  const groups: Group[] = [];
  for (const colour of sorted) {
    const lab = rgbToLab(colour.r, colour.g, colour.b);
    let nearest: Group | null = null;
    let best = distance;
    for (const group of groups) {
      const d = colourDistance(lab, group.lab);
      if (d < best) [nearest, best] = [group, d];
    }
    const group = nearest ?? { count: 0, sum: [0, 0, 0], lab };
    if (!nearest) groups.push(group);
    group.count += colour.count;
    group.sum[0] += colour.r * colour.count;
    group.sum[1] += colour.g * colour.count;
    group.sum[2] += colour.b * colour.count;
    const [r, g, b] = group.sum.map((s) => s / group.count) as [number, number, number];
    group.lab = rgbToLab(r, g, b);
  }
  return groups
    .filter((group) => total > 0 && group.count / total >= minShare)
    .sort((a, b) => b.count - a.count)
    .map((group) => {
      const [r, g, b] = group.sum.map((s) => s / group.count) as [number, number, number];
      return { hex: hex(r, g, b), share: group.count / total, count: group.count, lab: rgbToLab(r, g, b) };
    });
}

/** The index of the colour in `palette` nearest to (r, g, b). */
export function nearestColour(palette: readonly MergedColour[], r: number, g: number, b: number): number {
  const lab = rgbToLab(r, g, b);
  let index = 0;
  let best = Infinity;
  palette.forEach((colour, i) => {
    const d = colourDistance(lab, colour.lab);
    if (d < best) [index, best] = [i, d];
  });
  return index;
}
