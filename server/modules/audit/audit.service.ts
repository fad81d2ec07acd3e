import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters, AuditQuery, AuditRowDto } from '../../../core/schemas/admin';
import { pageOf, readCursor } from '../../../core/cursor';
import type { Database, Tx } from '../../db/client';
import { afterIdCursor } from '../../db/keyset';
import { auditLog, users } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { describeAudit } from './audit-describe';
import { entityName } from './audit-words';

export interface AuditEntry {
  /** Null for a customer's action through an e-mailed link (e.g. a proof approval) where no one is signed in. */
  actor: Pick<CurrentUser, 'id'> | null;
  action: string;
  entity: string;
  entityId: string | number;
  details?: Record<string, unknown>;
  /** The fields the change touched, as they were (omit for a creation) and as they became (omit for a deletion). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  ip: string;
}

/** Appends who changed what, in the transaction of the change itself (no change without its row, and back). */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}

/** Who: a whole number is a user id, anything else a username (any case). */
function actorCondition(actor: string): SQL {
  return /^\d+$/.test(actor)
    ? eq(auditLog.actorUserId, Number(actor))
    : sql`lower(${users.username}) = ${actor.toLowerCase()}`;
}

/** UTC days, both ends included: `to` runs to the start of the next day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The newest entries first, a page at a time (`beforeId` is the last id of the previous page), filtered by who made
 * the change, what it touched (`entity`, and with `entityId` one object's history) and when.
 */
export async function listAudit(
  db: Database,
  page: Pick<AuditQuery, 'limit'> & Partial<Omit<AuditQuery, 'limit'>>,
): Promise<{ entries: AuditRowDto[]; nextCursor: string | null }> {
  const found = await db
    .select({ row: auditLog, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        afterIdCursor(auditLog.id, page.cursor ? readCursor(page.cursor) : null),
        page.actor === undefined ? undefined : actorCondition(page.actor),
        page.entity === undefined ? undefined : eq(auditLog.entity, page.entity),
        page.entityId === undefined ? undefined : eq(auditLog.entityId, page.entityId),
        page.from === undefined ? undefined : gte(auditLog.createdAt, dayStart(page.from)),
        page.to === undefined ? undefined : lt(auditLog.createdAt, nextDayStart(page.to)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const { rows, nextCursor } = pageOf(found, page.limit, ({ row }) => ({ key: row.id, id: row.id }));
  const entries = rows.map(({ row, actorUsername }) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    actorUsername,
    action: row.action,
    summary: describeAudit(row),
    object: entityName(row),
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
  return { entries, nextCursor };
}

/** The filters' choices: the users who have entries (by name) and the kinds of object touched. */
export async function auditFilters(db: Database): Promise<AuditFilters> {
  const actors = await db
    .selectDistinct({ id: users.id, username: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(isNotNull(auditLog.actorUserId))
    .orderBy(asc(users.username), asc(users.id));
  const entities = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity));
  return { actors, entities: entities.map((row) => row.entity) };
}
