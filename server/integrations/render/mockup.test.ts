// The pin mockup of the fixture set in its worker: its size, its outline in the plating's metal, the card when chosen
// (the times are printed, never asserted).
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATING_METALS } from '../../../core/pin-mockup';
import { artworkFixture, artworkPdf } from '../../../tests/helpers/artwork-fixtures';
import { renderMockup, type MockupOutcome, type MockupRequest } from './mockup';

const times: string[] = [];
afterAll(() => {
  process.stdout.write(`mockup times: ${times.join(', ')}\n`);
});

const GOLD_ROUND: MockupRequest = { size: '1.5inch', plating: 'gold', packaging: ['just-pins'], shape: 'auto' };

async function image(outcome: Promise<MockupOutcome>, name: string) {
  const result = await outcome;
  if (result.kind !== 'image') throw new Error(`${name}: ${JSON.stringify(result)}`);
  times.push(`${name} ${result.ms} ms`);
  const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { result, info, at };
}

/** Whether two colours are within `tolerance` on each channel (the PNG has a palette of 256 colours). */
function near(actual: number[], hex: string, tolerance = 14) {
  const expected = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return actual.every((v, c) => Math.abs(v - expected[c]!) <= tolerance);
}

describe('pin mockups of the fixtures', () => {
  it('the 3-colour SVG, 1.5 inch gold: a 600 px PNG, a round pin with a gold rim, white around it', async () => {
    const { result, info, at } = await image(renderMockup(artworkFixture('flag'), 'svg', GOLD_ROUND), 'flag.svg');
    expect(result).toMatchObject({ width: 600, height: 600, outline: 'round' });
    expect(info.format).toBe('raw');
    // A 1.5 inch pin is 480 px across, centred: its rim (about 3 px wide) starts 60 px from the edge.
    expect(near(at(300, 62), PLATING_METALS.gold), `rim ${at(300, 62).join(',')}`).toBe(true);
    expect(near(at(300, 20), '#ffffff')).toBe(true);
    // The corner of the square artwork is cut off by the round outline.
    expect(near(at(80, 80), '#ffffff', 30)).toBe(true);
  });

  it('the PNG, black nickel on a backing card: the card around a smaller pin', async () => {
    const { result, at } = await image(
      renderMockup(artworkFixture('palette'), 'png', {
        size: '1inch',
        plating: 'black-nickel',
        packaging: ['backing-cards'],
        shape: 'round',
      }),
      'palette.png',
    );
    expect(result).toMatchObject({ width: 600, height: 600, outline: 'round' });
    // The card (2 x 3 inches, 560 px tall) is cream; the ground beside it white.
    expect(near(at(300, 100), '#f7f3ea')).toBe(true);
    expect(near(at(20, 300), '#ffffff')).toBe(true);
    // The 1 inch pin (187 px) is centred 56% down the card: its rim's top is at 20 + 314 - 93 = 241.
    expect(near(at(300, 242), PLATING_METALS['black-nickel'], 24), `rim ${at(300, 242).join(',')}`).toBe(true);
  });

  it('a logo on a transparent ground follows its own outline', async () => {
    const { result } = await image(renderMockup(artworkFixture('thinLines'), 'png', GOLD_ROUND), 'thin-lines.png');
    expect(result.outline).toBe('custom');
  });

  it('a PDF draws its first page; bytes that do not decode are unreadable', async () => {
    const { result } = await image(renderMockup(await artworkPdf(2), 'pdf', GOLD_ROUND), 'two-page.pdf');
    expect(result.width).toBe(600);
    const broken = Buffer.from('\x89PNG\r\n\x1a\nbroken');
    expect(await renderMockup(broken, 'png', GOLD_ROUND)).toEqual({ kind: 'unreadable' });
    // Two workers start here (the PDF's first page, then the pixels), each loading pdfjs or sharp: seconds on a
    // busy machine, so more than the 5 s default.
  }, 30_000);
});
