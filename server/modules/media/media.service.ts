import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { hasVariants, type ImageWidth } from '../../../core/images';
import { AppError } from '../../../core/errors';

export interface MediaRoots {
  /** Where /images/... files live (the repository's public/ folder). */
  publicDir: string;
  /** Where /uploads/... files live (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Rendered variants are kept here (DATA_DIR/cache/img). */
  cacheDir: string;
}

/**
 * Renders a local image (SVG or raster) to WebP at a given width, once; later requests read the cached file.
 * Written to a temporary name and renamed, so concurrent first requests never serve a half-written file.
 */
export function createMediaService(roots: MediaRoots) {
  const inFlight = new Map<string, Promise<Buffer>>();

  function sourcePath(src: string): string {
    if (!hasVariants(src)) throw new AppError('not_found', 'Image not found');
    const [, area, ...rest] = src.split('/');
    const base = area === 'uploads' ? roots.uploadsDir : path.join(roots.publicDir, 'images');
    const resolved = path.resolve(base, ...rest);
    if (!resolved.startsWith(path.resolve(base) + path.sep)) throw new AppError('not_found', 'Image not found');
    return resolved;
  }

  async function render(source: string, cached: string, width: ImageWidth): Promise<Buffer> {
    const buffer = await sharp(source, { density: 300 })
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
      const source = sourcePath(src);
      if (!existsSync(source)) throw new AppError('not_found', 'Image not found');
      const key = createHash('sha256').update(`${src}|${width}`).digest('hex').slice(0, 32);
      const cached = path.join(roots.cacheDir, `${key}.webp`);
      if (existsSync(cached)) return readFile(cached);
      let pending = inFlight.get(cached);
      if (!pending) {
        pending = render(source, cached, width).finally(() => inFlight.delete(cached));
        inFlight.set(cached, pending);
      }
      return pending;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
