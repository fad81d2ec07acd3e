import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasVariants, type ImageWidth } from '../../../core/images';
import { AppError } from '../../../core/errors';
import type { FileStore } from '../../integrations/storage/file-store';

export interface MediaRoots {
  /** Where /images/... files live (the repository's public/ folder). */
  publicDir: string;
  /** Where /uploads/... files live: the upload store (local disk or S3). */
  uploads: FileStore;
  /** Rendered variants are kept here (DATA_DIR/cache/img). */
  cacheDir: string;
}

/** The encodings a variant is made in: AVIF for browsers that accept it, WebP for the others. */
export type ImageFormat = 'avif' | 'webp';

/**
 * Limits on one render, so a hostile or merely huge picture (an uploaded SVG logo is rasterised at 300 dpi) fails
 * instead of holding one of libuv's four threads for minutes. The pixel limit is checked on the declared size before
 * anything is drawn: 60 MP is 3.6 times our largest drawing (1200 x 800 px, 16.7 MP at 300 dpi). The time limit
 * (our drawings render in 0.1-0.4 s) is checked by libvips between the tiles it renders, so one slow librsvg pass
 * can still overrun it.
 */
export const RENDER_LIMITS = { seconds: 5, inputPixels: 60_000_000 } as const;

export const IMAGE_NOT_RENDERED = 'This image could not be rendered: it is too large or too complex.';

/** Failed renders are remembered (by cache file), so asking again answers at once instead of working again. */
const REMEMBERED_FAILURES = 500;

/**
 * Renders a local image (SVG or raster) to AVIF or WebP at a given width, once; later requests read the cached
 * file (one per format). Written to a temporary name and renamed, so concurrent first requests never serve a
 * half-written file.
 */
export function createMediaService(roots: MediaRoots) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const failed = new Set<string>();

  /** The original's bytes: a file under public/images, or an object of the upload store. */
  async function source(src: string): Promise<Buffer> {
    if (!hasVariants(src)) throw new AppError('not_found', 'Image not found');
    const [, area, ...rest] = src.split('/');
    if (area === 'uploads') {
      const file = rest.length === 1 ? await roots.uploads.get(rest[0]!) : null;
      if (!file) throw new AppError('not_found', 'Image not found');
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    }
    const base = path.resolve(roots.publicDir, 'images');
    const resolved = path.resolve(base, ...rest);
    if (!resolved.startsWith(base + path.sep) || !existsSync(resolved))
      throw new AppError('not_found', 'Image not found');
    return readFile(resolved);
  }

  async function render(original: Buffer, cached: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    // sharp (a native library) is loaded by the first image made, not by every start.
    const { default: sharp } = await import('sharp');
    const resized = sharp(original, { density: 300, limitInputPixels: RENDER_LIMITS.inputPixels })
      .timeout({ seconds: RENDER_LIMITS.seconds })
      .resize({ width, withoutEnlargement: false });
    // AVIF at quality 50 (sharp's default 4:4:4 chroma) beats WebP q82 on our drawings (PSNR 37.6-41.3 dB against
    // 34.0-37.2 dB: WebP's 4:2:0 chroma blurs red on white) in 52-62% of the bytes. A first request waits for the
    // render: effort 2 instead of sharp's 4 takes a 1200 px drawing 0.4 s instead of 2.7 s (and ~85 MB at its
    // peak instead of ~110) for 3-6% more bytes; the 640-720 px variants took 0.1-0.3 s in the server.
    let buffer: Buffer;
    try {
      buffer = await (
        format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 82 })
      ).toBuffer();
    } catch {
      // Over a limit, or not a picture sharp can read: the same clear answer, never a 500.
      if (failed.size >= REMEMBERED_FAILURES) failed.clear();
      failed.add(cached);
      throw new AppError('unprocessable', IMAGE_NOT_RENDERED);
    }
    await mkdir(path.dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, cached);
    return buffer;
  }

  return {
    async variant(src: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
      // The format is part of the file name: the two encodings of one picture are cached side by side (and the
      // WebP files written before AVIF existed keep their names).
      const key = createHash('sha256').update(`${src}|${width}`).digest('hex').slice(0, 32);
      const cached = path.join(roots.cacheDir, `${key}.${format}`);
      if (existsSync(cached)) return readFile(cached);
      if (failed.has(cached)) throw new AppError('unprocessable', IMAGE_NOT_RENDERED);
      let pending = inFlight.get(cached);
      if (!pending) {
        pending = source(src)
          .then((original) => render(original, cached, width, format))
          .finally(() => inFlight.delete(cached));
        inFlight.set(cached, pending);
      }
      return pending;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
