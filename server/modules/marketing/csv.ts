/**
 * CSV files in and out of the campaign panels: the Shopify customer export, VIP and tournament lists (read with
 * csv-parse: a header row, a BOM, quoted fields across lines, ragged rows reported by line) and the admin's exports
 * (written so a spreadsheet never runs a cell as a formula).
 */
import type { Options } from 'csv-parse';
import { parse, type CsvError } from 'csv-parse/sync';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES } from '../../../core/schemas/campaigns';

export interface CsvUpload {
  fileName: string;
  /** The part's Content-Type as the browser sent it. */
  contentType: string;
  bytes: Buffer;
}

export type CsvValue = string | number | null | undefined;

/** Starts every exported file, so Excel reads UTF-8 names correctly (and csv-parse skips it when reading). */
export const CSV_BOM = '\uFEFF';

export interface CsvLineError {
  line: number;
  message: string;
  /** The row's fields as the file has them, for the "rows to fix" file of an import job. */
  record?: string[];
}

export interface CsvRow {
  /** The file's line where the row starts (the header is line 1). */
  line: number;
  /** The row's cells by header name (as written in the file, trimmed). */
  cells: Record<string, string>;
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  /** Rows left out (a field count other than the header's), by line. */
  errors: CsvLineError[];
}

/** Browsers label a .csv file with one of these (Windows with Excel installed says vnd.ms-excel). */
const CSV_CONTENT_TYPES = new Set(['text/csv', 'application/vnd.ms-excel', 'text/plain']);
/** Control characters that never occur in a text file (tab, LF, CR and form feed aside). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CHARS = /[\x00-\x08\x0B\x0E-\x1F\x7F]/;

/**
 * Refuses an upload not named .csv (the spec's "CSV only": a .txt file is refused even though browsers label both
 * text/plain) or labelled as something other than CSV or text (or nothing): 415.
 */
export function assertCsvFile(fileName: string, contentType: string): void {
  const named = /\.csv$/i.test(fileName.trim());
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const labelled = CSV_CONTENT_TYPES.has(type) || type === '' || type === 'application/octet-stream';
  if (!named || !labelled) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
}

/** How many bytes at a chunk's end start a UTF-8 character that the next chunk finishes. */
function unfinishedTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * Decodes a file chunk by chunk: UTF-8, or Windows-1252 as older Excel versions save it, from the first chunk that is
 * not UTF-8 on (the ASCII before it reads the same either way). Control characters that never occur in a text file
 * mean a spreadsheet or a picture: 415. Pass `last` with the final chunk. A BOM is kept: csv-parse strips it.
 */
export function csvDecoder(): (chunk: Uint8Array, last?: boolean) => string {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const windows1252 = new TextDecoder('windows-1252');
  let legacy = false;
  let pending = new Uint8Array(0);
  return (chunk, last = false) => {
    const bytes = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    pending = new Uint8Array(0);
    let text: string | undefined;
    if (!legacy) {
      const end = last ? bytes.length : bytes.length - unfinishedTail(bytes);
      try {
        text = utf8.decode(bytes.subarray(0, end));
        pending = bytes.slice(end);
      } catch {
        legacy = true;
      }
    }
    text ??= windows1252.decode(bytes);
    if (BINARY_CHARS.test(text)) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
    return text;
  };
}

/** The text of an uploaded CSV file: at most CSV_MAX_BYTES (413), a CSV file (415), decoded as csvDecoder does. */
export function csvText(upload: CsvUpload): string {
  if (upload.bytes.length > CSV_MAX_BYTES) throw new AppError('payload_too_large', CAMPAIGN_MESSAGES.fileTooLarge);
  assertCsvFile(upload.fileName, upload.contentType);
  const text = csvDecoder()(upload.bytes, true);
  return text.startsWith(CSV_BOM) ? text.slice(1) : text;
}

/** Why csv-parse stopped, in the admin's words. */
function parseFailure(error: CsvError, line: number): AppError {
  const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is never closed.' : 'the row cannot be read.';
  return new AppError('bad_request', `Line ${line}: ${reason}`);
}

/** A record and the file's line where it starts. */
export interface LocatedRecord {
  line: number;
  record: string[];
}

/**
 * csv-parse's options for the campaign files (each record comes with the line it starts on) and what a parse error
 * means to the admin (400, with the line). csv-parse counts lines to a record's end; a row starts after the previous
 * one ended and any empty lines.
 */
export function csvReading() {
  let previousEnd = 0;
  let previousEmpty = 0;
  const options: Options = {
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted field (5'10" tall) is kept as written.
    relax_quotes: true,
    skip_empty_lines: true,
    // Named rather than discovered: csv-parse's discovery scans the whole unread input on every chunk, which takes
    // seconds on a 10 MB file without a line break.
    record_delimiter: ['\r\n', '\n', '\r'],
    // csv-parse's types want a record shaped like its input when no `columns` option is given; any value is kept.
    on_record: ((record: string[], info: { lines: number; empty_lines: number }): LocatedRecord => {
      const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
      previousEnd = info.lines;
      previousEmpty = info.empty_lines;
      return { line, record };
    }) as unknown as Options['on_record'],
  };
  /** A csv-parse error as the admin's 400; any other error as it is. */
  const failure = (error: unknown): unknown => {
    const csvError = error as CsvError;
    if (!(error instanceof Error) || typeof csvError.code !== 'string' || !csvError.code.startsWith('CSV_')) {
      return error;
    }
    // Where the broken row starts: past the last good row and the empty lines since.
    const empty = typeof csvError.empty_lines === 'number' ? csvError.empty_lines - previousEmpty : 0;
    const start = previousEnd + 1 + empty;
    return parseFailure(csvError, csvError.code === 'CSV_QUOTE_NOT_CLOSED' ? start : Number(csvError.lines) || start);
  };
  return { options, failure };
}

/** The header row's names, trimmed; a header of nothing but empty names is no header: 400 emptyFile. */
export function csvHeaders(header: LocatedRecord | undefined): string[] {
  const headers = (header?.record ?? []).map((name) => name.trim());
  if (headers.every((name) => name === '')) throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
  return headers;
}

/** A data record as its cells by header name, or the error of a row whose field count is not the header's. */
export function csvRow(headers: readonly string[], { line, record }: LocatedRecord): CsvRow | CsvLineError {
  if (record.length !== headers.length) {
    return { line, message: `The row has ${record.length} fields; the header has ${headers.length}.`, record };
  }
  const cells: Record<string, string> = {};
  headers.forEach((name, index) => {
    if (name !== '') cells[name] = record[index]!.trim();
  });
  return { line, cells };
}

/**
 * Parses CSV text with a header row. Rows whose field count differs from the header's are left out and reported by
 * line; broken quoting makes the rest of the file unreadable, so it refuses the file (400, with the line). No header
 * or no data row: 400 emptyFile. Uploads are read as they arrive instead: csv-stream.ts.
 */
export function parseCsv(text: string): CsvTable {
  const reading = csvReading();
  let located: LocatedRecord[];
  try {
    located = parse(text, reading.options) as unknown as LocatedRecord[];
  } catch (error) {
    throw reading.failure(error);
  }
  const [header, ...body] = located;
  const headers = csvHeaders(header);
  if (body.length === 0) throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
  const rows: CsvRow[] = [];
  const errors: CsvLineError[] = [];
  for (const record of body) {
    const row = csvRow(headers, record);
    if ('cells' in row) rows.push(row);
    else errors.push(row);
  }
  return { headers, rows, errors };
}

/** The first header matching one of `names`, ignoring case, spaces, dashes and underscores. */
export function findColumn(headers: readonly string[], ...names: string[]): string | undefined {
  const key = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
  for (const name of names) {
    const found = headers.find((header) => key(header) === key(name));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula-looking value gets a leading apostrophe; quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180, ending in CRLF). */
export const csvLine = (row: readonly CsvValue[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** A CSV file (RFC 4180 with CRLF) with a BOM, so Excel reads UTF-8 names correctly. */
export function toCsv(headers: readonly string[], rows: readonly CsvValue[][]): string {
  return CSV_BOM + [headers, ...rows].map(csvLine).join('');
}
