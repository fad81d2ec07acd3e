/**
 * The artwork pre-flight fixtures (tests/fixtures/artwork, written by scripts/artwork-fixtures.mjs) and a PDF of
 * several pages made here with pdfkit.
 */
import { readFileSync } from 'node:fs';

export const ARTWORK_FIXTURES = {
  crest: { file: 'crest-240.jpg', contentType: 'image/jpeg' },
  palette: { file: 'palette-2400.png', contentType: 'image/png' },
  flag: { file: 'flag-3-colours.svg', contentType: 'image/svg+xml' },
  thinLines: { file: 'thin-lines.png', contentType: 'image/png' },
} as const;

export type ArtworkFixture = keyof typeof ARTWORK_FIXTURES;

export function artworkFixture(name: ArtworkFixture): Buffer {
  return readFileSync(new URL(`../fixtures/artwork/${ARTWORK_FIXTURES[name].file}`, import.meta.url));
}

/** A fixture as a multipart file part (tests/helpers/multipart), under the name and type it has. */
export function artworkFile(name: ArtworkFixture) {
  const { file, contentType } = ARTWORK_FIXTURES[name];
  return { filename: file, contentType, bytes: artworkFixture(name) };
}

/** A PDF of `pages` pages, each a green disc with a yellow bar on white (vector art in three colours). */
export async function artworkPdf(pages: number): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [144, 144], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage({ size: [144, 144], margin: 0 });
    doc.circle(72, 72, 60).fill('#1f6f3f');
    doc.rect(60, 30, 24, 84).fill('#f2c230');
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
