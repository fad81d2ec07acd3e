/**
 * Bounce and complaint notices from mail providers, already verified by the routes (bounces.routes.ts): each is
 * recorded (email_bounces); a hard bounce or a complaint puts the address on the suppression list at once (`bounced`,
 * `complained`), soft bounces from the third on. A newly suppressed address's queued campaign mail is withdrawn, and
 * the last message sent to it is marked in the admin's mailbox.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { emailBounces, suppressions, type EmailBounceKind } from '../../db/schema';
import { markDeliveryProblem, withdrawQueuedEmails } from '../../integrations/mail/outbox';

/** Soft bounces (a full mailbox, a server away) suppress an address from this many on. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;

export interface BounceNotice {
  email: string;
  kind: EmailBounceKind;
  provider: 'ses' | 'postmark' | 'json';
  providerMessageId?: string | null;
}

const recipientsSchema = z.array(z.object({ emailAddress: z.string().min(3).max(254) })).max(100);
/** Amazon SES's notice (the SNS message's `Message`): notifications use notificationType, event publishing eventType. */
const sesNoticeSchema = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipientsSchema }).optional(),
  complaint: z.object({ complainedRecipients: recipientsSchema }).optional(),
  mail: z.object({ messageId: z.string().optional() }).optional(),
});

/** The notices in an SES message: Permanent bounces are hard, Transient and Undetermined soft; a complaint. */
export function sesNotices(message: string): BounceNotice[] {
  let parsed: z.infer<typeof sesNoticeSchema>;
  try {
    parsed = sesNoticeSchema.parse(JSON.parse(message));
  } catch {
    return [];
  }
  const type = parsed.notificationType ?? parsed.eventType;
  const providerMessageId = parsed.mail?.messageId ?? null;
  if (type === 'Bounce' && parsed.bounce) {
    const kind = parsed.bounce.bounceType === 'Permanent' ? 'hard' : 'soft';
    return parsed.bounce.bouncedRecipients.map((r) => ({
      email: r.emailAddress,
      kind,
      provider: 'ses',
      providerMessageId,
    }));
  }
  if (type === 'Complaint' && parsed.complaint) {
    return parsed.complaint.complainedRecipients.map((r) => ({
      email: r.emailAddress,
      kind: 'complaint',
      provider: 'ses',
      providerMessageId,
    }));
  }
  return [];
}

/** Postmark's bounce and spam complaint webhooks (RecordType Bounce or SpamComplaint; `Type` names the bounce). */
export const postmarkBodySchema = z.looseObject({
  RecordType: z.string().max(50).optional(),
  Type: z.string().max(50),
  Email: z.string().min(3).max(254),
  MessageID: z.string().max(100).optional(),
});
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);
const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError', 'SpamNotification', 'AutoResponder']);

export function postmarkNotice(body: z.infer<typeof postmarkBodySchema>): BounceNotice | null {
  const kind: EmailBounceKind | null =
    body.RecordType === 'SpamComplaint' || body.Type === 'SpamComplaint'
      ? 'complaint'
      : POSTMARK_HARD.has(body.Type)
        ? 'hard'
        : POSTMARK_SOFT.has(body.Type)
          ? 'soft'
          : null;
  return kind ? { email: body.Email, kind, provider: 'postmark', providerMessageId: body.MessageID ?? null } : null;
}

/** The plain form for other providers: { email, type: hard | soft | complaint, messageId? }. */
export const plainBounceBodySchema = z.object({
  email: z.email('email must be an e-mail address').max(254),
  type: z.enum(['hard', 'soft', 'complaint']),
  messageId: z.string().max(200).optional(),
});

export function createBounceService(deps: { db: Database }) {
  const { db } = deps;

  /** Records one notice; answers whether the address is (now) suppressed because of it. */
  async function record(notice: BounceNotice): Promise<boolean> {
    const email = notice.email.trim();
    return db.transaction(async (tx) => {
      await tx.insert(emailBounces).values({
        email,
        kind: notice.kind,
        provider: notice.provider,
        providerMessageId: notice.providerMessageId ?? null,
      });
      let suppress = notice.kind !== 'soft';
      if (!suppress) {
        const [soft] = await tx
          .select({ n: count() })
          .from(emailBounces)
          .where(and(sql`lower(${emailBounces.email}) = lower(${email})`, eq(emailBounces.kind, 'soft')));
        suppress = (soft?.n ?? 0) >= SOFT_BOUNCES_TO_SUPPRESS;
      }
      if (!suppress) return false;
      const reason = notice.kind === 'complaint' ? 'complained' : 'bounced';
      const note = `${notice.provider}: ${notice.kind === 'complaint' ? 'complaint' : `${notice.kind} bounce`}`;
      const [added] = await tx.insert(suppressions).values({ email, reason, note }).onConflictDoNothing().returning();
      if (!added) {
        // The admin's exclusion becomes the server's verdict; an unsubscribe, bounce or complaint stays as it was.
        await tx
          .update(suppressions)
          .set({ reason, note })
          .where(and(sql`lower(${suppressions.email}) = lower(${email})`, eq(suppressions.reason, 'excluded')));
      }
      await withdrawQueuedEmails(tx, { campaignMailTo: email });
      await markDeliveryProblem(tx, email, notice.kind === 'complaint' ? 'Marked as spam' : 'Bounced');
      return true;
    });
  }

  return {
    /** Records each notice in turn; answers how many there were and how many addresses they suppressed. */
    async recordAll(notices: BounceNotice[]): Promise<{ received: number; suppressed: number }> {
      let suppressed = 0;
      for (const notice of notices) if (await record(notice)) suppressed += 1;
      return { received: notices.length, suppressed };
    },
  };
}

export type BounceService = ReturnType<typeof createBounceService>;
