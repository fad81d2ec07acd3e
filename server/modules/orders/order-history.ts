/**
 * The admin's order history (GET /api/admin/orders): custom and regular orders together, newest first
 * (created_at desc, then kind, then id desc), live ones only, a page at a time. Each table answers its own part
 * with the filters and the cursor pushed in and a LIMIT, so each side walks its partial index
 * (orders_live_created_at_id_idx, custom_orders_live_created_at_id_idx) and only two short lists are merged,
 * however many orders there are. The orders module reads custom_orders here for display only. sort=approve_by
 * lists the custom orders with an event date first (soonest last day to approve a proof), then the rest as above.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { parseOrderNumber } from '../../../core/order-numbers';
import { PRODUCTION_DAYS, RUSH_PRODUCTION_DAYS, SHIPPING_DAYS } from '../../../core/proof-dates';
import type {
  AdminOrder,
  AdminOrderKind,
  AdminOrderPage,
  adminOrderQuerySchema,
  AdminRegularOrderDto,
} from '../../../core/schemas/admin';
import { ORDER_SEARCH_COUNT_CAP } from '../../../core/schemas/admin';
import type { RegularOrderDto } from '../../../core/schemas/orders';
import { queryRows, type Database } from '../../db/client';
import { customOrders, orders, type Order } from '../../db/schema';
import { toAdminCustomOrderDto } from '../custom-orders';
import { ORDER_NOT_FOUND } from './order-admin.service';
import { regularOrderDto, regularOrderDtos } from './order-invoices';
import { containsPattern } from '../../db/search';

export type AdminOrderFilters = z.output<typeof adminOrderQuerySchema>;

export const INVALID_CURSOR = 'Invalid cursor';

/** Where a page ended: created_at to the microsecond (a JS Date keeps only milliseconds), the kind and the id. */
const cursorSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  kind: z.enum(['custom', 'regular']),
  id: z.number().int().positive(),
});
type Cursor = z.infer<typeof cursorSchema>;
/** sort=approve_by, still among the orders with an event date: the last day to approve and the id. */
const datedCursorSchema = z.object({ day: z.iso.date(), id: z.number().int().positive() });
type DatedCursor = z.infer<typeof datedCursorSchema>;

export function encodeCursor(cursor: Cursor | DatedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string): Cursor;
export function decodeCursor(value: string, allowDated: true): Cursor | DatedCursor;
export function decodeCursor(value: string, allowDated = false): Cursor | DatedCursor {
  try {
    const raw: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return allowDated ? z.union([cursorSchema, datedCursorSchema]).parse(raw) : cursorSchema.parse(raw);
  } catch {
    throw new AppError('bad_request', INVALID_CURSOR);
  }
}

/** The start of a UTC day, checked (JS would read 2024-02-30 as 1 March). */
function utcDay(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('bad_request', `${field} is not a real date`);
  }
  return date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A whole address, as the forms that take an order's e-mail accept one (z.email), is looked up, not searched: a
 * substring of 100,000 e-mails of one shape read most of the trigram index (156 ms p95 in the scale bench), where the
 * address is one btree lookup.
 */
const wholeEmail = z.email();
const MAX_ID = 2_147_483_647;

interface Matching {
  /** "12" or "#12": that row id of either kind; "C-1012", "w1012": that order of that kind. */
  id?: number;
  kind?: AdminOrderKind;
  /** A whole e-mail address, lower-cased: that customer's orders (the btree index on lower(customer_email)). */
  email?: string;
  pattern?: string;
  status?: string;
  from?: string;
  toBefore?: string;
}

function matching(filters: AdminOrderFilters): Matching {
  const found: Matching = {};
  const q = filters.q?.trim();
  const number = q ? /^#?(\d+)$/.exec(q) : null;
  const orderNo = q ? parseOrderNumber(q) : null;
  if (orderNo) {
    found.id = orderNo.id <= MAX_ID ? orderNo.id : 0;
    found.kind = orderNo.kind === 'custom' ? 'custom' : 'regular';
  } else if (number) found.id = Number(number[1]) <= MAX_ID ? Number(number[1]) : 0;
  else if (q && wholeEmail.safeParse(q).success) found.email = q.toLowerCase();
  else if (q) found.pattern = containsPattern(q);
  if (filters.status) found.status = filters.status;
  const from = filters.from ? utcDay(filters.from, 'from') : undefined;
  const to = filters.to ? utcDay(filters.to, 'to') : undefined;
  if (from) found.from = from.toISOString();
  if (to) found.toBefore = new Date(to.getTime() + DAY_MS).toISOString();
  return found;
}

const TABLES = { custom: customOrders, regular: orders } as const;

/** The last day to approve the proof (core/proof-dates.ts), in SQL: date minus whole days is a date. */
const APPROVE_DAY = sql`(${customOrders.eventDate} - case when ${customOrders.rushOrder} then ${RUSH_PRODUCTION_DAYS + SHIPPING_DAYS}::int else ${PRODUCTION_DAYS + SHIPPING_DAYS}::int end)`;

/**
 * One side's conditions: live, the filters, and (for the next page) after the cursor in the merged order;
 * `undatedOnly` leaves out custom orders with an event date (sort=approve_by lists them first, on their own).
 */
function sideWhere(kind: AdminOrderKind, m: Matching, cursor: Cursor | undefined, undatedOnly = false): SQL {
  const t = TABLES[kind];
  const conditions: SQL[] = [sql`${t.archivedAt} is null`];
  if (undatedOnly && kind === 'custom') conditions.push(sql`${customOrders.eventDate} is null`);
  if (m.id !== undefined) conditions.push(sql`${t.id} = ${m.id}`);
  if (m.kind !== undefined && m.kind !== kind) conditions.push(sql`false`);
  if (m.email) conditions.push(sql`lower(${t.customerEmail}) = ${m.email}`);
  if (m.pattern) conditions.push(sql`(${t.customerName} ilike ${m.pattern} or ${t.customerEmail} ilike ${m.pattern})`);
  if (m.status) conditions.push(sql`${t.status} = ${m.status}`);
  if (m.from) conditions.push(sql`${t.createdAt} >= ${m.from}::timestamptz`);
  if (m.toBefore) conditions.push(sql`${t.createdAt} < ${m.toBefore}::timestamptz`);
  if (cursor) {
    const at = sql`${cursor.at}::timestamptz`;
    if (cursor.kind === kind) conditions.push(sql`(${t.createdAt}, ${t.id}) < (${at}, ${cursor.id})`);
    // Within one instant 'custom' sorts before 'regular': after a custom row every regular row of that instant
    // is still to come, after a regular row no custom row of it is.
    else if (kind === 'regular') conditions.push(sql`${t.createdAt} <= ${at}`);
    else conditions.push(sql`${t.createdAt} < ${at}`);
  }
  return sql.join(conditions, sql` and `);
}

interface PageKey {
  kind: AdminOrderKind;
  id: number;
  at: string;
}

interface DatedKey {
  id: number;
  day: string;
}

/** `linkSecret` signs the pay links of NET 30 invoices the regular orders show. */
export function createOrderHistory(db: Database, linkSecret: string) {
  /** The newest-first keys of a page (one more than asked, to know whether a next page exists). */
  async function newestKeys(
    m: Matching,
    kinds: AdminOrderKind[],
    cursor: Cursor | undefined,
    take: number,
    undatedOnly = false,
  ): Promise<PageKey[]> {
    const sides = kinds.map((kind) => {
      const t = TABLES[kind];
      return sql`(select ${kind}::text as kind, ${t.id} as id, ${t.createdAt} as created_at,
          to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from ${t} where ${sideWhere(kind, m, cursor, undatedOnly)}
        order by ${t.createdAt} desc, ${t.id} desc limit ${take})`;
    });
    return queryRows<PageKey>(
      db,
      sql`select kind, id, at from (${sql.join(sides, sql` union all `)}) as page
        order by created_at desc, kind asc, id desc limit ${take}`,
    );
  }

  /** Custom orders with an event date, soonest last day to approve first (then by id), after the cursor. */
  async function datedKeys(m: Matching, cursor: DatedCursor | undefined, take: number): Promise<DatedKey[]> {
    const after = cursor ? sql`and (approve_day, id) > (${cursor.day}::date, ${cursor.id})` : sql``;
    return queryRows<DatedKey>(
      db,
      sql`select id, to_char(approve_day, 'YYYY-MM-DD') as day from (
          select ${customOrders.id} as id, ${APPROVE_DAY} as approve_day from ${customOrders}
          where ${sideWhere('custom', m, undefined)} and ${customOrders.eventDate} is not null
        ) as dated where true ${after} order by approve_day asc, id asc limit ${take}`,
    );
  }

  async function load(keys: Array<{ kind: AdminOrderKind; id: number }>): Promise<AdminOrder[]> {
    const ids = (kind: AdminOrderKind) => keys.filter((key) => key.kind === kind).map((key) => Number(key.id));
    const customIds = ids('custom');
    const regularIds = ids('regular');
    const [customRows, regularRows] = await Promise.all([
      customIds.length ? db.select().from(customOrders).where(inArray(customOrders.id, customIds)) : [],
      regularIds.length ? db.select().from(orders).where(inArray(orders.id, regularIds)) : [],
    ]);
    const byKey = new Map<string, AdminOrder>([
      ...customRows.map((row) => [`custom:${row.id}`, { kind: 'custom', order: toAdminCustomOrderDto(row) }] as const),
      ...(await regularOrderDtos(db, linkSecret, regularRows)).map(
        (order, index) =>
          [`regular:${order.id}`, { kind: 'regular', order: adminRegular(order, regularRows[index]!) }] as const,
      ),
    ]);
    // A row deleted between the two reads is simply left out of this page.
    return keys.flatMap((key) => byKey.get(`${key.kind}:${Number(key.id)}`) ?? []);
  }

  /** Matching live orders of both kinds; a text search stops counting past ORDER_SEARCH_COUNT_CAP. */
  async function total(m: Matching, kinds: AdminOrderKind[]): Promise<{ total: number; totalCapped: boolean }> {
    const cap = m.pattern ? ORDER_SEARCH_COUNT_CAP : null;
    const counts = kinds.map((kind) =>
      cap === null
        ? sql`(select count(*) from ${TABLES[kind]} where ${sideWhere(kind, m, undefined)})`
        : sql`(select count(*) from (select 1 from ${TABLES[kind]} where ${sideWhere(kind, m, undefined)}
            limit ${cap + 1}) as matched)`,
    );
    const [counted] = await queryRows<{ total: number }>(db, sql`select (${sql.join(counts, sql` + `)})::int as total`);
    const found = counted?.total ?? 0;
    return cap !== null && found > cap ? { total: cap, totalCapped: true } : { total: found, totalCapped: false };
  }

  /**
   * sort=approve_by walks two phases with one cursor: first the custom orders with an event date (soonest last day
   * to approve first; the cursor holds that day and the id), then every other order newest first (the usual cursor).
   */
  async function approveByPage(filters: AdminOrderFilters, m: Matching, kinds: AdminOrderKind[]) {
    const cursor = filters.cursor ? decodeCursor(filters.cursor, true) : undefined;
    const take = filters.limit + 1;
    const inDated = !cursor || 'day' in cursor;
    const dated = inDated && kinds.includes('custom') ? await datedKeys(m, cursor as DatedCursor, take) : [];
    const undatedCursor = cursor && 'at' in cursor ? cursor : undefined;
    const rest = dated.length < take ? await newestKeys(m, kinds, undatedCursor, take - dated.length, true) : [];
    const keys: Array<{ kind: AdminOrderKind; id: number; day?: string; at?: string }> = [
      ...dated.map((key) => ({ kind: 'custom' as const, id: Number(key.id), day: key.day })),
      ...rest.map((key) => ({ kind: key.kind, id: Number(key.id), at: key.at })),
    ];
    const shown = keys.slice(0, filters.limit);
    const last = shown.at(-1);
    let nextCursor: string | null = null;
    if (keys.length > filters.limit && last) {
      nextCursor = last.day
        ? encodeCursor({ day: last.day, id: last.id })
        : encodeCursor({ at: last.at!, kind: last.kind, id: last.id });
    }
    const [found, counted] = await Promise.all([load(shown), total(m, kinds)]);
    return { orders: found, ...counted, nextCursor };
  }

  async function page(filters: AdminOrderFilters): Promise<AdminOrderPage> {
    const m = matching(filters);
    const kinds: AdminOrderKind[] = filters.kind === 'all' ? ['custom', 'regular'] : [filters.kind];
    if (filters.sort === 'approve_by') return approveByPage(filters, m, kinds);
    const cursor = filters.cursor ? decodeCursor(filters.cursor) : undefined;
    // The count does not wait for the page: two reads of their own (on PostgreSQL, two connections at once).
    const [keys, counted] = await Promise.all([newestKeys(m, kinds, cursor, filters.limit + 1), total(m, kinds)]);
    const shown = keys.slice(0, filters.limit);
    const last = shown.at(-1);
    return {
      orders: await load(shown),
      ...counted,
      nextCursor:
        keys.length > filters.limit && last
          ? encodeCursor({ at: last.at, kind: last.kind, id: Number(last.id) })
          : null,
    };
  }

  /** One live order as the admin sees it (export, e-mail), or a 404. */
  async function find(kind: AdminOrderKind, id: number): Promise<AdminOrder> {
    if (kind === 'custom') {
      const [row] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)));
      if (row) return { kind, order: toAdminCustomOrderDto(row) };
    } else {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isNull(orders.archivedAt)));
      if (row) return { kind, order: adminRegular(await regularOrderDto(db, linkSecret, row), row) };
    }
    throw new AppError('not_found', ORDER_NOT_FOUND);
  }

  return { page, find };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;

/** The admin's view of a catalogue order: the customer's DTO plus what only the shop sees. */
function adminRegular(dto: RegularOrderDto, row: Order): AdminRegularOrderDto {
  return { ...dto, customerPhone: row.customerPhone, internalNote: row.internalNote };
}
