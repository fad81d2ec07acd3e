import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ArtworkReport } from '../../../core/artwork-preflight';
import { createdAt } from './columns';

/** A stored file (local disk or S3); the key is where the bytes live, the id is what links carry. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique('uploads_storage_key_key'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** What the file is for, e.g. quote-logo, custom-order-logo, tournament-csv. */
    purpose: text('purpose').notNull(),
    /** Artwork uploads: the pre-flight report (core/artwork-preflight); null for other files or when not checked. */
    preflight: jsonb('preflight').$type<ArtworkReport>(),
    createdAt: createdAt(),
  },
  (t) => [check('uploads_size_bytes_check', sql`${t.sizeBytes} >= 0`)],
);

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
