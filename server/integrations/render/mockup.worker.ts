/**
 * Worker thread: draws the instant pin mockup (core/pin-mockup says what). The artwork is decoded at the pin's size and
 * quantised to its main colours (artwork-pixels.ts, as pre-flight counts them) for the enamel; the pin's outline is
 * round, square, a rectangle or the artwork's own alpha; a metal rim runs around it and a metal line between colour
 * areas (edges of the quantised regions, by exact distance transforms), in the plating's colour; a soft shadow under
 * it, on the backing card or a plain ground; PNG. A backing card ordered on its own is drawn as the printed card.
 *
 * Runs apart from the event loop (render-pool.ts starts it with a time and memory limit; sharp has its own). Loaded as
 * it is by Node.js from the sources and bundled into build/server/workers by scripts/build-server.mjs: it imports
 * packages, node:* and files that import nothing else of ours, by their full names.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  insideOutline,
  pinBox,
  pinOutline,
  type MockupPlan,
  type PinOutline,
  type PrintedCard,
} from '../../../core/pin-mockup.ts';
import { decode, distanceTransform, FAR, quantise, rgb, type DecodeJob } from './artwork-pixels.ts';

export interface MockupJob extends Omit<DecodeJob, 'longSidePx'> {
  plan: MockupPlan;
}

export type MockupAnswer =
  | { kind: 'image'; png: Uint8Array; width: number; height: number; outline: PinOutline; colours: number }
  | { kind: 'unreadable' };

/** Enamel this close to a metal line (in line widths) is a little darker: soft enamel sits below the metal. */
const RECESS_LINES = 1.5;
const RECESS_DARKEN = 0.12;

interface PinPixels {
  rgba: Buffer;
  /** 255 inside the outline, 0 outside. */
  mask: Uint8Array;
  width: number;
  height: number;
  colours: number;
}

/** The pin itself on a transparent ground: enamel, rim and lines, in a box padded by the rim on every side. */
function drawPin(plan: MockupPlan, outline: PinOutline, art: { data: Uint8Array; width: number; height: number }) {
  const box = pinBox(plan, outline, art);
  const pad = Math.ceil(plan.rimPx) + 2;
  const [width, height] = [box.width + 2 * pad, box.height + 2 * pad];
  const pixels = width * height;
  // The artwork centred in the box.
  const [ax, ay] = [pad + Math.floor((box.width - art.width) / 2), pad + Math.floor((box.height - art.height) / 2)];
  const { palette, label: artLabel, kept } = quantise(art.data, art.width, art.height);
  const label = new Int16Array(pixels).fill(-1);
  for (let y = 0; y < art.height; y++)
    for (let x = 0; x < art.width; x++) {
      const [px, py] = [ax + x, ay + y];
      if (px >= 0 && py >= 0 && px < width && py < height) label[py * width + px] = artLabel[y * art.width + x]!;
    }
  const inside = new Uint8Array(pixels);
  const grid = new Float64Array(pixels);
  if (outline === 'custom') {
    // The artwork's own shape, grown by the rim: the metal runs around its opaque pixels.
    for (let p = 0; p < pixels; p++) grid[p] = label[p]! >= 0 ? 0 : FAR;
    distanceTransform(grid, width, height);
    for (let p = 0; p < pixels; p++) inside[p] = grid[p]! <= plan.rimPx ** 2 ? 1 : 0;
  } else {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        inside[y * width + x] = insideOutline(outline, x - pad + 0.5, y - pad + 0.5, box.width, box.height) ? 1 : 0;
  }
  // The rim: inside, within its width of the outside.
  for (let p = 0; p < pixels; p++) grid[p] = inside[p] ? FAR : 0;
  distanceTransform(grid, width, height);
  const rim = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p++) rim[p] = inside[p] && grid[p]! <= plan.rimPx ** 2 ? 1 : 0;
  // The lines: within half a line's width of an edge between two colour areas (bare metal counts as one).
  for (let p = 0; p < pixels; p++) grid[p] = FAR;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!inside[p]) continue;
      if (
        (x + 1 < width && inside[p + 1] && label[p + 1] !== label[p]) ||
        (y + 1 < height && inside[p + width] && label[p + width] !== label[p])
      )
        grid[p] = 0;
    }
  distanceTransform(grid, width, height);
  const half = plan.linePx / 2;
  const metal = rgb(plan.metal);
  const colours = palette.map((colour) => rgb(colour.hex));
  const rgba = Buffer.alloc(pixels * 4);
  const mask = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p++) {
    if (!inside[p]) continue;
    mask[p] = 255;
    const distance = Math.sqrt(grid[p]!);
    const own = label[p]!;
    let colour = metal;
    if (!rim[p] && distance > half && own >= 0) {
      const recess = distance < half + RECESS_LINES * plan.linePx ? 1 - RECESS_DARKEN : 1;
      colour = colours[own]!.map((c) => c * recess) as [number, number, number];
    }
    rgba[p * 4] = colour[0];
    rgba[p * 4 + 1] = colour[1];
    rgba[p * 4 + 2] = colour[2];
    rgba[p * 4 + 3] = 255;
  }
  return { rgba, mask, width, height, colours: kept.length } satisfies PinPixels;
}

/** The ground: plain, or the backing card with its hang hole (an SVG drawn by librsvg). */
function groundSvg(plan: MockupPlan): string {
  const size = plan.drawPx;
  const card = plan.card;
  const cardSvg = card
    ? `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="${card.radius}" ` +
      `fill="${card.fill}" stroke="${card.edge}" stroke-width="${plan.supersample * 2}"/>` +
      `<circle cx="${card.hole.cx}" cy="${card.hole.cy}" r="${card.hole.r}" fill="${card.hole.fill}" ` +
      `stroke="${card.edge}" stroke-width="${plan.supersample * 2}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${plan.ground}"/>${cardSvg}</svg>`
  );
}

/** The pin's shadow: its mask in black at the shadow's darkness, padded for the blur. */
function shadowOf(pin: PinPixels, plan: MockupPlan) {
  const pad = plan.shadow.blurPx * 3;
  const [width, height] = [pin.width + 2 * pad, pin.height + 2 * pad];
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < pin.height; y++)
    for (let x = 0; x < pin.width; x++)
      data[((y + pad) * width + x + pad) * 4 + 3] = pin.mask[y * pin.width + x]! * plan.shadow.opacity;
  return { data, width, height, pad };
}

/**
 * A backing card ordered on its own: the card itself, the artwork printed on it in full colour within its margin; no
 * metal, no shadow. The picture is the card's shape (its longer side the canvas).
 */
async function drawPrintedCard(job: MockupJob, card: PrintedCard): Promise<MockupAnswer> {
  let art;
  try {
    art = await decode({ ...job, longSidePx: Math.max(card.art.width, card.art.height) });
  } catch {
    return { kind: 'unreadable' };
  }
  const { default: sharp } = await import('sharp');
  const { data: printed, info } = await sharp(art.data, { raw: { width: art.width, height: art.height, channels: 4 } })
    .resize({ width: card.art.width, height: card.art.height, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const edge = job.plan.supersample * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}">` +
    `<rect x="${edge / 2}" y="${edge / 2}" width="${card.width - edge}" height="${card.height - edge}" ` +
    `rx="${card.radius}" fill="${card.fill}" stroke="${card.edge}" stroke-width="${edge}"/></svg>`;
  const drawn = await sharp(Buffer.from(svg))
    .composite([
      {
        input: printed,
        left: card.art.x + Math.floor((card.art.width - info.width) / 2),
        top: card.art.y + Math.floor((card.art.height - info.height) / 2),
      },
    ])
    .png()
    .toBuffer();
  const s = job.plan.supersample;
  const { data, info: out } = await sharp(drawn)
    .timeout({ seconds: job.limits.seconds })
    .resize({ width: Math.round(card.width / s), height: Math.round(card.height / s) })
    .png({ palette: true, quality: 90, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return {
    kind: 'image',
    png: new Uint8Array(data),
    width: out.width,
    height: out.height,
    outline: 'rectangle',
    colours: 0,
  };
}

async function draw(job: MockupJob): Promise<MockupAnswer> {
  const { plan } = job;
  if (plan.printedCard) return drawPrintedCard(job, plan.printedCard);
  let art;
  try {
    art = await decode({ ...job, longSidePx: plan.pinPx });
  } catch {
    return { kind: 'unreadable' };
  }
  let transparent = 0;
  for (let p = 3; p < art.data.length; p += 4) if (art.data[p]! < 128) transparent++;
  const outline = pinOutline(plan.shape, transparent / (art.width * art.height));
  const pin = drawPin(plan, outline, art);
  const { default: sharp } = await import('sharp');
  const shadow = shadowOf(pin, plan);
  const blurred = await sharp(shadow.data, { raw: { width: shadow.width, height: shadow.height, channels: 4 } })
    .blur(plan.shadow.blurPx / 2)
    .png()
    .toBuffer();
  const left = Math.round(plan.centre.x - pin.width / 2);
  const top = Math.round(plan.centre.y - pin.height / 2);
  const ground = await sharp(Buffer.from(groundSvg(plan)))
    .composite([
      {
        input: blurred,
        left: left - shadow.pad + plan.shadow.offsetPx,
        top: top - shadow.pad + plan.shadow.offsetPx,
      },
      { input: pin.rgba, raw: { width: pin.width, height: pin.height, channels: 4 }, left, top },
    ])
    .png()
    .toBuffer();
  const { data, info } = await sharp(ground)
    .timeout({ seconds: job.limits.seconds })
    .resize({ width: plan.canvasPx, height: plan.canvasPx })
    .png({ palette: true, quality: 90, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return {
    kind: 'image',
    png: new Uint8Array(data),
    width: info.width,
    height: info.height,
    outline,
    colours: pin.colours,
  };
}

if (parentPort) {
  const port = parentPort;
  void draw(workerData as MockupJob).then((answer) => port.postMessage(answer));
}
