/**
 * The customer import and the VIP and tournament lists as a background job: the file was stored as parts when the
 * request came (import-job-files.ts) and is read here a part at a time, parsed as it arrives, written 500 rows a
 * transaction. After each batch the job saves where it stands (rows read, imported, skipped, to fix, the last line
 * done) as its checkpoint: a job taken again after a restart skips the lines done and goes on, and the upserts by
 * address make a batch run twice count its rows as duplicates, never as two contacts. Rows that cannot be imported
 * are written as parts of a "rows to fix" file kept with the job. A list is written in one transaction at its end
 * (a campaign never sees half a list), so a list job taken again simply reads its file again.
 */
import type { ImportKind } from '../../../core/schemas/bulk-jobs';
import type { ImportResult } from '../../../core/schemas/campaigns';
import type { Database } from '../../db/client';
import { partKey, readParts } from '../../integrations/storage/file-parts';
import type { FileStore } from '../../integrations/storage/file-store';
import { recordAudit } from '../audit';
import { importShopifyBatch, uploadContactList, type ShopifyImportState } from './contact-import';
import type { CsvLineError } from './csv';
import { csvLine } from './csv';
import { readCsvStream, type CsvBatch } from './csv-stream';

export interface ImportJobPayload {
  kind: ImportKind;
  fileName: string;
  /** The stored file: `parts` parts under `prefix` in the private store. */
  prefix: string;
  parts: number;
  totalBytes: number;
  actorId: number;
  ip: string;
}

/** The job's checkpoint and progress: saved after each batch. */
export interface ImportCheckpoint {
  bytesRead: number;
  rowsRead: number;
  imported: number;
  skipped: number;
  duplicates: number;
  toFix: number;
  /** The file's last line handled: a run taken again skips up to it. */
  lastLine: number;
  /** The header row, for the rows-to-fix file. */
  headers: string[];
  /** Parts of the rows-to-fix file written so far. */
  fixParts: number;
  /** A list's answer, once written. */
  list?: { count: number; csvFileName: string; onCalendar?: number };
}

/** What the job engine hands a run: the payload, the checkpoint saved last (none the first time), a way to save. */
export interface ImportJobRun {
  payload: ImportJobPayload;
  checkpoint: ImportCheckpoint | undefined;
  save(checkpoint: ImportCheckpoint): Promise<void>;
  signal?: AbortSignal;
}

export const IMPORT_JOB_KIND = 'contacts.import';
/** One import at a time: a second one waits in the queue under this key. */
export const IMPORT_CONCURRENCY_KEY = 'contacts-import';

export const emptyCheckpoint = (): ImportCheckpoint => ({
  bytesRead: 0,
  rowsRead: 0,
  imported: 0,
  skipped: 0,
  duplicates: 0,
  toFix: 0,
  lastLine: 1,
  headers: [],
  fixParts: 0,
});

export const fixPrefix = (prefix: string) => `${prefix}-fix`;

/** The rows-to-fix file's lines for some errors: the line, the problem and the row's fields as the file had them. */
const fixLines = (errors: CsvLineError[]) =>
  errors.map((error) => csvLine([error.line, error.message, ...(error.record ?? [])])).join('');

/** The file's bytes, counted into `progress.bytesRead` as they are read. */
async function* counted(store: FileStore, payload: ImportJobPayload, progress: ImportCheckpoint) {
  let read = 0;
  for await (const chunk of readParts(store, payload.prefix, payload.parts)) {
    read += chunk.length;
    progress.bytesRead = Math.max(progress.bytesRead, read);
    yield chunk;
  }
}

function stopIfAsked(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The job was stopped.');
}

/** Runs (or resumes) an import job to its end; what it found is the last checkpoint saved, also returned. */
export async function runImportJob(
  deps: { db: Database; store: FileStore },
  run: ImportJobRun,
): Promise<ImportCheckpoint> {
  const { payload } = run;
  const progress: ImportCheckpoint = { ...emptyCheckpoint(), ...run.checkpoint };
  const writeFix = async (errors: CsvLineError[]) => {
    if (errors.length === 0) return;
    const part = partKey(fixPrefix(payload.prefix), progress.fixParts);
    await deps.store.put(part, Buffer.from(fixLines(errors)), 'text/csv');
    progress.fixParts++;
    progress.toFix += errors.length;
  };
  if (payload.kind !== 'shopify') {
    if (progress.list) return progress;
    // A list is written whole at its end, so a run taken again reads it from the start: its counts too.
    Object.assign(progress, { bytesRead: 0, rowsRead: 0, imported: 0, skipped: 0, toFix: 0 });
    const list = await uploadContactList(
      deps.db,
      {
        kind: payload.kind,
        fileName: payload.fileName,
        bytes: counted(deps.store, payload, progress),
        // Rows read and addresses taken so far, shown while it reads, as the Shopify import's are.
        onRead: async (read) => {
          stopIfAsked(run.signal);
          Object.assign(progress, {
            rowsRead: read.rowsRead,
            imported: read.accepted,
            skipped: read.errors,
            toFix: read.errors,
          });
          await run.save(progress);
        },
      },
      { id: payload.actorId },
      payload.ip,
    );
    // The list is written: its counts and rows to fix are saved with it (a second run finds `list` and stops).
    progress.fixParts = 0;
    progress.toFix = 0;
    await writeFix(list.errors);
    progress.imported = list.count;
    progress.skipped = list.errors.length;
    progress.list = { count: list.count, csvFileName: list.csvFileName, onCalendar: list.calendar?.onCalendar };
    await run.save(progress);
    return progress;
  }
  const state: ShopifyImportState = { result: { imported: 0, skipped: 0, duplicates: 0, errors: [] }, seen: new Set() };
  await readCsvStream(counted(deps.store, payload, progress), async (batch: CsvBatch) => {
    stopIfAsked(run.signal);
    progress.headers = batch.headers;
    const after = progress.lastLine;
    const rows = batch.rows.filter((row) => row.line > after);
    const errors = batch.errors.filter((error) => error.line > after);
    const last = Math.max(0, ...batch.rows.map((row) => row.line), ...batch.errors.map((error) => error.line));
    if (rows.length + errors.length === 0) return;
    const result: ImportResult = { imported: 0, skipped: 0, duplicates: 0, errors: [] };
    state.result = result;
    await importShopifyBatch(deps.db, { headers: batch.headers, rows, errors }, state);
    await writeFix(result.errors);
    progress.rowsRead += rows.length + errors.length;
    progress.imported += result.imported;
    progress.skipped += result.skipped - result.errors.length;
    progress.duplicates += result.duplicates;
    progress.lastLine = last;
    await run.save(progress);
  });
  progress.bytesRead = payload.totalBytes;
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      actor: { id: payload.actorId },
      action: 'contacts.import',
      entity: 'contacts',
      entityId: 'shopify-import',
      details: {
        imported: progress.imported,
        skipped: progress.skipped,
        duplicates: progress.duplicates,
        errors: progress.toFix,
      },
      ip: payload.ip,
    }),
  );
  await run.save(progress);
  return progress;
}
