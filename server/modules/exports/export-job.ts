/**
 * A bulk export as a background job: the rows of a period read a keyset page at a time (export-sources.ts) and
 * written to the private store as numbered parts of one CSV file (the header and the BOM in the first). After each
 * part the job saves where it ends as its checkpoint, so a job taken again after a restart writes the next part and
 * no row twice; the memory holds one part whatever the number of rows. The file is downloaded through a signed link
 * (export-links.ts) that reads the parts in order.
 */
import { CSV_BOM, csvLine } from '../marketing';
import type { ExportKind } from '../../../core/schemas/bulk-jobs';
import type { Database } from '../../db/client';
import { partKey } from '../../integrations/storage/file-parts';
import type { FileStore } from '../../integrations/storage/file-store';
import { EXPORT_SOURCES, nextExportPage, type ExportCursor } from './export-sources';

export interface ExportJobPayload {
  kind: ExportKind;
  /** UTC days, inclusive. */
  from: string;
  to: string;
  /** The file's parts in the private store. */
  prefix: string;
}

export interface ExportCheckpoint {
  cursor?: ExportCursor;
  parts: number;
  rows: number;
  done?: boolean;
}

export interface ExportJobRun {
  payload: ExportJobPayload;
  checkpoint: ExportCheckpoint | undefined;
  save(checkpoint: ExportCheckpoint): Promise<void>;
  signal?: AbortSignal;
}

export const EXPORT_JOB_KIND = 'exports.csv';
/** Rows read at a time, and rows a part holds. */
export const EXPORT_PAGE_ROWS = 1000;
export const EXPORT_PART_ROWS = 10_000;

/** The period's first moment and the moment after its last day. */
export const periodOf = (payload: Pick<ExportJobPayload, 'from' | 'to'>) => ({
  start: new Date(`${payload.from}T00:00:00.000Z`),
  end: new Date(new Date(`${payload.to}T00:00:00.000Z`).getTime() + 86_400_000),
});

export async function runExportJob(
  deps: { db: Database; store: FileStore; pageRows?: number; partRows?: number },
  run: ExportJobRun,
): Promise<ExportCheckpoint> {
  const { payload } = run;
  const pageRows = deps.pageRows ?? EXPORT_PAGE_ROWS;
  const partRows = deps.partRows ?? EXPORT_PART_ROWS;
  const progress: ExportCheckpoint = { parts: 0, rows: 0, ...run.checkpoint };
  if (progress.done) return progress;
  const period = periodOf(payload);
  for (;;) {
    if (run.signal?.aborted) throw new Error('The export was stopped.');
    const lines: string[] = progress.parts === 0 ? [CSV_BOM + csvLine(EXPORT_SOURCES[payload.kind].headers)] : [];
    let cursor = progress.cursor;
    let rows = 0;
    let finished = false;
    while (rows < partRows) {
      const page = await nextExportPage(deps.db, payload.kind, period, cursor, Math.min(pageRows, partRows - rows));
      if (!page) {
        finished = true;
        break;
      }
      for (const row of page.rows) lines.push(csvLine(row));
      rows += page.rows.length;
      cursor = page.cursor;
    }
    if (lines.length > 0) {
      await deps.store.put(partKey(payload.prefix, progress.parts), Buffer.from(lines.join('')), 'text/csv');
      progress.parts++;
    }
    progress.cursor = cursor;
    progress.rows += rows;
    progress.done = finished;
    await run.save(progress);
    if (finished) return progress;
  }
}
