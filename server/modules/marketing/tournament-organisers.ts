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
  /** The organiser's contact (one per address): with the event day, the calendar row's key. */
  contactId: number;
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

/** What both reads take of an organiser: the contact, the list member's event and the list's upload time. */
const ORGANISER_COLUMNS = {
  contactId: contacts.id,
  email: contacts.email,
  name: contacts.name,
  eventDate: contactListMembers.eventDate,
  details: contactListMembers.details,
  listedAt: contactLists.createdAt,
};

/** Members of tournament lists with an event on `fromDate` or later. */
const upcomingOn = (fromDate: string) =>
  and(
    eq(contactLists.kind, 'tournament'),
    isNotNull(contactListMembers.eventDate),
    gte(contactListMembers.eventDate, fromDate),
  );

/**
 * Every organiser of a tournament list whose event is on `fromDate` or later, once per address and event day (an
 * organiser uploaded again in a newer list keeps the first upload's time), soonest event first.
 */
export async function tournamentOrganisers(db: Executor, fromDate: string): Promise<TournamentOrganiser[]> {
  const rows = await db
    .select(ORGANISER_COLUMNS)
    .from(contactListMembers)
    .innerJoin(contactLists, eq(contactLists.id, contactListMembers.listId))
    .innerJoin(contacts, eq(contacts.id, contactListMembers.contactId))
    .where(upcomingOn(fromDate))
    .orderBy(asc(contactListMembers.eventDate), asc(contactLists.createdAt), asc(contactListMembers.contactId));
  const seen = new Set<string>();
  const organisers: TournamentOrganiser[] = [];
  for (const row of rows) {
    const key = `${row.email.toLowerCase()}#${row.eventDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    organisers.push(organiserOf(row));
  }
  return organisers;
}

type OrganiserRow = Omit<TournamentOrganiser, 'eventName' | 'eventDate'> & {
  eventDate: string | null;
  details: typeof contactListMembers.$inferSelect.details;
};

function organiserOf(row: OrganiserRow): TournamentOrganiser {
  return {
    contactId: row.contactId,
    email: row.email,
    name: row.name,
    eventDate: row.eventDate!,
    eventName: eventOfRow(row.details)?.name ?? null,
    listedAt: row.listedAt,
  };
}

/**
 * A page of the calendar's organisers: the events on `fromDate` or later, in (event day, contact id) order, the
 * `limit` rows after `after` (null: from the start). Once per contact and event day, as the first list that named them
 * gave it (DISTINCT ON the page's own key, so a page is read from the event day index, not every list).
 */
export async function tournamentOrganiserPage(
  db: Executor,
  fromDate: string,
  after: { eventDate: string; contactId: number } | null,
  limit: number,
): Promise<TournamentOrganiser[]> {
  const rows = await db
    .selectDistinctOn([contactListMembers.eventDate, contactListMembers.contactId], ORGANISER_COLUMNS)
    .from(contactListMembers)
    .innerJoin(contactLists, eq(contactLists.id, contactListMembers.listId))
    .innerJoin(contacts, eq(contacts.id, contactListMembers.contactId))
    .where(
      and(
        upcomingOn(fromDate),
        after
          ? sql`(${contactListMembers.eventDate}, ${contactListMembers.contactId}) > (${after.eventDate}::date, ${after.contactId})`
          : undefined,
      ),
    )
    .orderBy(asc(contactListMembers.eventDate), asc(contactListMembers.contactId), asc(contactLists.createdAt))
    .limit(limit);
  return rows.map(organiserOf);
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
