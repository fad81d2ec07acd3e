/**
 * The SQL side of the paging rule in core/cursor.ts: a list ordered by (sort key desc, id desc), the rows after a
 * cursor, and the sort key read back the way the cursor keeps it (a timestamp to the microsecond, in UTC).
 */
import { desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from './search';
import { INVALID_CURSOR_MESSAGE, type PageCursor } from '../../core/cursor';
import { AppError } from '../../core/errors';

/** A timestamptz column as the cursor's key: UTC text to the microsecond (a JS Date would drop them). */
export function cursorTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in (timestamp desc, id desc) order; nothing to add for the first page. */
export function afterTimeCursor(time: AnyColumn | SQL, id: AnyColumn, cursor: PageCursor | null | undefined) {
  if (!cursor) return undefined;
  // A cursor of a list by number handed to a list by time: not one this list wrote.
  if (typeof cursor.key !== 'string') throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
  return sql`(${time}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id})`;
}

/** Rows after the cursor when the list is by id alone (id desc): its key is the id too. */
export function afterIdCursor(id: AnyColumn, cursor: PageCursor | null | undefined) {
  if (!cursor) return undefined;
  return sql`${id} < ${cursor.id}`;
}

/** The order that goes with `afterTimeCursor`. */
export function newestFirst(time: AnyColumn | SQL, id: AnyColumn): SQL[] {
  return [desc(time), desc(id)];
}

/** The search box: any of `columns` holds `text`, in any case (`%`, `_` and a backslash match themselves). */
export function containsText(columns: AnyColumn[], text: string): SQL | undefined {
  const pattern = containsPattern(text.trim());
  return or(...columns.map((column) => ilike(column, pattern)));
}
