/**
 * CSV files in and out of the campaign panels: the Shopify customer export, VIP and tournament lists (read with
 * csv-parse: a header row, a BOM, quoted fields across lines, ragged rows reported by line) and the admin's exports
 * (written so a spreadsheet never runs a cell as a formula).
 */
import { parse, type CsvError } from 'csv-parse/sync';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES } from '../../../core/schemas/campaigns';

export interface CsvUpload {
  fileName: string;
  /** The part's Content-Type as the browser sent it. */
  contentType: string;
  bytes: Buffer;
}

export interface CsvLineError {
  line: number;
  message: string;
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
 * The text of an uploaded CSV file: at most CSV_MAX_BYTES (413), named .csv (the spec's "CSV only": a .txt file is
 * refused even though browsers label both text/plain) and labelled as CSV or text (or not at all), and text rather
 * than a spreadsheet or a picture (415). UTF-8, or Windows-1252 as older Excel versions save it.
 */
export function csvText(upload: CsvUpload): string {
  if (upload.bytes.length > CSV_MAX_BYTES) throw new AppError('payload_too_large', CAMPAIGN_MESSAGES.fileTooLarge);
  const named = /\.csv$/i.test(upload.fileName.trim());
  const type = upload.contentType.split(';')[0]!.trim().toLowerCase();
  const labelled = CSV_CONTENT_TYPES.has(type) || type === '' || type === 'application/octet-stream';
  if (!named || !labelled) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(upload.bytes);
  }
  if (BINARY_CHARS.test(text)) throw new AppError('unsupported_media_type', CAMPAIGN_MESSAGES.invalidFile);
  return text;
}

/** Why csv-parse stopped, in the admin's words. */
function parseFailure(error: CsvError, line: number): AppError {
  const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is never closed.' : 'the row cannot be read.';
  return new AppError('bad_request', `Line ${line}: ${reason}`);
}

/**
 * Parses CSV text with a header row. Rows whose field count differs from the header's are left out and reported by
 * line; broken quoting makes the rest of the file unreadable, so it refuses the file (400, with the line). No header
 * or no data row: 400 emptyFile.
 */
export function parseCsv(text: string): CsvTable {
  // csv-parse counts lines to a record's end; a row starts after the previous one ended and any empty lines.
  const located: { line: number; record: string[] }[] = [];
  let previousEnd = 0;
  let previousEmpty = 0;
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted field (5'10" tall) is kept as written.
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], info) => {
        located.push({ line: previousEnd + 1 + (info.empty_lines - previousEmpty), record });
        previousEnd = info.lines;
        previousEmpty = info.empty_lines;
        return null;
      },
    });
  } catch (error) {
    const csvError = error as CsvError;
    if (typeof csvError.code !== 'string') throw error;
    // Where the broken row starts: past the last good row and the empty lines since.
    const empty = typeof csvError.empty_lines === 'number' ? csvError.empty_lines - previousEmpty : 0;
    const start = previousEnd + 1 + empty;
    throw parseFailure(csvError, csvError.code === 'CSV_QUOTE_NOT_CLOSED' ? start : Number(csvError.lines) || start);
  }

  const [header, ...body] = located;
  const headers = (header?.record ?? []).map((name) => name.trim());
  if (headers.every((name) => name === '') || body.length === 0) {
    throw new AppError('bad_request', CAMPAIGN_MESSAGES.emptyFile);
  }
  const rows: CsvRow[] = [];
  const errors: CsvLineError[] = [];
  for (const { line, record } of body) {
    if (record.length !== headers.length) {
      errors.push({ line, message: `The row has ${record.length} fields; the header has ${headers.length}.` });
      continue;
    }
    const cells: Record<string, string> = {};
    headers.forEach((name, index) => {
      if (name !== '') cells[name] = record[index]!.trim();
    });
    rows.push({ line, cells });
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
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file (RFC 4180 with CRLF) with a BOM, so Excel reads UTF-8 names correctly. */
export function toCsv(headers: readonly string[], rows: readonly (string | number | null | undefined)[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
