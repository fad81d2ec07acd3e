import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditRowDto } from '../../../core/schemas/admin';
import type { Database, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { CurrentUser } from '../../load-context';

export interface AuditEntry {
  actor: Pick<CurrentUser, 'id'>;
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
    actorUserId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}

/**
 * The newest entries first, a page at a time (`beforeId` is the last id of the previous page); with `entity` and
 * `entityId`, one object's history.
 */
export async function listAudit(
  db: Database,
  page: { limit: number; beforeId?: number; entity?: string; entityId?: string },
): Promise<AuditRowDto[]> {
  const rows = await db
    .select({ row: auditLog, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        page.beforeId === undefined ? undefined : lt(auditLog.id, page.beforeId),
        page.entity === undefined ? undefined : eq(auditLog.entity, page.entity),
        page.entityId === undefined ? undefined : eq(auditLog.entityId, page.entityId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
  return rows.map(({ row, actorUsername }) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    actorUsername,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
}
