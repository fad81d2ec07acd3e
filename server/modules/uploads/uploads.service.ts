import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { ArtworkReport } from '../../../core/artwork-preflight';
import { ARTWORK_MESSAGES, type ArtworkCheck } from '../../../core/schemas/artwork';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../core/uploads';
import type { Executor } from '../../db/client';
import { uploads, type Upload } from '../../db/schema';
import { preflightArtwork } from '../../integrations/render/artwork-preflight';
import type { FileStore } from '../../integrations/storage/file-store';
import { detectUploadKind, UPLOAD_KINDS, type UploadKind } from '../../integrations/storage/file-types';
import { displayFileName, reencodeImage } from '../../integrations/storage/reencode-image';
import { sanitizeSvg } from '../../integrations/storage/sanitize-svg';
import { createMockups } from './mockups';

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

export interface AcceptOptions {
  kinds: readonly UploadKind[];
  purpose: string;
  typeMessage: string;
  /** Artwork: checked by pre-flight before it is kept, the report stored with it. */
  preflight?: boolean;
}

/** A file checked and cleaned, not kept yet. */
export interface PreparedFile {
  kind: UploadKind;
  body: Buffer;
  filename: string;
  report: ArtworkReport | null;
}

/** The file as it is kept: typed by its bytes, raster re-encoded, SVG sanitised; else the field's message. */
async function cleanFile(file: IncomingFile, kinds: readonly UploadKind[], typeMessage: string) {
  if (file.bytes.length === 0) throw new AppError('bad_request', UPLOAD_ERRORS.empty);
  if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
  const kind = await detectUploadKind(file.bytes);
  if (!kind || !kinds.includes(kind)) throw new AppError('unsupported_media_type', typeMessage);
  let body = file.bytes;
  if (kind === 'png' || kind === 'jpeg' || kind === 'gif' || kind === 'webp') {
    const clean = await reencodeImage(file.bytes, kind);
    if (!clean) throw new AppError('unsupported_media_type', typeMessage);
    body = clean;
  } else if (kind === 'svg') {
    const clean = sanitizeSvg(file.bytes.toString('utf8'));
    if (!clean) throw new AppError('unsupported_media_type', typeMessage);
    body = Buffer.from(clean, 'utf8');
  }
  return { kind, body };
}

/**
 * Reports of files checked lately, by the SHA-256 of their clean bytes: the page checks a file as soon as it is chosen
 * and the form sends the same file a minute later, so the worker runs once. (Another instance just checks again.)
 */
const RECENT_REPORTS = 200;

/** The pre-flight report of a clean file; null past the check's limits; a file that does not draw is refused. */
function createPreflight() {
  const recent = new Map<string, ArtworkReport>();
  return async (kind: UploadKind, body: Buffer, typeMessage: string): Promise<ArtworkReport | null> => {
    const hash = createHash('sha256').update(body).digest('hex');
    const known = recent.get(hash);
    if (known) return known;
    const outcome = await preflightArtwork(body, kind);
    if (outcome.kind === 'unreadable') throw new AppError('unsupported_media_type', typeMessage);
    if (outcome.kind !== 'report') return null;
    if (recent.size >= RECENT_REPORTS) recent.delete(recent.keys().next().value!);
    recent.set(hash, outcome.report);
    return outcome.report;
  };
}

/**
 * Keeps a file a visitor sent: type by its bytes, raster images re-encoded (no metadata, nothing appended), SVG
 * sanitised, a random storage name (the visitor's name is kept as text only), a row in `uploads`.
 */
export function createUploadService(store: FileStore) {
  const preflight = createPreflight();
  /**
   * Checks a file and makes it ready to keep, outside any transaction (pre-flight runs in a worker for up to a few
   * seconds): typed by its bytes, cleaned, and with `preflight` its artwork report.
   */
  async function prepare(file: IncomingFile, options: Omit<AcceptOptions, 'purpose'>): Promise<PreparedFile> {
    const { kind, body } = await cleanFile(file, options.kinds, options.typeMessage);
    const report = options.preflight ? await preflight(kind, body, options.typeMessage) : null;
    return { kind, body, filename: file.filename, report };
  }

  /** Keeps a prepared file: in the store under a random name (or `storageKey`), a row in `uploads` (with its report). */
  async function keep(tx: Executor, file: PreparedFile, purpose: string, storageKey?: string): Promise<StoredUpload> {
    const info = UPLOAD_KINDS[file.kind];
    storageKey ??= `${randomUUID()}.${info.ext}`;
    await store.put(storageKey, file.body, info.mime);
    const [upload] = await tx
      .insert(uploads)
      .values({
        storageKey,
        originalName: displayFileName(file.filename, `upload.${info.ext}`),
        mimeType: info.mime,
        sizeBytes: file.body.length,
        purpose,
        preflight: file.report,
      })
      .returning();
    return { upload: upload!, url: uploadUrl(storageKey) };
  }

  async function find(tx: Executor, storageKey: string): Promise<Upload | null> {
    const rows = await tx.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
    return rows[0] ?? null;
  }

  return {
    store,
    prepare,
    keep,
    find,
    ...createMockups({ store, prepare, keep, find }),

    /** `prepare` then `keep`, for a caller that holds no transaction open meanwhile. */
    async accept(tx: Executor, file: IncomingFile, options: AcceptOptions): Promise<StoredUpload> {
      return keep(tx, await prepare(file, options), options.purpose);
    },

    /** Checks artwork as `accept` would keep it, keeping nothing: the report the page shows right after upload. */
    async check(file: IncomingFile, options: Pick<AcceptOptions, 'kinds' | 'typeMessage'>): Promise<ArtworkCheck> {
      const { report } = await prepare(file, { ...options, preflight: true });
      return { report, message: report ? null : ARTWORK_MESSAGES.unchecked };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
