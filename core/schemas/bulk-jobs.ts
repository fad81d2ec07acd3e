import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Imports and exports as background jobs: the customer import and the VIP and tournament lists read from a stored
// file a batch at a time, and CSV exports of a period written to storage and downloaded by a signed link.

/** An import job's file: at most 50 MB (the campaign panels' direct uploads keep their 10 MB). */
export const IMPORT_JOB_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_KINDS = ['shopify', 'vip', 'tournament'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const EXPORT_KINDS = ['orders', 'invoices', 'payments', 'contacts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** How long an export's download link works. */
export const EXPORT_LINK_HOURS = 24;

export const BULK_MESSAGES = {
  importTooLarge: 'The file is larger than 50 MB.',
  /** Followed by the columns the file has. */
  noEmailColumn: 'The CSV file has no Email column. Columns found:',
  linkExpired: 'This download link has expired. Start the export again for a new one.',
  linkInvalid: 'This download link is not valid.',
  notReady: 'The export is not ready yet.',
  noRowsToFix: 'This import has no rows to fix.',
  fileRemoved: 'This file was removed 7 days after its job ended.',
} as const;

/** Where a job stands, in the admin's words: waiting (for another import to finish), running, done or failed. */
export const JOB_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const importProgressSchema = z.object({
  totalBytes: z.number().int(),
  bytesRead: z.number().int(),
  rowsRead: z.number().int(),
  /** rowsRead scaled by the bytes still to read: the "~100,000 rows" of the progress bar. */
  estimatedRows: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  duplicates: z.number().int(),
  toFix: z.number().int(),
});
export type ImportProgressView = z.infer<typeof importProgressSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  state: z.enum(JOB_STATES),
  /** "Waiting: another import is running" and the like; null when there is nothing to add. */
  note: z.string().nullable(),
  progress: importProgressSchema,
  /** The failure in the admin's words (a broken line, a list without a valid address). */
  error: z.string().nullable(),
  /** GET this for the rows to fix as CSV; null when there are none, or once removed. */
  rowsToFixUrl: z.string().nullable(),
  /** The job's files were removed 7 days after it ended (the uploaded file and the rows to fix). */
  fileRemoved: z.boolean(),
  statusUrl: z.string(),
});
export type ImportJobView = z.infer<typeof importJobSchema>;

export const exportBodySchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  /** UTC days, inclusive. */
  from: z.iso.date(),
  to: z.iso.date(),
});
export type ExportRequest = z.infer<typeof exportBodySchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  from: z.string(),
  to: z.string(),
  state: z.enum(JOB_STATES),
  rows: z.number().int(),
  error: z.string().nullable(),
  /** The signed link, once done; it stops working at `expiresAt`; null once the file is removed. */
  downloadUrl: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The CSV was removed 7 days after the job ended. */
  fileRemoved: z.boolean(),
  statusUrl: z.string(),
});
export type ExportJobView = z.infer<typeof exportJobSchema>;
