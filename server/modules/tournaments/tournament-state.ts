/**
 * Where each organiser of an upcoming event stands, read once for the job and the calendar view: the organisers
 * (from the marketing module's tournament lists), the calendar e-mails they were sent (tournament_sends), the first
 * paid order of each since their list was uploaded (which stops their e-mails) and the suppression list.
 */
import { inArray } from 'drizzle-orm';
import { isoDate } from '../../../core/dates';
import type { Executor } from '../../db/client';
import { tournamentSends, type TournamentSend } from '../../db/schema';
import { suppressedAmong, tournamentOrganisers, type TournamentOrganiser } from '../marketing';
import { paidOrdersOf } from '../payments';

export interface OrganiserState extends TournamentOrganiser {
  /** The address lower-cased: the key of its sends. */
  organiser: string;
  /** The calendar e-mails sent for this event, by step. */
  sent: TournamentSend[];
  /** The day (YYYY-MM-DD) of their first paid order since the list was uploaded: it stops their e-mails. */
  orderedOn: string | null;
  suppressed: boolean;
}

/** The first paid order of the address from `since` on, as a day; null without one. */
export async function orderedSince(db: Executor, email: string, since: Date): Promise<string | null> {
  const [first] = await paidOrdersOf(db, [email], since);
  return first ? isoDate(first.capturedAt) : null;
}

/** Every organiser of an event on `fromDate` or later, soonest first, with where they stand. */
export async function organiserStates(db: Executor, fromDate: string): Promise<OrganiserState[]> {
  return statesOf(db, await tournamentOrganisers(db, fromDate));
}

/** Where each of these organisers stands (a page of the calendar, or all of them for the job). */
export async function statesOf(db: Executor, organisers: TournamentOrganiser[]): Promise<OrganiserState[]> {
  if (organisers.length === 0) return [];
  const keys = [...new Set(organisers.map((each) => each.email.toLowerCase()))];
  const sends = await db.select().from(tournamentSends).where(inArray(tournamentSends.organiser, keys));
  const earliest = new Date(Math.min(...organisers.map((each) => each.listedAt.getTime())));
  const orders = await paidOrdersOf(db, keys, earliest);
  const suppressed = await suppressedAmong(db, keys);
  return organisers.map((each) => {
    const organiser = each.email.toLowerCase();
    const order = orders.find((row) => row.email === organiser && row.capturedAt >= each.listedAt);
    return {
      ...each,
      organiser,
      sent: sends
        .filter((send) => send.organiser === organiser && send.eventDate === each.eventDate)
        .sort((a, b) => a.step - b.step),
      orderedOn: order ? isoDate(order.capturedAt) : null,
      suppressed: suppressed.has(organiser),
    };
  });
}
