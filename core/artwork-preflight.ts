/**
 * Pre-flight of a customer's artwork: what the pixel work measured (server/integrations/render) turned into a report
 * in plain words, each finding with what happens next. Soft enamel fills each colour between raised metal lines, so
 * the shop cares about sharpness at the pin's size, the number of colours, transparency and lines too thin to fill.
 */
import { rgbToLab } from './artwork-colours';
import { PIN_SIZE_LABELS } from './pin-options';
import { PIN_SIZES, type PinSize } from './pricing/designer';

export const PREFLIGHT_RULES = {
  /** The resolution the shop prints artwork from; under it a raster is redrawn. */
  printDpi: 300,
  /** Up to this many enamel colours a design is made as sent. */
  maxColours: 8,
  /** A line or letter stroke narrower than this (at the pin's size) cannot be filled with enamel. */
  minStrokeMm: 0.3,
  /** How many colours the report shows as swatches. */
  swatches: 8,
  /** Transparent pixels (alpha under half) covering at least this share of the artwork: a transparent background. */
  transparentShare: 0.01,
  /** A colour's pixels lost to an opening by the 0.3 mm disc past this share of them (and count): thin lines. */
  thinShare: 0.02,
  thinMinPixels: 40,
} as const;

/** Pin sizes in inches, by the designer's stored values. */
export const PIN_SIZE_INCHES = {
  '0.75inch': 0.75,
  '1inch': 1,
  '1.25inch': 1.25,
  '1.5inch': 1.5,
} as const satisfies Record<PinSize, number>;

export type ArtworkSource = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'pdf';

/** What the worker measured on the artwork drawn at print size. */
export interface ArtworkMeasurement {
  source: ArtworkSource;
  /** The raster's own pixels (null for SVG and PDF: vector). */
  widthPx: number | null;
  heightPx: number | null;
  /** A PDF's page count (null otherwise). */
  pages: number | null;
  /** Merged colours, largest share first (core/artwork-colours). */
  colours: { hex: string; share: number }[];
  transparentShare: number;
  /** Per pin size: the largest share of one colour's pixels too thin to fill, and how many pixels that was. */
  thin: { size: PinSize; share: number; pixels: number }[];
}

export interface ArtworkSizeCheck {
  size: PinSize;
  label: string;
  /** Effective DPI of a raster at this size (its longer side across the pin); null for vector art. */
  dpi: number | null;
  sharp: boolean;
  thinLines: boolean;
}

export interface ArtworkFinding {
  id: 'vector' | 'resolution' | 'colours' | 'transparency' | 'thin-lines' | 'pages';
  /** "attention" when the shop will change something; "ok" otherwise. */
  tone: 'ok' | 'attention';
  text: string;
  next: string;
}

export interface ArtworkReport {
  kind: 'vector' | 'raster';
  source: ArtworkSource;
  widthPx: number | null;
  heightPx: number | null;
  pages: number | null;
  colourCount: number;
  /** The main colours: hex, share 0-1 and a name for the text alternative ("dark green"). */
  swatches: { hex: string; share: number; name: string }[];
  transparent: boolean;
  sizes: ArtworkSizeCheck[];
  findings: ArtworkFinding[];
}

/** Dots per inch of `px` pixels printed across `inches` (whole dots). */
export function effectiveDpi(px: number, inches: number): number {
  return Math.floor(px / inches);
}

/** The diameter in pixels of `mm` millimetres when `px` pixels span `inches`. */
export function mmToPixels(mm: number, px: number, inches: number): number {
  return (mm / 25.4) * (px / inches);
}

/** Hue angles in CIE Lab (degrees) up to which a colour reads as each name; sRGB red is at 40, yellow 100, blue 306. */
const HUES: [number, string][] = [
  [60, 'red'],
  [80, 'orange'],
  [115, 'yellow'],
  [170, 'green'],
  [230, 'teal'],
  [300, 'blue'],
  [340, 'purple'],
  [360, 'red'],
];

/** A plain name for a colour, for those who cannot see the swatch: "white", "dark green", "light blue". */
export function colourName(hexColour: string): string {
  const value = Number.parseInt(hexColour.slice(1), 16);
  const [l, a, b] = rgbToLab((value >> 16) & 255, (value >> 8) & 255, value & 255);
  const chroma = Math.hypot(a, b);
  if (chroma < 10) {
    if (l > 92) return 'white';
    if (l < 12) return 'black';
    return l > 65 ? 'light grey' : l < 35 ? 'dark grey' : 'grey';
  }
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const degrees = hue < 0 ? hue + 360 : hue;
  let name = HUES.find(([limit]) => degrees < limit)?.[1] ?? 'red';
  if (name === 'orange' && l < 50) name = 'brown';
  const shade = l > 85 ? 'light ' : l < 35 ? 'dark ' : '';
  return `${shade}${name}`;
}

function list(labels: string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

const KIND_NAMES: Record<ArtworkSource, string> = {
  png: 'a PNG picture',
  jpeg: 'a JPG picture',
  gif: 'a GIF picture',
  webp: 'a WebP picture',
  svg: 'an SVG drawing',
  pdf: 'a PDF',
};

/** The report: what was measured, size by size, and each finding in plain words with what happens next. */
export function preflightReport(m: ArtworkMeasurement): ArtworkReport {
  const rules = PREFLIGHT_RULES;
  const vector = m.widthPx === null || m.heightPx === null;
  const longSide = vector ? null : Math.max(m.widthPx!, m.heightPx!);
  const sizes: ArtworkSizeCheck[] = PIN_SIZES.map((size) => {
    const dpi = longSide === null ? null : effectiveDpi(longSide, PIN_SIZE_INCHES[size]);
    const thin = m.thin.find((t) => t.size === size);
    return {
      size,
      label: PIN_SIZE_LABELS[size],
      dpi,
      sharp: dpi === null || dpi >= rules.printDpi,
      thinLines: !!thin && thin.share >= rules.thinShare && thin.pixels >= rules.thinMinPixels,
    };
  });
  const findings: ArtworkFinding[] = [];
  if (m.pages !== null && m.pages > 1) {
    findings.push({
      id: 'pages',
      tone: 'attention',
      text: `Your PDF has ${m.pages} pages: we checked and will use the first page only.`,
      next: 'If another page is the design, send that page on its own.',
    });
  }
  if (vector) {
    findings.push({
      id: 'vector',
      tone: 'ok',
      text: `This is ${KIND_NAMES[m.source]} with vector art: it stays sharp at every pin size.`,
      next: 'Nothing to do: we make your pin from it as it is.',
    });
  } else {
    const soft = sizes.filter((s) => !s.sharp);
    const pixels = `${KIND_NAMES[m.source]} of ${m.widthPx} × ${m.heightPx} pixels`;
    findings.push(
      soft.length === 0
        ? {
            id: 'resolution',
            tone: 'ok',
            text: `This is ${pixels}: sharp enough at every pin size (${sizes.at(-1)!.dpi} DPI at ${sizes.at(-1)!.label}).`,
            next: 'Nothing to do: we print from it as it is.',
          }
        : {
            id: 'resolution',
            tone: 'attention',
            text: `This is ${pixels}: at ${list(soft.map((s) => `${s.label} it is ${s.dpi} DPI`))}, under the ${rules.printDpi} DPI we print from, so edges would look soft.`,
            next: 'We’ll redraw it as vector, free, and show you the proof before anything is made.',
          },
    );
  }
  const count = m.colours.length;
  findings.push(
    count === 0
      ? {
          id: 'colours',
          tone: 'attention',
          text: 'We found no colour in it: it looks empty or fully transparent.',
          next: 'We’ll ask you for the artwork again before anything is made.',
        }
      : count > rules.maxColours
        ? {
            id: 'colours',
            tone: 'attention',
            text: `It has ${count} colours (after merging near-identical shades). Each enamel colour is filled by hand.`,
            next: `More than ${rules.maxColours} colours: we’ll suggest a simpler palette with your proof.`,
          }
        : {
            id: 'colours',
            tone: 'ok',
            text: `It has ${count} ${count === 1 ? 'colour' : 'colours'} (after merging near-identical shades).`,
            next: 'Each colour is filled with its own enamel, matched to your art.',
          },
  );
  const transparent = m.transparentShare >= rules.transparentShare;
  findings.push(
    transparent
      ? {
          id: 'transparency',
          tone: 'ok',
          text: 'The background is transparent.',
          next: 'We shape the pin around your design; the transparent parts are not filled.',
        }
      : {
          id: 'transparency',
          tone: 'ok',
          text: 'There is no transparency: the background is part of the design.',
          next: 'The background is filled with enamel like the other colours, unless you tell us to leave it out.',
        },
  );
  const thin = sizes.filter((s) => s.thinLines);
  if (thin.length > 0) {
    const fine = sizes.filter((s) => !s.thinLines);
    findings.push({
      id: 'thin-lines',
      tone: 'attention',
      text: `Some lines or text are thinner than ${rules.minStrokeMm} mm at ${list(thin.map((s) => s.label))}: too thin to fill with enamel${fine.length > 0 ? ` (at ${list(fine.map((s) => s.label))} they are thick enough)` : ''}.`,
      next: 'We’ll thicken those lines when we prepare your proof, free, or you can choose a larger size.',
    });
  }
  return {
    kind: vector ? 'vector' : 'raster',
    source: m.source,
    widthPx: m.widthPx,
    heightPx: m.heightPx,
    pages: m.pages,
    colourCount: count,
    swatches: m.colours.slice(0, rules.swatches).map((c) => ({ ...c, name: colourName(c.hex) })),
    transparent,
    sizes,
    findings,
  };
}
