/**
 * Raster uploads are decoded and encoded again: what is kept is the picture only, never what rode along with it
 * (EXIF with GPS positions, comments, a payload appended after the image data, a polyglot file).
 */
export type RasterKind = 'png' | 'jpeg' | 'gif' | 'webp';

/**
 * Past 10 s (an animation of many large frames, a file built to be slow to decode) the upload is refused as not a
 * picture rather than holding one of libuv's four threads; the pixel limit below refuses a decompression bomb at once.
 */
const REENCODE_TIMEOUT_SECONDS = 10;

/** The re-encoded image, or null when the bytes do not decode as the kind their header claims. */
export async function reencodeImage(bytes: Buffer, kind: RasterKind): Promise<Buffer | null> {
  // sharp is loaded by the first upload, not by every start.
  const { default: sharp } = await import('sharp');
  try {
    // rotate() applies the EXIF orientation before the metadata goes (sharp writes none unless asked).
    const image = sharp(bytes, { animated: kind === 'gif', failOn: 'error', limitInputPixels: 40_000_000 })
      .timeout({ seconds: REENCODE_TIMEOUT_SECONDS })
      .rotate();
    if (kind === 'png') return await image.png().toBuffer();
    if (kind === 'jpeg') return await image.jpeg({ quality: 92, mozjpeg: true }).toBuffer();
    if (kind === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    return null;
  }
}

/** A file name kept only as text for people to read: no path, no control characters, at most 255 characters. */
export function displayFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || fallback;
}
