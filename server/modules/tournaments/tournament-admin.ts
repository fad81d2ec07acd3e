/**
 * What the owner does with the tournament calendar: the cadence (the tournament_cadence setting, audited) and the
 * calendar view: the upcoming events by day, each organiser's e-mails sent, the next one and its day, or what stopped
 * them (a paid order, the suppression list).
 */
import { INVALID_CURSOR_MESSAGE, pageOf, readCursor, type PageCursor, type PageQuery } from '../../../core/cursor';
import { isoDate } from '../../../core/dates';
import { AppError } from '../../../core/errors';
import type { CalendarOrganiser, TournamentCalendarPage } from '../../../core/schemas/followups';
import { nextTournamentStep, TOURNAMENT_STEP_NAMES, type TournamentCadence } from '../../../core/tournament-cadence';
import type { CurrentUser } from '../../current-user';
import type { Database } from '../../db/client';
import type { SettingsService } from '../settings';
import { tournamentOrganiserPage } from '../marketing';
import { statesOf, type OrganiserState } from './tournament-state';

/**
 * The calendar's cursor keeps the event day as a whole number, 2027-03-14 as 20270314 (the cursor's keys are a
 * timestamp or a number); the list runs soonest first, so the page is the rows after it in ascending order.
 */
const dayKey = (eventDate: string) => Number(eventDate.replaceAll('-', ''));

function afterCursor(value: string | undefined): { eventDate: string; contactId: number } | null {
  if (!value) return null;
  const cursor: PageCursor | null = readCursor(value);
  const digits = typeof cursor?.key === 'number' ? String(cursor.key) : '';
  if (!cursor || !/^\d{8}$/.test(digits)) throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
  return { eventDate: `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`, contactId: cursor.id };
}

function organiserOf(each: OrganiserState, today: string, cadence: TournamentCadence): CalendarOrganiser {
  const stopped = each.orderedOn !== null || each.suppressed;
  const next = stopped
    ? null
    : nextTournamentStep(
        each.eventDate,
        today,
        cadence,
        each.sent.map((sent) => sent.step),
      );
  return {
    email: each.email,
    name: each.name,
    sent: each.sent.map((sent) => ({
      step: TOURNAMENT_STEP_NAMES[sent.step]!,
      sentAt: sent.sentAt.toISOString(),
      code: sent.code,
    })),
    // A step due today and not sent yet goes out at the job's next look: today.
    next: next ? { step: next.name, on: next.on < today ? today : next.on } : null,
    orderedOn: each.orderedOn,
    suppressed: each.suppressed,
  };
}

export function createTournamentAdmin(deps: { db: Database; settings: SettingsService; now: () => Date }) {
  const { db, settings, now } = deps;
  return {
    cadence: (): Promise<TournamentCadence> => settings.get('tournament_cadence'),

    /** Saved audited, as the schema parsed it (weeks counting down). */
    saveCadence: (value: TournamentCadence, actor: CurrentUser, ip: string): Promise<TournamentCadence> =>
      db.transaction((tx) => settings.put(tx, 'tournament_cadence', value, actor, ip)),

    /** The organisers of the events from today on, soonest event first, then by organiser, a page at a time. */
    async calendar(query: PageQuery): Promise<TournamentCalendarPage> {
      const today = isoDate(now());
      const after = afterCursor(query.cursor);
      const cadence = await settings.get('tournament_cadence');
      const found = await tournamentOrganiserPage(db, today, after, query.limit + 1);
      const page = pageOf(found, query.limit, (row) => ({ key: dayKey(row.eventDate), id: row.contactId }));
      const states = await statesOf(db, page.rows);
      return {
        organisers: states.map((each) => ({
          id: each.contactId,
          eventDate: each.eventDate,
          eventName: each.eventName,
          ...organiserOf(each, today, cadence),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type TournamentAdmin = ReturnType<typeof createTournamentAdmin>;
