import type { Tx } from '../../db/client';
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
