/**
 * What the tournament calendar (modules/tournaments) reads and writes of the marketing module: the organisers of the
 * uploaded tournament lists with their event days, the suppression list, and the recipient row behind each calendar
 * e-mail (its unsubscribe link names that row, as a campaign e-mail's does).
 */
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { contactListMembers, contactLists, contacts, emailCampaigns, suppressions } from '../../db/schema';
import type { EmailMessage } from '../../integrations/mail/outbox';
import { eventOfRow, renderOutreachEmail, type CampaignMailContext, type OutreachContent } from './campaign-emails';

export interface TournamentOrganiser {
  /** The address, as the list gave it. */
  email: string;
  name: string | null;
  /** YYYY-MM-DD. */
  eventDate: string;
  /** The tournament's name, from its row's columns. */
  eventName: string | null;
  /** When the first list naming this organiser and event was uploaded (an order since then stops the e-mails). */
  listedAt: Date;
}

/** Which of these addresses (lower-cased) are on the suppression list. */
export async function suppressedAmong(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: suppressions.email })
    .from(suppressions)
    .where(inArray(sql`lower(${suppressions.email})`, [...new Set(emails.map((email) => email.toLowerCase()))]));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/**
 * Every organiser of a tournament list whose event is on `fromDate` or later, once per address and event day (an
 * organiser uploaded again in a newer list keeps the first upload's time), soonest event first.
 */
export async function tournamentOrganisers(db: Executor, fromDate: string): Promise<TournamentOrganiser[]> {
  const rows = await db
    .select({
      email: contacts.email,
      name: contacts.name,
      eventDate: contactListMembers.eventDate,
      details: contactListMembers.details,
      listedAt: contactLists.createdAt,
    })
    .from(contactListMembers)
    .innerJoin(contactLists, eq(contactLists.id, contactListMembers.listId))
    .innerJoin(contacts, eq(contacts.id, contactListMembers.contactId))
    .where(
      and(
        eq(contactLists.kind, 'tournament'),
        isNotNull(contactListMembers.eventDate),
        gte(contactListMembers.eventDate, fromDate),
      ),
    )
    .orderBy(asc(contactListMembers.eventDate), asc(contactLists.createdAt), asc(contactListMembers.contactId));
  const seen = new Set<string>();
  const organisers: TournamentOrganiser[] = [];
  for (const row of rows) {
    const key = `${row.email.toLowerCase()}#${row.eventDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    organisers.push({
      email: row.email,
      name: row.name,
      eventDate: row.eventDate!,
      eventName: eventOfRow(row.details)?.name ?? null,
      listedAt: row.listedAt,
    });
  }
  return organisers;
}

/**
 * A calendar e-mail to an organiser, in the campaign layout with its unsubscribe link: the recipient row it names is
 * written in the caller's transaction (rolled back with it when the send is not claimed).
 */
export async function outreachMessage(
  tx: Tx,
  ctx: CampaignMailContext,
  content: Omit<OutreachContent, 'recipientId'> & { email: string },
): Promise<EmailMessage> {
  const [row] = await tx
    .insert(emailCampaigns)
    .values({
      customerEmail: content.email,
      customerName: content.name,
      discountCode: content.code,
      status: 'queued',
      sentAt: new Date(),
      campaignType: 'tournament-calendar',
    })
    .returning({ id: emailCampaigns.id });
  const message = renderOutreachEmail(ctx, { ...content, recipientId: row!.id });
  return { to: content.email, kind: 'campaign', ...message };
}
