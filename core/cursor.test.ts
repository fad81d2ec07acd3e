import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_CURSOR_MESSAGE,
  encodeCursor,
  pageOf,
  readCursor,
  searchPageQuerySchema,
  type PageCursor,
} from './cursor';

interface Row {
  key: string;
  id: number;
}

const byNewest = (a: Row, b: Row) => (a.key === b.key ? b.id - a.id : a.key < b.key ? 1 : -1);
const after = (row: Row, cursor: PageCursor) =>
  row.key === cursor.key ? row.id < cursor.id : row.key < (cursor.key as string);

/** What the database does for one page: the sorted rows after the cursor, `limit + 1` of them. */
function readPage(table: Row[], limit: number, cursor: string | null) {
  const at = cursor ? readCursor(cursor) : null;
  const rows = [...table].sort(byNewest).filter((row) => !at || after(row, at));
  return pageOf(rows.slice(0, limit + 1), limit, (row) => ({ key: row.key, id: row.id }));
}

const time = fc
  .integer({ min: 0, max: 40 })
  .map((n) => `2026-11-29T10:00:${String(n).padStart(2, '0')}.${String(n * 7).padStart(6, '0')}Z`);
const rows = fc.uniqueArray(fc.record({ key: time, id: fc.integer({ min: 1, max: 10_000 }) }), {
  selector: (row) => row.id,
  maxLength: 60,
});

describe('cursor paging', () => {
  it('pages through any set giving each row once, in order, ending with a null cursor', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 1, max: 100 }), (table, limit) => {
        const seen: Row[] = [];
        let cursor: string | null = null;
        do {
          const page = readPage(table, limit, cursor);
          expect(page.rows.length).toBeLessThanOrEqual(limit);
          seen.push(...page.rows);
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual([...table].sort(byNewest));
      }),
    );
  });

  it('shows every row that existed exactly once when rows are inserted between pages', () => {
    fc.assert(
      fc.property(rows, fc.array(rows, { maxLength: 5 }), fc.integer({ min: 1, max: 10 }), (first, later, limit) => {
        const table = [...first];
        const ids = new Set(first.map((row) => row.id));
        const seen: number[] = [];
        let cursor: string | null = null;
        let round = 0;
        do {
          const page = readPage(table, limit, cursor);
          seen.push(...page.rows.map((row) => row.id));
          cursor = page.nextCursor;
          for (const row of later[round++] ?? []) {
            if (ids.has(row.id)) continue;
            table.push(row);
            ids.add(row.id);
          }
        } while (cursor);
        expect(new Set(seen).size).toBe(seen.length);
        for (const row of first) expect(seen).toContain(row.id);
      }),
    );
  });

  it('reads back what it wrote, for timestamps and numbers', () => {
    fc.assert(
      fc.property(fc.oneof(time, fc.integer()), fc.integer({ min: 1, max: 2_147_483_647 }), (key, id) => {
        expect(readCursor(encodeCursor({ key, id }))).toEqual({ key, id });
      }),
    );
  });

  it('refuses a cursor it did not write with the clear message', () => {
    for (const bad of ['x', '!!', encodeCursor({ key: 'yesterday', id: 3 }), btoa('[1]'), '']) {
      const parsed = searchPageQuerySchema.safeParse({ cursor: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(INVALID_CURSOR_MESSAGE);
    }
  });

  it('takes a limit of 1 to 100, 50 when none is given', () => {
    expect(searchPageQuerySchema.parse({}).limit).toBe(50);
    expect(searchPageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(searchPageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(searchPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
