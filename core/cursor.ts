/**
 * The one paging rule for every list an admin (or a customer with many orders) can make long: keyset paging by
 * cursor. A list is ordered by its sort key descending, then its id descending; a page is the next `limit` rows
 * after the cursor, `(sort_key, id) < (cursor.key, cursor.id)`, so a row inserted while someone pages is neither
 * repeated nor makes a row already shown come again, and no row that existed is skipped. The cursor is opaque to
 * callers: base64url of `[key, id]` of the last row shown, handed back as `nextCursor` (null after the last page).
 * A timestamp key is written to the microsecond (PostgreSQL keeps microseconds; a JS Date only milliseconds).
 */
import { z } from 'zod';

/** Where the previous page ended: its last row's sort key (a timestamp text or a whole number) and id. */
export interface PageCursor {
  key: string | number;
  id: number;
}

export const INVALID_CURSOR_MESSAGE =
  'This list cursor is not valid: use the nextCursor of the previous page, or leave it out for the first page.';
export const PAGE_LIMIT_MAX = 100;

/** A timestamp key as the server writes it: UTC to the microsecond. */
export const CURSOR_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const payloadSchema = z.tuple([
  z.union([z.string().regex(CURSOR_TIME_PATTERN), z.number().int().safe()]),
  z.number().int().min(1).max(2_147_483_647),
]);

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([cursor.key, cursor.id]));
}

/** The cursor, or null when `value` is not one this rule wrote. */
export function readCursor(value: string): PageCursor | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? { key: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** The query fields every paged list shares: `limit` (1 to 100) and `cursor` (checked here: a bad one is a 400). */
export function pageQueryFields(defaultLimit: 10 | 25 | 50 = 50) {
  return {
    /** How many rows a page holds (1 to 100). */
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(defaultLimit),
    /** Opaque: the `nextCursor` of the previous page; none for the first page. */
    cursor: z
      .string()
      .max(300)
      .refine((value) => readCursor(value) !== null, INVALID_CURSOR_MESSAGE)
      .optional(),
  };
}

/** The search box's text (order number, e-mail, name and the like, each list says which). */
export const searchQueryField = z.string().trim().max(200).optional();

/** A list's query with paging only (`{ limit, cursor }`), and with search (`q`) too. */
export const pageQuerySchema = z.object(pageQueryFields());
export const searchPageQuerySchema = z.object({ ...pageQueryFields(), q: searchQueryField });
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The field a page answer adds to what the list answered before. */
export const nextCursorField = z.string().nullable();

/**
 * A page from rows read with `limit + 1` in the list's order: the first `limit` of them, and the cursor after the
 * last one when there was one more (null at the end).
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (row: T) => PageCursor,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
