import { describe, expect, it } from 'vitest';
import { mergeColours } from './artwork-colours';
import { colourName, effectiveDpi, mmToPixels, preflightReport, type ArtworkMeasurement } from './artwork-preflight';

const measured = (over: Partial<ArtworkMeasurement>): ArtworkMeasurement => ({
  source: 'png',
  widthPx: 3000,
  heightPx: 3000,
  pages: null,
  colours: [
    { hex: '#ffffff', share: 0.6 },
    { hex: '#1f6f3f', share: 0.4 },
  ],
  transparentShare: 0,
  thin: [],
  ...over,
});

const finding = (m: ArtworkMeasurement, id: string) => preflightReport(m).findings.find((f) => f.id === id);

describe('effective DPI and print sizes', () => {
  it('divides the longer side by the pin size in inches', () => {
    expect(effectiveDpi(240, 1)).toBe(240);
    expect(effectiveDpi(2400, 1.5)).toBe(1600);
    expect(effectiveDpi(1000, 0.75)).toBe(1333);
  });

  it('gives 0.3 mm in pixels of a raster printed at a size', () => {
    expect(mmToPixels(0.3, 600, 1.5)).toBeCloseTo(4.72, 2);
    expect(mmToPixels(0.3, 600, 0.75)).toBeCloseTo(9.45, 2);
  });
});

describe('colour merging', () => {
  it('merges near-identical shades and keeps colours people tell apart', () => {
    const merged = mergeColours([
      { r: 31, g: 111, b: 63, count: 500 },
      { r: 35, g: 108, b: 66, count: 40 },
      { r: 255, g: 255, b: 255, count: 400 },
      { r: 250, g: 252, b: 255, count: 30 },
      { r: 242, g: 194, b: 48, count: 200 },
    ]);
    expect(merged.map((c) => c.hex)).toEqual(['#1f6f3f', '#ffffff', '#f2c230']);
    expect(merged[0]!.share).toBeCloseTo(540 / 1170, 5);
  });

  it('counts no colour from a few stray pixels', () => {
    const merged = mergeColours([
      { r: 0, g: 0, b: 0, count: 995 },
      { r: 255, g: 0, b: 0, count: 5 },
    ]);
    expect(merged).toHaveLength(1);
  });
});

describe('colour names for the swatches’ text', () => {
  it.each([
    ['#ffffff', 'white'],
    ['#000000', 'black'],
    ['#1f6f3f', 'green'],
    ['#f2c230', 'yellow'],
    ['#d7263d', 'red'],
    ['#3498db', 'blue'],
    ['#8e44ad', 'purple'],
    ['#2e294e', 'dark blue'],
    ['#7f8c8d', 'grey'],
  ])('%s reads as %s', (hex, name) => expect(colourName(hex)).toBe(name));
});

describe('the report in plain words', () => {
  it('a 240 px picture: its DPI at each size, and we redraw it as vector, free', () => {
    const report = preflightReport(measured({ source: 'jpeg', widthPx: 240, heightPx: 180 }));
    expect(report.sizes.map((s) => [s.label, s.dpi, s.sharp])).toEqual([
      ['0.75 inch', 320, true],
      ['1 inch', 240, false],
      ['1.25 inch', 192, false],
      ['1.5 inch', 160, false],
    ]);
    const resolution = report.findings.find((f) => f.id === 'resolution')!;
    expect(resolution.text).toBe(
      'This is a JPG picture of 240 × 180 pixels: at 1 inch it is 240 DPI, 1.25 inch it is 192 DPI and 1.5 inch it is 160 DPI, under the 300 DPI we print from, so edges would look soft.',
    );
    expect(resolution.next).toMatch(/^We’ll redraw it as vector, free/);
  });

  it('a large picture is sharp at every size', () => {
    expect(finding(measured({ widthPx: 2400, heightPx: 1200 }), 'resolution')).toMatchObject({
      tone: 'ok',
      text: 'This is a PNG picture of 2400 × 1200 pixels: sharp enough at every pin size (1600 DPI at 1.5 inch).',
    });
  });

  it('more than 8 colours: a simpler palette is suggested; the swatches are the 8 largest', () => {
    const colours = Array.from({ length: 14 }, (_, i) => ({
      hex: `#${(i * 17).toString(16).padStart(2, '0')}2040`,
      share: 1 / 14,
    }));
    const report = preflightReport(measured({ colours }));
    expect(report.colourCount).toBe(14);
    expect(report.swatches).toHaveLength(8);
    expect(report.findings.find((f) => f.id === 'colours')!.next).toBe(
      'More than 8 colours: we’ll suggest a simpler palette with your proof.',
    );
  });

  it('vector art needs no resolution, and a PDF of several pages says the first is used', () => {
    const report = preflightReport(measured({ source: 'pdf', widthPx: null, heightPx: null, pages: 3 }));
    expect(report.kind).toBe('vector');
    expect(report.sizes.every((s) => s.dpi === null && s.sharp)).toBe(true);
    expect(report.findings.map((f) => f.id)).toEqual(['pages', 'vector', 'colours', 'transparency']);
    expect(report.findings[0]!.text).toBe('Your PDF has 3 pages: we checked and will use the first page only.');
  });

  it('an empty or fully transparent file: no colour found, and we ask for the artwork again', () => {
    expect(finding(measured({ colours: [], transparentShare: 1 }), 'colours')).toMatchObject({
      tone: 'attention',
      text: 'We found no colour in it: it looks empty or fully transparent.',
    });
  });

  it('transparency is named, with what becomes of it', () => {
    expect(finding(measured({ transparentShare: 0.3 }), 'transparency')!.text).toBe('The background is transparent.');
    expect(finding(measured({ transparentShare: 0.001 }), 'transparency')!.text).toMatch(/^There is no transparency/);
  });

  it('thin lines at the small sizes only: named with the sizes where they are thick enough', () => {
    const thin = [
      { size: '0.75inch' as const, share: 0.3, pixels: 900 },
      { size: '1inch' as const, share: 0.1, pixels: 300 },
      { size: '1.25inch' as const, share: 0.01, pixels: 30 },
      { size: '1.5inch' as const, share: 0, pixels: 0 },
    ];
    const found = finding(measured({ thin }), 'thin-lines')!;
    expect(found.text).toBe(
      'Some lines or text are thinner than 0.3 mm at 0.75 inch and 1 inch: too thin to fill with enamel (at 1.25 inch and 1.5 inch they are thick enough).',
    );
    expect(found.next).toMatch(/^We’ll thicken those lines/);
    expect(finding(measured({ thin: [{ size: '1inch', share: 0.5, pixels: 20 }] }), 'thin-lines')).toBeUndefined();
  });
});
