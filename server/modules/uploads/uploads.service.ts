import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../core/uploads';
import type { Executor } from '../../db/client';
import { uploads, type Upload } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { detectUploadKind, UPLOAD_KINDS, type UploadKind } from '../../integrations/storage/file-types';
import { displayFileName, reencodeImage } from '../../integrations/storage/reencode-image';
import { sanitizeSvg } from '../../integrations/storage/sanitize-svg';

export const UPLOAD_ERRORS = {
  imageType: 'Please upload a PNG, JPG, GIF, or SVG file.',
  designType: 'Please upload a PNG, JPG, GIF, SVG or PDF file.',
  empty: 'The uploaded file is empty.',
} as const;

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

export interface StoredUpload {
  upload: Upload;
  url: string;
}

export function uploadUrl(storageKey: string): string {
  return `/uploads/${storageKey}`;
}

/**
 * Keeps a file a visitor sent: type by its bytes, raster images re-encoded (no metadata, nothing appended), SVG
 * sanitised, a random storage name (the visitor's name is kept as text only), a row in `uploads`.
 */
export function createUploadService(store: FileStore) {
  return {
    store,

    async accept(
      tx: Executor,
      file: IncomingFile,
      options: { kinds: readonly UploadKind[]; purpose: string; typeMessage: string },
    ): Promise<StoredUpload> {
      if (file.bytes.length === 0) throw new AppError('bad_request', UPLOAD_ERRORS.empty);
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
      const kind = await detectUploadKind(file.bytes);
      if (!kind || !options.kinds.includes(kind)) throw new AppError('unsupported_media_type', options.typeMessage);
      let body = file.bytes;
      if (kind === 'png' || kind === 'jpeg' || kind === 'gif' || kind === 'webp') {
        const clean = await reencodeImage(file.bytes, kind);
        if (!clean) throw new AppError('unsupported_media_type', options.typeMessage);
        body = clean;
      } else if (kind === 'svg') {
        const clean = sanitizeSvg(file.bytes.toString('utf8'));
        if (!clean) throw new AppError('unsupported_media_type', options.typeMessage);
        body = Buffer.from(clean, 'utf8');
      }
      const info = UPLOAD_KINDS[kind];
      const storageKey = `${randomUUID()}.${info.ext}`;
      await store.put(storageKey, body, info.mime);
      const [upload] = await tx
        .insert(uploads)
        .values({
          storageKey,
          originalName: displayFileName(file.filename, `upload.${info.ext}`),
          mimeType: info.mime,
          sizeBytes: body.length,
          purpose: options.purpose,
        })
        .returning();
      return { upload: upload!, url: uploadUrl(storageKey) };
    },

    async find(tx: Executor, storageKey: string): Promise<Upload | null> {
      const rows = await tx.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
