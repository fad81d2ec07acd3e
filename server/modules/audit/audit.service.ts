import { desc, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { CurrentUser } from '../../load-context';

export interface AuditEntry {
  actor: Pick<CurrentUser, 'id'>;
  action: string;
  entity: string;
  entityId: string | number;
  details?: Record<string, unknown>;
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
    ip: entry.ip,
  });
}

export interface AuditRow {
  id: number;
  at: string;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
}

/** The newest entries first, a page at a time (`beforeId` is the last id of the previous page). */
export async function listAudit(db: Database, page: { limit: number; beforeId?: number }): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(page.beforeId === undefined ? undefined : lt(auditLog.id, page.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
    ip: row.ip,
  }));
}
