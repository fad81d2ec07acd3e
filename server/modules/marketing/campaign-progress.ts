/**
 * A campaign's progress as the admin sees it: sent and failed are its queued messages' outbox states, skipped and
 * cancelled its recipients' (a message withdrawn from the outbox counts as cancelled), remaining is what is still
 * to be queued or sent. And cancelling: what was not sent yet is withdrawn.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { skipReasonWords, type CampaignDto } from '../../../core/schemas/campaigns';
import type { Executor, Tx } from '../../db/client';
import { emailCampaigns, outbox, type Campaign } from '../../db/schema';
import { withdrawQueuedEmails } from '../../integrations/mail/outbox';

export async function campaignDtos(db: Executor, rows: Campaign[]): Promise<CampaignDto[]> {
  if (rows.length === 0) return [];
  const e = emailCampaigns;
  const counted = await db
    .select({
      id: e.campaignId,
      pending: sql<number>`count(*) filter (where ${e.status} = 'pending')::int`,
      skipped: sql<number>`count(*) filter (where ${e.status} = 'skipped')::int`,
      cancelled: sql<number>`count(*) filter (where ${e.status} = 'cancelled' or ${outbox.status} = 'cancelled')::int`,
      // A queued recipient whose outbox row was cleared away had been sent.
      sent: sql<number>`count(*) filter (where ${e.status} = 'queued' and (${outbox.status} = 'sent' or ${outbox.id} is null))::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      inFlight: sql<number>`count(*) filter (where ${e.status} = 'queued' and ${outbox.status} in ('pending', 'sending'))::int`,
    })
    .from(e)
    .leftJoin(outbox, eq(outbox.id, e.outboxId))
    .where(
      inArray(
        e.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(e.campaignId);
  const byId = new Map(counted.map((c) => [c.id, c]));
  const reasons = await db
    .select({ id: e.campaignId, reason: e.skipReason, count: sql<number>`count(*)::int` })
    .from(e)
    .where(
      and(
        inArray(
          e.campaignId,
          rows.map((row) => row.id),
        ),
        eq(e.status, 'skipped'),
      ),
    )
    .groupBy(e.campaignId, e.skipReason)
    .orderBy(sql`count(*) desc`, e.skipReason);
  const why = (id: number) =>
    reasons
      .filter((r) => r.id === id)
      .map((r) => ({ reason: r.reason ?? 'unknown', words: skipReasonWords(r.reason ?? 'unknown'), count: r.count }));
  return rows.map((row) => {
    const c = byId.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      isTest: row.isTest,
      discountCode: row.discountCode,
      discountPercent: row.discountPercent,
      uniqueCodes: row.uniqueCodes,
      ratePerSecond: row.ratePerSecond,
      counts: {
        total: row.total,
        sent: c?.sent ?? 0,
        failed: c?.failed ?? 0,
        skipped: c?.skipped ?? 0,
        cancelled: c?.cancelled ?? 0,
        remaining: (c?.pending ?? 0) + (c?.inFlight ?? 0),
      },
      skippedWhy: why(row.id),
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
    };
  });
}

/**
 * The recipients not queued yet become `cancelled`, and their queued messages that no worker has taken yet are
 * withdrawn (a message already being sent goes out). Answers how many recipients will not get the e-mail.
 */
export async function cancelRecipients(tx: Tx, campaignId: number): Promise<number> {
  const pending = await tx
    .update(emailCampaigns)
    .set({ status: 'cancelled' })
    .where(and(eq(emailCampaigns.campaignId, campaignId), eq(emailCampaigns.status, 'pending')))
    .returning({ id: emailCampaigns.id });
  const queued = await tx
    .select({ outboxId: emailCampaigns.outboxId })
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.campaignId, campaignId), eq(emailCampaigns.status, 'queued')));
  const ids = queued.flatMap((row) => (row.outboxId === null ? [] : [row.outboxId]));
  const withdrawn = await withdrawQueuedEmails(tx, { ids });
  return pending.length + withdrawn.length;
}
