/**
 * Instant pin mockups of uploaded artwork (core/pin-mockup; drawn in a worker by integrations/render/mockup.ts): one
 * drawn for the page and kept nowhere, and one kept with an order or a quote as an upload of its own, found by its
 * artwork: `/uploads/{artwork}.{ext}` has its mockup at `/uploads/{artwork}-mockup.png`. A file that cannot be drawn
 * within the limits has no mockup, and nothing waits for one.
 */
import { AppError } from '../../../core/errors';
import type { ArtworkSource } from '../../../core/artwork-preflight';
import { MOCKUP_MESSAGES, type ArtworkMockup } from '../../../core/pin-mockup-schema';
import type { Executor } from '../../db/client';
import type { Upload } from '../../db/schema';
import { renderMockup, type MockupRequest } from '../../integrations/render/mockup';
import type { FileStore } from '../../integrations/storage/file-store';
import { UPLOAD_KINDS, type UploadKind } from '../../integrations/storage/file-types';
import type { IncomingFile, PreparedFile, StoredUpload } from './uploads.service';

interface UploadParts {
  store: FileStore;
  prepare(file: IncomingFile, options: { kinds: readonly UploadKind[]; typeMessage: string }): Promise<PreparedFile>;
  keep(tx: Executor, file: PreparedFile, purpose: string, storageKey?: string): Promise<StoredUpload>;
  find(tx: Executor, storageKey: string): Promise<Upload | null>;
}

/** The storage key of the mockup kept for the artwork at `artworkUrl` (an /uploads/ address); null for another. */
export function mockupKeyOf(artworkUrl: string): string | null {
  const match = /^\/uploads\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\.[a-z]{3,4}$/.exec(artworkUrl);
  return match && !match[1]!.endsWith('-mockup') ? `${match[1]}-mockup.png` : null;
}

const SOURCES = new Set<string>(['png', 'jpeg', 'gif', 'webp', 'svg', 'pdf']);

async function draw(kind: UploadKind, body: Buffer, options: MockupRequest) {
  if (!SOURCES.has(kind)) return null;
  return renderMockup(body, kind as ArtworkSource, options);
}

export function createMockups(parts: UploadParts) {
  return {
    /** A mockup of a file for the page: checked and cleaned as its field keeps it, drawn, kept nowhere. */
    async drawMockup(
      file: IncomingFile,
      rules: { kinds: readonly UploadKind[]; typeMessage: string },
      options: MockupRequest,
    ): Promise<ArtworkMockup> {
      const { kind, body } = await parts.prepare(file, rules);
      const outcome = await draw(kind, body, options);
      if (outcome?.kind === 'unreadable') throw new AppError('unsupported_media_type', rules.typeMessage);
      if (outcome?.kind !== 'image') return { image: null, outline: null, message: MOCKUP_MESSAGES.unavailable };
      return {
        image: `data:image/png;base64,${outcome.png.toString('base64')}`,
        outline: outcome.outline,
        message: null,
      };
    },

    /**
     * Draws and keeps the mockup of artwork already kept (at `artworkUrl`) for an order or a quote; its address, or
     * null when it cannot be drawn (never an error: the order goes on without it).
     */
    async keepMockup(tx: Executor, artworkUrl: string, options: MockupRequest): Promise<string | null> {
      const key = mockupKeyOf(artworkUrl);
      const artwork = key ? await parts.find(tx, artworkUrl.replace('/uploads/', '')) : null;
      const file = artwork ? await parts.store.get(artwork.storageKey) : null;
      if (!key || !artwork || !file) return null;
      const bytes = Buffer.concat(await file.body.toArray());
      const kind = (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((k) => UPLOAD_KINDS[k].mime === artwork.mimeType);
      const outcome = kind ? await draw(kind, bytes, options).catch(() => null) : null;
      if (outcome?.kind !== 'image') return null;
      const name = artwork.originalName.replace(/\.[A-Za-z0-9]+$/, '');
      const prepared: PreparedFile = { kind: 'png', body: outcome.png, filename: `${name}-mockup.png`, report: null };
      return (await parts.keep(tx, prepared, 'pin-mockup', key)).url;
    },

    /** The address of the mockup kept for the artwork at `artworkUrl`; null when there is none. */
    async mockupUrlOf(tx: Executor, artworkUrl: string): Promise<string | null> {
      const key = mockupKeyOf(artworkUrl);
      return key && (await parts.find(tx, key)) ? `/uploads/${key}` : null;
    },

    /** The mockup kept for the artwork at `artworkUrl`, with its bytes; null when there is none. */
    async findMockup(tx: Executor, artworkUrl: string): Promise<{ upload: Upload; bytes: Buffer } | null> {
      const key = mockupKeyOf(artworkUrl);
      const upload = key ? await parts.find(tx, key) : null;
      const file = upload ? await parts.store.get(upload.storageKey) : null;
      if (!upload || !file) return null;
      return { upload, bytes: Buffer.concat(await file.body.toArray()) };
    },
  };
}
