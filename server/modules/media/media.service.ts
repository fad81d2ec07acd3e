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

/**
 * Renders a local image (SVG or raster) to WebP at a given width, once; later requests read the cached file.
 * Written to a temporary name and renamed, so concurrent first requests never serve a half-written file.
 */
export function createMediaService(roots: MediaRoots) {
  const inFlight = new Map<string, Promise<Buffer>>();

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

  async function render(original: Buffer, cached: string, width: ImageWidth): Promise<Buffer> {
    // sharp (a native library) is loaded by the first image made, not by every start.
    const { default: sharp } = await import('sharp');
    const buffer = await sharp(original, { density: 300 })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
    await mkdir(path.dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, cached);
    return buffer;
  }

  return {
    async variant(src: string, width: ImageWidth): Promise<Buffer> {
      const key = createHash('sha256').update(`${src}|${width}`).digest('hex').slice(0, 32);
      const cached = path.join(roots.cacheDir, `${key}.webp`);
      if (existsSync(cached)) return readFile(cached);
      let pending = inFlight.get(cached);
      if (!pending) {
        pending = source(src)
          .then((original) => render(original, cached, width))
          .finally(() => inFlight.delete(cached));
        inFlight.set(cached, pending);
      }
      return pending;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
