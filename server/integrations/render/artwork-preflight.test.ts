// Pre-flight of the fixture set in its worker: what each report finds (the times are printed, never asserted).
import { afterAll, describe, expect, it } from 'vitest';
import { artworkFixture, artworkPdf } from '../../../tests/helpers/artwork-fixtures';
import { preflightArtwork, PREFLIGHT_LIMITS, type PreflightOutcome } from './artwork-preflight';

const times: string[] = [];
afterAll(() => {
  process.stdout.write(`pre-flight times: ${times.join(', ')}\n`);
});

async function report(outcome: Promise<PreflightOutcome>, name: string) {
  const result = await outcome;
  if (result.kind !== 'report') throw new Error(`${name}: ${JSON.stringify(result)}`);
  times.push(`${name} ${result.ms} ms`);
  return result.report;
}

const ids = (r: { findings: { id: string; tone: string }[] }) => r.findings.map((f) => `${f.id}:${f.tone}`);

describe('artwork pre-flight of the fixtures', () => {
  it('a 240 px JPEG: too few pixels from 1 inch up, so we redraw it; three colours, no transparency', async () => {
    const r = await report(preflightArtwork(artworkFixture('crest'), 'jpeg'), 'crest-240.jpg');
    expect(r).toMatchObject({ kind: 'raster', widthPx: 240, heightPx: 240, colourCount: 3, transparent: false });
    expect(r.sizes.map((s) => s.dpi)).toEqual([320, 240, 192, 160]);
    expect(r.swatches.map((s) => s.name)).toEqual(['white', 'green', 'yellow']);
    expect(ids(r)).toEqual(['resolution:attention', 'colours:ok', 'transparency:ok']);
    expect(r.findings[0]!.next).toMatch(/^We’ll redraw it as vector, free/);
  });

  it('a 2400 px PNG of 14 colours: sharp at every size, more than 8 colours', async () => {
    const r = await report(preflightArtwork(artworkFixture('palette'), 'png'), 'palette-2400.png');
    expect(r).toMatchObject({ kind: 'raster', widthPx: 2400, heightPx: 1200, colourCount: 14 });
    expect(r.swatches).toHaveLength(8);
    expect(r.sizes.every((s) => s.sharp && !s.thinLines)).toBe(true);
    expect(ids(r)).toEqual(['resolution:ok', 'colours:attention', 'transparency:ok']);
    expect(r.findings[1]!.next).toBe('More than 8 colours: we’ll suggest a simpler palette with your proof.');
  });

  it('a clean 3-colour SVG: vector, three colours, nothing to change', async () => {
    const r = await report(preflightArtwork(artworkFixture('flag'), 'svg'), 'flag-3-colours.svg');
    expect(r).toMatchObject({ kind: 'vector', widthPx: null, colourCount: 3 });
    expect(r.swatches.map((s) => s.hex)).toEqual(['#1f6f3f', '#ffffff', '#f2c230']);
    expect(ids(r)).toEqual(['vector:ok', 'colours:ok', 'transparency:ok']);
  });

  it('a thin-line logo: hairlines too thin to fill at every size, on a transparent ground', async () => {
    const r = await report(preflightArtwork(artworkFixture('thinLines'), 'png'), 'thin-lines.png');
    expect(r).toMatchObject({ colourCount: 1, transparent: true });
    expect(r.sizes.map((s) => s.thinLines)).toEqual([true, true, true, true]);
    expect(ids(r)).toEqual(['resolution:ok', 'colours:ok', 'transparency:ok', 'thin-lines:attention']);
  });

  it('a PDF of three pages: the first page is checked and the report says so', async () => {
    const r = await report(preflightArtwork(await artworkPdf(3), 'pdf'), 'three-page.pdf');
    expect(r).toMatchObject({ kind: 'vector', pages: 3, colourCount: 3 });
    expect(r.findings[0]!.text).toBe('Your PDF has 3 pages: we checked and will use the first page only.');
    // Two workers start here (the PDF's first page, then the pixels), each loading pdfjs or sharp: seconds on a
    // busy machine, so more than the 5 s default.
  }, 30_000);

  it('bytes that do not decode are unreadable; a worker past its time limit is ended', async () => {
    expect(await preflightArtwork(Buffer.from('\x89PNG\r\n\x1a\nbroken'), 'png')).toEqual({ kind: 'unreadable' });
    const late = await preflightArtwork(artworkFixture('palette'), 'png', { ...PREFLIGHT_LIMITS, timeoutMs: 1 });
    expect(late).toMatchObject({ kind: 'unavailable', why: expect.stringMatching(/^timeout/) });
  });
});
