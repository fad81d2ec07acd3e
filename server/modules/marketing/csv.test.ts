/**
 * The campaign CSV files: what the parser accepts, reports by line or refuses (malformed, empty, huge, not a CSV at
 * all), and an export no spreadsheet runs as a formula, which reads back as written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES } from '../../../core/schemas/campaigns';
import { csvCell, csvText, findColumn, parseCsv, toCsv } from './csv';

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    return { status: (error as AppError).status, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
}

const upload = (bytes: Buffer | string, fileName = 'customers.csv', contentType = 'text/csv') => ({
  fileName,
  contentType,
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});

describe('parseCsv', () => {
  it("reads Shopify's export: BOM, quoted commas, doubled quotes and a note across two lines, rows by their line", () => {
    const text = `\uFEFF${readFileSync('tests/fixtures/shopify-customers.csv', 'utf8')}`;
    const table = parseCsv(text);
    expect(table.headers[0]).toBe('Customer ID');
    const byEmail = (email: string) => table.rows.find((row) => row.cells.Email === email);
    expect(byEmail('olivia.links@example.com')).toMatchObject({
      line: 2,
      cells: { 'Default Address Company': 'Links Golf, Inc.', Note: 'Prefers "gold" plating' },
    });
    expect(byEmail('mia.eagle@example.com')).toMatchObject({ line: 4, cells: { Note: 'Ordered for\nthe club event' } });
    // The row after the two-line note starts on line 6.
    expect(byEmail('LIAM.BOGEY@example.com')?.line).toBe(6);
    expect(table.rows).toHaveLength(10);
    expect(table.errors).toEqual([
      { line: 13, message: 'The row has 2 fields; the header has 19.', record: ["'7311", 'Broken'] },
    ]);
  });

  it('reports ragged rows by line, keeps the others, and counts lines past empty ones', () => {
    const table = parseCsv(
      'Name,Email\r\nAl,al@example.com\r\n\r\nBo\r\nCy,cy@example.com,extra\r\nEd,ed@example.com\r\n',
    );
    expect(table.rows.map((row) => [row.line, row.cells.Name])).toEqual([
      [2, 'Al'],
      [6, 'Ed'],
    ]);
    expect(table.errors).toEqual([
      // The row as the file had it, for an import job's rows to fix.
      { line: 4, message: 'The row has 1 fields; the header has 2.', record: ['Bo'] },
      { line: 5, message: 'The row has 3 fields; the header has 2.', record: ['Cy', 'cy@example.com', 'extra'] },
    ]);
  });

  it('keeps a quote inside an unquoted field, and refuses broken quoting with its line', () => {
    expect(parseCsv('Name,Note\nAl,5\'10" tall\n').rows[0]?.cells.Note).toBe('5\'10" tall');
    expect(refusal(() => parseCsv('Name,Email\nAl,al@example.com\n\n"Bo,bo@example.com\nCy,cy@example.com\n'))).toEqual(
      {
        status: 400,
        message: 'Line 4: a quoted field is never closed.',
      },
    );
  });

  it('refuses an empty file, a BOM alone and a header without rows', () => {
    for (const text of ['', '\uFEFF', '\n\n', 'Name,Email\n']) {
      expect(refusal(() => parseCsv(text))).toEqual({ status: 400, message: CAMPAIGN_MESSAGES.emptyFile });
    }
  });

  it('finds columns whatever their case and spacing', () => {
    const headers = ['E-Mail', 'accepts_marketing', 'First Name'];
    expect(findColumn(headers, 'Email', 'E-mail')).toBe('E-Mail');
    expect(findColumn(headers, 'Accepts Email Marketing', 'Accepts Marketing')).toBe('accepts_marketing');
    expect(findColumn(headers, 'Phone')).toBeUndefined();
  });
});

describe('csvText (the uploaded file)', () => {
  it('accepts a file named .csv labelled CSV, text or nothing, UTF-8 or Windows-1252', () => {
    expect(csvText(upload('Name,Email\n'))).toBe('Name,Email\n');
    expect(csvText(upload('a,b\n', 'list.CSV', 'application/octet-stream'))).toBe('a,b\n');
    expect(csvText(upload('a,b\n', 'list.csv', 'application/vnd.ms-excel'))).toBe('a,b\n');
    expect(csvText(upload('a,b\n', 'list.csv', 'text/plain'))).toBe('a,b\n');
    expect(csvText(upload(Buffer.from([0x4a, 0x6f, 0xe9, 0x2c, 0x78]), 'latin.csv'))).toBe('Jo\u00e9,x');
  });

  it('refuses a file over 10 MB with 413', () => {
    const huge = Buffer.alloc(CSV_MAX_BYTES + 1, 'a');
    expect(refusal(() => csvText(upload(huge)))).toEqual({ status: 413, message: CAMPAIGN_MESSAGES.fileTooLarge });
  });

  it('refuses a picture, a spreadsheet, or a text file not named .csv (CSV only)', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const xlsx = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(20)]);
    const invalid = { status: 415, message: CAMPAIGN_MESSAGES.invalidFile };
    expect(refusal(() => csvText(upload(png, 'pin.png', 'image/png')))).toEqual(invalid);
    expect(refusal(() => csvText(upload(png, 'renamed.csv', 'text/csv')))).toEqual(invalid);
    expect(refusal(() => csvText(upload(xlsx, 'list.xls', 'application/vnd.ms-excel')))).toEqual(invalid);
    expect(refusal(() => csvText(upload('a,b\n', 'notes.pdf', 'application/pdf')))).toEqual(invalid);
    expect(refusal(() => csvText(upload('a,b\n', 'organizers.txt', 'text/plain')))).toEqual(invalid);
    expect(refusal(() => csvText(upload('a,b\n', 'list', 'text/csv')))).toEqual(invalid);
  });
});

describe('the export (formula injection)', () => {
  it('prefixes cells a spreadsheet would run (= + - @ tab CR) with an apostrophe, and quotes what needs it', () => {
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Links Golf, Inc.')).toBe('"Links Golf, Inc."');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain a=b')).toBe('plain a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('reads back as written, with the formulas disarmed', () => {
    const rows = [
      ['ada@example.com', 'Ada "Ace" Fairway', 'Links Golf, Inc.', 'note\r\nsecond line'],
      ['eve@example.com', '=HYPERLINK("http://evil.example")', '+1 480 555 0199', '@SUM(1,2)'],
      ['bo@example.com', '', '-1', ''],
    ];
    const text = toCsv(['Email', 'Name', 'Company', 'Note'], rows);
    expect(text.startsWith('\uFEFFEmail,Name,Company,Note\r\n')).toBe(true);
    const table = parseCsv(text);
    expect(table.errors).toEqual([]);
    expect(table.rows.map((row) => Object.values(row.cells))).toEqual([
      rows[0],
      ['eve@example.com', `'=HYPERLINK("http://evil.example")`, "'+1 480 555 0199", "'@SUM(1,2)"],
      ['bo@example.com', '', "'-1", ''],
    ]);
  });
});
