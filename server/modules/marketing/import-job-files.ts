/**
 * An import job's file before the job starts: written to the private store as parts as it arrives (never whole in
 * memory), then its header row read back so a file without an e-mail column is refused (400, naming the columns it
 * has) before any job exists. A refused file's parts are removed. The rows-to-fix file is read the same way.
 */
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse';
import { AppError } from '../../../core/errors';
import { BULK_MESSAGES, IMPORT_JOB_MAX_BYTES } from '../../../core/schemas/bulk-jobs';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { readParts, removeParts, writeParts } from '../../integrations/storage/file-parts';
import type { FileStore } from '../../integrations/storage/file-store';
import { emailColumn } from './contact-import';
import { CSV_BOM, csvDecoder, csvLine, csvReading } from './csv';
import { fixPrefix } from './import-job';

/** Parts of an import's file: 4 MB each. */
const PART_BYTES = 4 * 1024 * 1024;

export interface StoredImportFile {
  prefix: string;
  parts: number;
  totalBytes: number;
  headers: string[];
}

/** The header row of a stored file: 415 when its first bytes are not text, 400 emptyFile without one. */
async function headerOf(store: FileStore, prefix: string, parts: number): Promise<string[]> {
  const decode = csvDecoder();
  const reading = csvReading();
  const parser = parse({ ...reading.options, to_line: 1 });
  const source = Readable.from(
    (async function* () {
      for await (const chunk of readParts(store, prefix, parts)) {
        yield decode(chunk);
        // The first lines are all the header needs: no need to read a 50 MB file.
        return;
      }
    })(),
  );
  // pipe() does not hand the source's error on: a first chunk that is not text would leave the parser waiting forever.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const located of parser as AsyncIterable<{ record: string[] }>) {
      return located.record.map((name) => name.trim());
    }
  } catch (error) {
    throw reading.failure(error);
  } finally {
    source.destroy();
  }
  throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
}

/** Stores an uploaded file for an import job; refuses (and removes) one without an e-mail column. */
export async function storeImportFile(store: FileStore, bytes: AsyncIterable<Uint8Array>): Promise<StoredImportFile> {
  const prefix = `import-${randomUUID()}`;
  let written = { parts: 0, bytes: 0 };
  try {
    written = await writeParts(store, prefix, bytes, { partBytes: PART_BYTES, contentType: 'text/csv' });
    const headers = await headerOf(store, prefix, written.parts);
    if (headers.every((name) => name === '')) throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
    try {
      emailColumn(headers);
    } catch {
      const found = headers.filter(Boolean).map((name) => `"${name.slice(0, 60)}"`);
      throw new AppError('bad_request', `${BULK_MESSAGES.noEmailColumn} ${found.join(', ')}.`);
    }
    return { prefix, parts: written.parts, totalBytes: written.bytes, headers };
  } catch (error) {
    // What was written before the refusal goes (a file cut at the size limit has as many parts as the limit allows).
    await removeParts(store, prefix, Math.max(written.parts, Math.ceil(IMPORT_JOB_MAX_BYTES / PART_BYTES) + 1));
    throw error;
  }
}

/** The rows-to-fix file: a header (line, problem, the file's own columns), then the parts as written. */
export function rowsToFixCsv(store: FileStore, prefix: string, parts: number, headers: string[]): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(CSV_BOM + csvLine(['Line', 'Problem', ...headers]));
      yield* readParts(store, fixPrefix(prefix), parts);
    })(),
  );
}
