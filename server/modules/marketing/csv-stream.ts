/**
 * Large CSV files in and out without holding them: an upload is decoded and parsed as its bytes arrive and handed on
 * in batches of rows, with the event loop free between batches, so a 100,000-row import neither fills the memory
 * nor keeps the shop's other requests waiting; an export is written a page of rows at a time.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import {
  CSV_BOM,
  csvDecoder,
  csvHeaders,
  csvLine,
  csvReading,
  csvRow,
  type CsvLineError,
  type CsvRow,
  type CsvValue,
  type LocatedRecord,
} from './csv';

/** Rows handed on at once: one statement's worth (500 rows a statement keeps each one short). */
export const CSV_BATCH_ROWS = 500;

export interface CsvBatch {
  headers: string[];
  rows: CsvRow[];
  /** This batch's rows left out (a field count other than the header's), by line. */
  errors: CsvLineError[];
}

/** The file's bytes as text, chunk by chunk (csvDecoder: UTF-8 or Windows-1252; 415 for a binary file). */
async function* decoded(bytes: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decode = csvDecoder();
  for await (const chunk of bytes) yield decode(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const rest = decode(new Uint8Array(0), true);
  if (rest !== '') yield rest;
}

/**
 * Reads a CSV file with a header row from a stream of its bytes and hands its rows to `onBatch`, `batchRows` at a
 * time in the file's order, waiting for each batch's work and letting other work run before the next. Row errors
 * and refusals as parseCsv has them: ragged rows are the batch's errors; no header or no data row is a 400
 * emptyFile, broken quoting a 400 with the line; what `onBatch` throws stops the reading. The batches handed on
 * before a refusal stay handled: a handler whose writes a second run of the same file finds done is safe to re-run.
 */
export async function readCsvStream(
  bytes: AsyncIterable<Uint8Array | string>,
  onBatch: (batch: CsvBatch) => Promise<void>,
  batchRows = CSV_BATCH_ROWS,
): Promise<{ rows: number }> {
  const reading = csvReading();
  const parser = parse(reading.options);
  const feeding = pipeline(Readable.from(decoded(bytes)), parser);
  // Its failure is also the parser's, seen by the loop below.
  feeding.catch(() => undefined);
  let headers: string[] | undefined;
  let batch: CsvBatch | undefined;
  let count = 0;
  const handOn = async (next: CsvBatch) => {
    await onBatch(next);
    await nextTurn();
  };
  try {
    for await (const located of parser as AsyncIterable<LocatedRecord>) {
      if (!headers) {
        headers = csvHeaders(located);
        continue;
      }
      batch ??= { headers, rows: [], errors: [] };
      const row = csvRow(headers, located);
      if ('cells' in row) batch.rows.push(row);
      else batch.errors.push(row);
      count++;
      if (batch.rows.length + batch.errors.length >= batchRows) {
        await handOn(batch);
        batch = undefined;
      }
    }
    await feeding;
  } catch (error) {
    throw reading.failure(error);
  }
  if (!headers) csvHeaders(undefined);
  if (count === 0) throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
  if (batch) await handOn(batch);
  return { rows: count };
}

/**
 * A CSV file (BOM, CRLF lines, cells csvCell-escaped) as a stream: the header, then each page `nextPage` gives
 * (after the last row of the page before; undefined first) until it gives an empty one. The event loop runs other
 * work between pages; the database is asked for the next page only when the client has taken the last.
 */
export function csvFileStream<T>(
  headers: readonly string[],
  nextPage: (after: T | undefined) => Promise<T[]>,
  toRow: (item: T) => CsvValue[],
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(headers);
    let after: T | undefined;
    for (;;) {
      const page = await nextPage(after);
      if (page.length === 0) return;
      yield page.map((item) => csvLine(toRow(item))).join('');
      after = page[page.length - 1];
      await nextTurn();
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
