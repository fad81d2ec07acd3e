import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Executor } from '../../db/client';
import { uploads, type Upload } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { detectUploadKind, UPLOAD_KINDS, type UploadKind } from '../../integrations/storage/file-types';
import { sanitizeSvg } from '../../integrations/storage/sanitize-svg';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_ERRORS = {
  tooLarge: 'Please upload a file smaller than 10MB.',
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

/** Keeps a file a visitor sent: type by its bytes, SVG sanitised, a random name, a row in `uploads`. */
export function createUploadService(store: FileStore) {
  return {
    store,

    async accept(
      tx: Executor,
      file: IncomingFile,
      options: { kinds: readonly UploadKind[]; purpose: string; typeMessage: string },
    ): Promise<StoredUpload> {
      if (file.bytes.length === 0) throw new AppError('bad_request', UPLOAD_ERRORS.empty);
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', UPLOAD_ERRORS.tooLarge);
      const kind = await detectUploadKind(file.bytes);
      if (!kind || !options.kinds.includes(kind)) throw new AppError('unsupported_media_type', options.typeMessage);
      let body = file.bytes;
      if (kind === 'svg') {
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
          originalName: file.filename.slice(0, 255) || `upload.${info.ext}`,
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
