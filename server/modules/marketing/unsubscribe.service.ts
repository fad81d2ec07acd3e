/**
 * The suppression list: addresses that get no marketing mail, checked when each campaign message is queued. People
 * put themselves on it with their e-mail's unsubscribe link (and may undo that); the admin excludes addresses (and
 * may take back only those exclusions). Either way the address's campaign mail still waiting in the outbox is
 * withdrawn at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import type { Database, Executor } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { emailCampaigns, suppressions, type Suppression } from '../../db/schema';
import { withdrawQueuedEmails } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { recipientOfToken } from './unsubscribe-tokens';

const SUBSCRIBED = 'This address receives our marketing e-mail.';
const ONLY_EXCLUSIONS =
  'Only addresses the admin excluded can be removed here: an unsubscribe, bounce or complaint stays.';

export interface UnsubscribeStatus {
  email: string;
  unsubscribed: boolean;
  message: string;
}

/** j***@example.com: enough for the person to recognise their address, too little for anyone else to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export function toSuppressionDto(row: Suppression) {
  return { id: row.id, email: row.email, reason: row.reason, note: row.note, createdAt: row.createdAt.toISOString() };
}

const sameAddress = (email: string) => sql`lower(${suppressions.email}) = lower(${email})`;

async function suppressionOf(db: Executor, email: string): Promise<Suppression | null> {
  const [row] = await db.select().from(suppressions).where(sameAddress(email));
  return row ?? null;
}

export function createSuppressionService(deps: { db: Database; linkSecret: string }) {
  const { db, linkSecret } = deps;

  /** The recipient row a token names; 404 for a forged token or a recipient deleted since. */
  async function recipient(db: Executor, token: string) {
    const id = recipientOfToken(linkSecret, token);
    const [row] =
      id === null
        ? []
        : await db
            .select({ email: emailCampaigns.customerEmail, campaignId: emailCampaigns.campaignId })
            .from(emailCampaigns)
            .where(eq(emailCampaigns.id, id));
    if (!row) throw new AppError('not_found', CAMPAIGN_MESSAGES.unsubscribeNotFound);
    return row;
  }

  /** `subscribedText`: what to say when the address is not (or no longer) on the list. */
  async function statusOf(db: Executor, email: string, subscribedText = SUBSCRIBED): Promise<UnsubscribeStatus> {
    const unsubscribed = (await suppressionOf(db, email)) !== null;
    return {
      email: maskEmail(email),
      unsubscribed,
      message: unsubscribed ? CAMPAIGN_MESSAGES.unsubscribed : subscribedText,
    };
  }

  return {
    /** Reads only (mail scanners open links): whether the token's address is on the suppression list. */
    async status(token: string): Promise<UnsubscribeStatus> {
      return statusOf(db, (await recipient(db, token)).email);
    },

    /**
     * RFC 8058 one-click: the address goes on the suppression list now (an admin's exclusion becomes the person's
     * own unsubscribe; a bounce or complaint stays) and its queued campaign mail is withdrawn. A repeat changes
     * nothing.
     */
    async unsubscribe(token: string): Promise<UnsubscribeStatus> {
      return db.transaction(async (tx) => {
        const { email, campaignId } = await recipient(tx, token);
        const [added] = await tx
          .insert(suppressions)
          .values({ email, reason: 'unsubscribed', campaignId })
          .onConflictDoNothing()
          .returning();
        if (!added) {
          await tx
            .update(suppressions)
            .set({ reason: 'unsubscribed', campaignId })
            .where(and(sameAddress(email), eq(suppressions.reason, 'excluded')));
        }
        await withdrawQueuedEmails(tx, { campaignMailTo: email });
        return statusOf(tx, email);
      });
    },

    /** The person changed their mind: only their own unsubscribe is removed, never a bounce or an exclusion. */
    async undo(token: string): Promise<UnsubscribeStatus> {
      const { email } = await recipient(db, token);
      await db.delete(suppressions).where(and(sameAddress(email), eq(suppressions.reason, 'unsubscribed')));
      return statusOf(db, email, CAMPAIGN_MESSAGES.resubscribed);
    },

    /** The admin's view: newest first, a page at a time, optionally those whose address holds `q`. */
    async list(query: PageQuery & { q?: string }) {
      const q = query.q?.toLowerCase();
      const found = await db
        .select({ row: suppressions, at: cursorTime(suppressions.createdAt) })
        .from(suppressions)
        .where(
          and(
            q ? sql`strpos(lower(${suppressions.email}), ${q}) > 0` : undefined,
            afterTimeCursor(suppressions.createdAt, suppressions.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(...newestFirst(suppressions.createdAt, suppressions.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, ({ row, at }) => ({ key: at, id: row.id }));
      return { suppressions: page.rows.map(({ row }) => toSuppressionDto(row)), nextCursor: page.nextCursor };
    },

    /** The admin excludes an address from every campaign; one already on the list stays as it is (not created). */
    async exclude(input: { email: string; note?: string }, actor: Pick<CurrentUser, 'id'>, ip: string) {
      return db.transaction(async (tx) => {
        const [added] = await tx
          .insert(suppressions)
          .values({ email: input.email, reason: 'excluded', note: input.note || null })
          .onConflictDoNothing()
          .returning();
        if (!added) return { created: false, suppression: toSuppressionDto((await suppressionOf(tx, input.email))!) };
        const withdrawn = await withdrawQueuedEmails(tx, { campaignMailTo: input.email });
        await recordAudit(tx, {
          actor,
          action: 'suppression.add',
          entity: 'suppressions',
          entityId: added.id,
          details: { withdrawn: withdrawn.length },
          after: { email: added.email, reason: added.reason, note: added.note },
          ip,
        });
        return { created: true, suppression: toSuppressionDto(added) };
      });
    },

    /** Takes back an exclusion (404 if none; 409 for any other reason: those are the person's or their server's). */
    async remove(id: number, actor: Pick<CurrentUser, 'id'>, ip: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(suppressions).where(eq(suppressions.id, id)).for('update');
        if (!row) throw new AppError('not_found', CAMPAIGN_MESSAGES.suppressionNotFound);
        if (row.reason !== 'excluded') throw new AppError('conflict', ONLY_EXCLUSIONS);
        await tx.delete(suppressions).where(eq(suppressions.id, id));
        await recordAudit(tx, {
          actor,
          action: 'suppression.remove',
          entity: 'suppressions',
          entityId: id,
          before: { email: row.email, reason: row.reason, note: row.note },
          ip,
        });
        return toSuppressionDto(row);
      });
    },
  };
}

export type SuppressionService = ReturnType<typeof createSuppressionService>;
