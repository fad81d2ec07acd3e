/**
 * Imports and exports as background jobs on the job engine (server/jobs): the import of a stored CSV file
 * (marketing's runImportJob: the Shopify customers, a VIP or tournament list) one at a time under a concurrency key,
 * and CSV exports of a period (runExportJob). The request stores and checks, enqueues, and answers 202 with the job;
 * the admin polls its status; a job taken again after a restart gets its saved checkpoint back. A refusal of the
 * file's content (a broken line, a list without a valid address) ends the job as failed with the admin's message,
 * retried never; anything else is retried by the engine.
 */
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import {
  BULK_MESSAGES,
  type ExportJobView,
  type ExportRequest,
  type ImportJobView,
  type ImportKind,
  type JobState,
} from '../../../core/schemas/bulk-jobs';
import type { Database } from '../../db/client';
import { readParts } from '../../integrations/storage/file-parts';
import type { FileStore } from '../../integrations/storage/file-store';
import type { JobContext, JobEngine } from '../../jobs';
import {
  IMPORT_CONCURRENCY_KEY,
  IMPORT_JOB_KIND,
  type ImportCheckpoint,
  type ImportJobPayload,
  rowsToFixCsv,
  runImportJob,
  storeImportFile,
} from '../marketing';
import { checkDownloadLink, exportDownloadLink } from './export-links';
import { createFileCleanup } from './file-cleanup';
import { EXPORT_JOB_KIND, type ExportCheckpoint, type ExportJobPayload, runExportJob } from './export-job';
import { jobOfKind, latestJobs, type JobRow } from './job-rows';

type Checkpoint = Record<string, unknown> & { error?: string };

export interface BulkJobDeps {
  db: Database;
  jobs: JobEngine;
  /** The private store: neither the uploads nor the exports are public files. */
  store: FileStore;
  linkSecret: string;
  now?: () => Date;
}

const IMPORT_TITLES: Record<ImportKind, string> = {
  shopify: 'Importing customers from',
  vip: 'Uploading the VIP list from',
  tournament: 'Uploading the tournament list from',
};

/** Runs a handler with the engine's checkpoint; the file's own refusal ends the job as failed, once. */
function handler<C extends object, P>(
  run: (payload: P, checkpoint: C | undefined, save: (c: C) => Promise<void>, signal: AbortSignal) => Promise<C>,
) {
  return async (context: JobContext) => {
    const checkpoint = (context.progress ?? undefined) as C | undefined;
    if (checkpoint && 'error' in checkpoint) return;
    let last: C | undefined = checkpoint;
    const save = async (next: C) => {
      last = next;
      await context.saveProgress(next as Record<string, unknown>);
    };
    try {
      await run(context.job.payload as P, checkpoint, save, context.signal);
    } catch (error) {
      // The engine stopping: given back, to go on from the checkpoint (this attempt not counted).
      if (context.stopping) return 'unfinished' as const;
      if (!(error instanceof AppError)) throw error;
      await context.saveProgress({ ...last, error: error.message });
    }
  };
}

function stateOf(row: JobRow): { state: JobState; error: string | null } {
  const error = (row.progress as Checkpoint | null)?.error;
  if (error) return { state: 'failed', error };
  if (row.state === 'cancelled') return { state: 'failed', error: 'The job was cancelled.' };
  if (row.state === 'failed') return { state: 'failed', error: row.last_error ?? 'The job failed.' };
  return { state: row.state, error: null };
}

export function createBulkJobs({ db, jobs, store, linkSecret, now = () => new Date() }: BulkJobDeps) {
  jobs.register(
    IMPORT_JOB_KIND,
    handler<ImportCheckpoint, ImportJobPayload>((payload, checkpoint, save, signal) =>
      runImportJob({ db, store }, { payload, checkpoint, save, signal }),
    ),
    { title: (p) => `${IMPORT_TITLES[(p as unknown as ImportJobPayload).kind]} ${String(p.fileName)}`, maxAttempts: 3 },
  );
  jobs.register(
    EXPORT_JOB_KIND,
    handler<ExportCheckpoint, ExportJobPayload>((payload, checkpoint, save, signal) =>
      runExportJob({ db, store }, { payload, checkpoint, save, signal }),
    ),
    { title: (p) => `Exporting ${String(p.kind)} from ${String(p.from)} to ${String(p.to)}`, maxAttempts: 3 },
  );

  const filesCleanup = createFileCleanup({ db, store, now });
  jobs.repeat(filesCleanup.job);
  const removed = (row: JobRow) => Boolean((row.progress as Checkpoint | null)?.filesRemovedAt);
  const gone = () => new AppError('gone', BULK_MESSAGES.fileRemoved);

  function importView(row: JobRow): ImportJobView {
    const payload = row.payload as unknown as ImportJobPayload;
    const progress = (row.progress ?? {}) as Partial<ImportCheckpoint>;
    const { state, error } = stateOf(row);
    const bytesRead = progress.bytesRead ?? 0;
    const rowsRead = progress.rowsRead ?? progress.list?.count ?? 0;
    const estimated = bytesRead > 0 ? Math.round((rowsRead * payload.totalBytes) / bytesRead) : 0;
    const note =
      row.state === 'waiting' ? (row.blocked ? 'Waiting: another import is running' : 'Waiting to start') : null;
    return {
      id: String(row.id),
      kind: payload.kind,
      fileName: payload.fileName,
      state,
      note,
      progress: {
        totalBytes: payload.totalBytes,
        bytesRead,
        rowsRead,
        estimatedRows: state === 'done' ? rowsRead : Math.max(estimated, rowsRead),
        imported: progress.imported ?? 0,
        skipped: progress.skipped ?? 0,
        duplicates: progress.duplicates ?? 0,
        toFix: progress.toFix ?? 0,
      },
      error,
      rowsToFixUrl: progress.fixParts && !removed(row) ? `/api/admin/imports/${row.id}/rows-to-fix` : null,
      fileRemoved: removed(row),
      statusUrl: `/api/admin/imports/${row.id}`,
    };
  }

  function exportView(row: JobRow): ExportJobView {
    const payload = row.payload as unknown as ExportJobPayload;
    const progress = (row.progress ?? {}) as Partial<ExportCheckpoint>;
    const { state, error } = stateOf(row);
    const link =
      state === 'done' && row.finished_at && !removed(row)
        ? exportDownloadLink(linkSecret, String(row.id), new Date(row.finished_at))
        : null;
    return {
      id: String(row.id),
      kind: payload.kind,
      from: payload.from,
      to: payload.to,
      state,
      rows: progress.rows ?? 0,
      error,
      downloadUrl: link?.url ?? null,
      expiresAt: link?.expiresAt.toISOString() ?? null,
      fileRemoved: removed(row),
      statusUrl: `/api/admin/exports/${row.id}`,
    };
  }

  async function found(kind: string, id: number): Promise<JobRow> {
    const row = await jobOfKind(db, kind, id);
    if (!row) throw new AppError('not_found', 'No such job.');
    return row;
  }

  return {
    /** The repeating job that removes the files of jobs ended over 7 days ago (`runOnce(at)` for tests). */
    filesCleanup,
    /** Stores the file (refusing one without an e-mail column) and queues its import behind any running one. */
    async startImport(
      upload: { kind: ImportKind; fileName: string; bytes: AsyncIterable<Uint8Array> },
      actor: { id: number },
      ip: string,
    ): Promise<ImportJobView> {
      const file = await storeImportFile(store, upload.bytes);
      const payload: ImportJobPayload = {
        kind: upload.kind,
        fileName: upload.fileName,
        prefix: file.prefix,
        parts: file.parts,
        totalBytes: file.totalBytes,
        actorId: actor.id,
        ip,
      };
      const id = await jobs.enqueue(IMPORT_JOB_KIND, { ...payload }, { concurrencyKey: IMPORT_CONCURRENCY_KEY });
      return importView(await found(IMPORT_JOB_KIND, id!));
    },
    importStatus: async (id: number) => importView(await found(IMPORT_JOB_KIND, id)),
    latestImports: async () => (await latestJobs(db, IMPORT_JOB_KIND, 5)).map(importView),
    /** The rows the import could not take, as CSV; 404 when it has none. */
    async rowsToFix(id: number): Promise<{ fileName: string; body: Readable }> {
      const row = await found(IMPORT_JOB_KIND, id);
      const payload = row.payload as unknown as ImportJobPayload;
      const progress = (row.progress ?? {}) as Partial<ImportCheckpoint>;
      if (!progress.fixParts) throw new AppError('not_found', BULK_MESSAGES.noRowsToFix);
      if (removed(row)) throw gone();
      const headers = progress.headers?.length ? progress.headers : [];
      return {
        fileName: `rows-to-fix-${payload.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')}.csv`,
        body: rowsToFixCsv(store, payload.prefix, progress.fixParts, headers),
      };
    },

    async startExport(request: ExportRequest): Promise<ExportJobView> {
      if (request.to < request.from) throw new AppError('bad_request', 'The period ends before it starts.');
      const payload: ExportJobPayload = { ...request, prefix: `export-${randomUUID()}` };
      const id = await jobs.enqueue(EXPORT_JOB_KIND, { ...payload });
      return exportView(await found(EXPORT_JOB_KIND, id!));
    },
    exportStatus: async (id: number) => exportView(await found(EXPORT_JOB_KIND, id)),
    latestExports: async () => (await latestJobs(db, EXPORT_JOB_KIND, 10)).map(exportView),
    /** The export's file through its signed link: 403 for a link not ours, 410 past its time, 409 before its end. */
    async exportFile(id: number, expires: number, signature: string): Promise<{ fileName: string; body: Readable }> {
      checkDownloadLink(linkSecret, String(id), expires, signature, now());
      const row = await found(EXPORT_JOB_KIND, id);
      const payload = row.payload as unknown as ExportJobPayload;
      const progress = (row.progress ?? {}) as Partial<ExportCheckpoint>;
      if (!progress.done) throw new AppError('conflict', BULK_MESSAGES.notReady);
      if (removed(row)) throw gone();
      return {
        fileName: `${payload.kind}-${payload.from}-to-${payload.to}.csv`,
        body: Readable.from(readParts(store, payload.prefix, progress.parts ?? 0)),
      };
    },
  };
}

export type BulkJobs = ReturnType<typeof createBulkJobs>;
