/**
 * The instant pin mockup's rules: the pin's outline for its shape and size, the plating's metal colour for the raised
 * lines, and the backing card when the packaging has one; a backing card ordered on its own is the printed card. The worker (server/integrations/render/mockup.worker.ts)
 * draws what these say: the artwork quantised to its main colours (core/artwork-colours) as the enamel, a metal line
 * around the pin and between its colour areas, a soft shadow, on the card or a plain ground.
 *
 * This file imports nothing: the mockup worker loads it by its path from the sources, where Node.js strips the types
 * but resolves no extension-less import.
 */

/** "auto": a custom shape when the artwork has a transparent ground (its own outline), else round. */
export const MOCKUP_SHAPES = ['auto', 'round', 'custom', 'square', 'rectangle'] as const;
export type MockupShape = (typeof MOCKUP_SHAPES)[number];
export type PinOutline = Exclude<MockupShape, 'auto'>;

/**
 * The metal of each plating as the raised lines show it (polished, seen flat). Antique finishes are darker and
 * browner: the recesses are oxidised and the faces brushed.
 */
export const PLATING_METALS = {
  silver: '#c4c8cc',
  gold: '#d4af37',
  bronze: '#b08d57',
  'black-nickel': '#3f4247',
  copper: '#b87333',
  'antique-gold': '#9c7c38',
  'antique-silver': '#8a8d90',
  'antique-bronze': '#6e5233',
  'antique-copper': '#7c4a2d',
} as const;
export type MockupPlating = keyof typeof PLATING_METALS;
export const MOCKUP_PLATINGS = Object.keys(PLATING_METALS) as MockupPlating[];

/** The metal colour of a stored plating value; an unknown one is drawn as silver. */
export function platingMetal(plating: string): string {
  return (PLATING_METALS as Record<string, string>)[plating] ?? PLATING_METALS.silver;
}

export const MOCKUP_RULES = {
  /** The picture's side, in pixels (square). */
  canvasPx: 600,
  /** Drawn this many times larger, then scaled down: smooth edges on lines and outlines. */
  supersample: 2,
  /** The pin alone: pixels per inch of pin (a 1.5 inch pin is 480 px of the 600). */
  pinPxPerInch: 320,
  /** The backing card, 2 x 3 inches, drawn 560 px tall; the pin at the same scale on it. */
  card: { widthInches: 2, heightInches: 3, heightPx: 560, fill: '#f7f3ea', edge: '#d9d2c3', hole: '#ffffff' },
  /** The raised metal around the pin and between colours (the narrowest line the shop makes is 0.3 mm). */
  rimMm: 0.5,
  lineMm: 0.3,
  /** A line never thinner than this in the finished picture, so it is seen at every size. */
  minLinePx: 1.5,
  /** The ground without a card. */
  ground: '#ffffff',
  /** A soft shadow under the pin: offset and blur as shares of the pin's larger side, and its darkness. */
  shadow: { offset: 0.025, blur: 0.03, opacity: 0.35 },
  /** A transparent share of the artwork from which "auto" follows the artwork's own outline. */
  customShapeTransparentShare: 0.01,
  /** Square and rectangle corners, as a share of the shorter side. */
  cornerRadius: 0.12,
} as const;

export interface MockupOptions {
  /** The pin's size across, in inches (core/artwork-preflight's PIN_SIZE_INCHES). */
  inches: number;
  plating: string;
  /** The packaging options chosen ("backing-cards" puts the pin on a card). */
  packaging: readonly string[];
  shape: MockupShape;
  /** A backing card ordered on its own: the printed card, this many inches wide and tall (no pin, no metal). */
  printedCard?: { widthInches: number; heightInches: number } | null;
}

/**
 * The sizes of a backing card ordered on its own (price-table's PRODUCT_SPECS['backing-card'].sizes), as inches wide
 * and tall: upright, as it hangs on a rack. Kept here because this file imports nothing (pin-mockup.test.ts holds
 * the two lists together).
 */
export const PRINTED_CARD_INCHES = {
  '2x3inch': { widthInches: 2, heightInches: 3 },
  '3x4inch': { widthInches: 3, heightInches: 4 },
} as const;

/**
 * A printed backing card: the picture is the card, its longer side `canvasPx`, the artwork printed in full colour
 * within its margin. In drawing pixels, like the rest of the plan.
 */
export interface PrintedCard {
  width: number;
  height: number;
  radius: number;
  fill: string;
  edge: string;
  /** The box the artwork is fitted into (kept in its proportions, centred). */
  art: { x: number; y: number; width: number; height: number };
}

export interface BackingCard {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  fill: string;
  edge: string;
  /** The hang hole near the top: its centre and radius. */
  hole: { cx: number; cy: number; r: number; fill: string };
}

/** Everything the worker needs, in the pixels it draws in (the canvas times `supersample`). */
export interface MockupPlan {
  canvasPx: number;
  supersample: number;
  /** The side of the square drawing surface (canvasPx x supersample). */
  drawPx: number;
  shape: MockupShape;
  metal: string;
  /** The pin's largest extent across (its size), and the centre it is drawn around. */
  pinPx: number;
  centre: { x: number; y: number };
  rimPx: number;
  linePx: number;
  ground: string;
  card: BackingCard | null;
  /** A backing card ordered on its own: drawn instead of a pin (then `card` is null). */
  printedCard: PrintedCard | null;
  shadow: { offsetPx: number; blurPx: number; opacity: number };
}

export function hasBackingCard(packaging: readonly string[]): boolean {
  return packaging.includes('backing-cards');
}

/** The printed card in drawing pixels: its longer side the picture's, the artwork within a margin of 0.15 inch. */
function printedCardPlan(size: { widthInches: number; heightInches: number }, drawPx: number): PrintedCard {
  const pxPerInch = drawPx / Math.max(size.widthInches, size.heightInches);
  const width = Math.round(size.widthInches * pxPerInch);
  const height = Math.round(size.heightInches * pxPerInch);
  const margin = Math.round(0.15 * pxPerInch);
  return {
    width,
    height,
    radius: Math.round(0.08 * pxPerInch),
    fill: MOCKUP_RULES.ground,
    edge: MOCKUP_RULES.card.edge,
    art: { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin },
  };
}

/** The plan of a mockup for these options (the artwork's own shape is known only to the worker: pinOutline). */
export function mockupPlan(options: MockupOptions): MockupPlan {
  const rules = MOCKUP_RULES;
  const s = rules.supersample;
  const drawPx = rules.canvasPx * s;
  const printedCard = options.printedCard ? printedCardPlan(options.printedCard, drawPx) : null;
  const card = !printedCard && hasBackingCard(options.packaging);
  const pxPerInch = (card ? rules.card.heightPx / rules.card.heightInches : rules.pinPxPerInch) * s;
  const pinPx = Math.round(options.inches * pxPerInch);
  const mm = (value: number) => Math.max(rules.minLinePx * s, (value / 25.4) * pxPerInch);
  let backing: BackingCard | null = null;
  let centre = { x: drawPx / 2, y: drawPx / 2 };
  if (card) {
    const width = Math.round(rules.card.widthInches * pxPerInch);
    const height = Math.round(rules.card.heightInches * pxPerInch);
    const x = Math.round((drawPx - width) / 2);
    const y = Math.round((drawPx - height) / 2);
    backing = {
      x,
      y,
      width,
      height,
      radius: Math.round(0.08 * pxPerInch),
      fill: rules.card.fill,
      edge: rules.card.edge,
      hole: {
        cx: drawPx / 2,
        cy: y + Math.round(0.3 * pxPerInch),
        r: Math.round(0.09 * pxPerInch),
        fill: rules.card.hole,
      },
    };
    // The pin sits in the card's lower part, below the hang hole.
    centre = { x: drawPx / 2, y: y + Math.round(height * 0.56) };
  }
  return {
    canvasPx: rules.canvasPx,
    supersample: s,
    drawPx,
    shape: options.shape,
    metal: platingMetal(options.plating),
    pinPx,
    centre,
    rimPx: mm(rules.rimMm),
    linePx: mm(rules.lineMm),
    ground: rules.ground,
    card: backing,
    printedCard,
    shadow: {
      offsetPx: Math.round(rules.shadow.offset * pinPx),
      blurPx: Math.max(1, Math.round(rules.shadow.blur * pinPx)),
      opacity: rules.shadow.opacity,
    },
  };
}

/** The outline drawn for the requested shape: "auto" is custom for artwork on a transparent ground, else round. */
export function pinOutline(shape: MockupShape, transparentShare: number): PinOutline {
  if (shape !== 'auto') return shape;
  return transparentShare >= MOCKUP_RULES.customShapeTransparentShare ? 'custom' : 'round';
}

/**
 * The pin's box (width and height in drawing pixels) for its outline and the artwork's proportions: round and square
 * pins are as wide as tall; a rectangle and a custom shape keep the artwork's proportions, the longer side the pin's
 * size.
 */
export function pinBox(plan: MockupPlan, outline: PinOutline, artwork: { width: number; height: number }) {
  if (outline === 'round' || outline === 'square') return { width: plan.pinPx, height: plan.pinPx };
  const long = Math.max(artwork.width, artwork.height, 1);
  return {
    width: Math.max(1, Math.round((plan.pinPx * artwork.width) / long)),
    height: Math.max(1, Math.round((plan.pinPx * artwork.height) / long)),
  };
}

/**
 * Whether the point (x, y), measured from the box's top-left corner, is inside the outline of a box `width` x
 * `height` (custom shapes are decided by the artwork's alpha in the worker, and are inside here).
 */
export function insideOutline(outline: PinOutline, x: number, y: number, width: number, height: number): boolean {
  if (x < 0 || y < 0 || x > width || y > height) return false;
  if (outline === 'round') {
    const r = Math.min(width, height) / 2;
    return (x - width / 2) ** 2 + (y - height / 2) ** 2 <= r * r;
  }
  if (outline === 'custom') return true;
  const radius = MOCKUP_RULES.cornerRadius * Math.min(width, height);
  const dx = Math.max(radius - x, x - (width - radius), 0);
  const dy = Math.max(radius - y, y - (height - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}
