/**
 * What the owner does with the tournament calendar: the cadence (the tournament_cadence setting, audited) and the
 * calendar view: the upcoming events by day, each organiser's e-mails sent, the next one and its day, or what stopped
 * them (a paid order, the suppression list).
 */
import { isoDate } from '../../../core/dates';
import type { CalendarEvent, CalendarOrganiser, TournamentCalendar } from '../../../core/schemas/followups';
import { nextTournamentStep, TOURNAMENT_STEP_NAMES, type TournamentCadence } from '../../../core/tournament-cadence';
import type { CurrentUser } from '../../current-user';
import type { Database } from '../../db/client';
import type { SettingsService } from '../settings';
import { organiserStates, type OrganiserState } from './tournament-state';

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

    /** The events from today on, soonest first, each with its organisers. */
    async calendar(): Promise<TournamentCalendar> {
      const today = isoDate(now());
      const cadence = await settings.get('tournament_cadence');
      const events: CalendarEvent[] = [];
      for (const each of await organiserStates(db, today)) {
        let event = events.at(-1);
        if (event?.eventDate !== each.eventDate || event.name !== each.eventName) {
          event = { eventDate: each.eventDate, name: each.eventName, organisers: [] };
          events.push(event);
        }
        event.organisers.push(organiserOf(each, today, cadence));
      }
      return { events };
    },
  };
}

export type TournamentAdmin = ReturnType<typeof createTournamentAdmin>;
