import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

const HERO = '/images/home/custom-pins.svg';

/** What a browser takes from `srcset`: the narrowest candidate at least as wide as the slot in device pixels. */
function chosenWidth(srcSet: string, slotCssPx: number, dpr: number): number {
  const needed = slotCssPx * dpr;
  const widths = srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
  return widths.filter((width) => width >= needed).sort((a, b) => a - b)[0] ?? Math.max(...widths);
}

describe('imageSrcSet', () => {
  // A full-width picture (sizes 92vw) on common phones: 412px wide at DPR 1.75 (Lighthouse's Moto G Power), 2
  // and 2.625, 390px at 3.
  it.each([
    [412, 1.75],
    [412, 2],
    [412, 2.625],
    [390, 3],
  ])('gives a %ipx-wide phone at DPR %d a picture at most 10%% wider than it shows', (viewport, dpr) => {
    const slot = viewport * 0.92;
    const width = chosenWidth(imageSrcSet(HERO)!, slot, dpr);
    expect(width).toBeGreaterThanOrEqual(slot * dpr);
    expect(width).toBeLessThanOrEqual(slot * dpr * 1.1);
  });

  it('lists the local variants up to the widest asked for, and nothing for other addresses', () => {
    expect(imageSrcSet(HERO, 800)).toBe(
      [160, 320, 480, 640, 720, 800].map((width) => `/img/${width}${HERO} ${width}w`).join(', '),
    );
    expect(imageSrcSet('https://cdn.example/pin.png')).toBeUndefined();
  });
});
