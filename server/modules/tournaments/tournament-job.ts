/**
 * The tournament calendar, a repeating job (server/jobs) (every TOURNAMENT_CHECK_SECONDS): each organiser of an
 * upcoming event gets the step due today by the owner's cadence (core/tournament-cadence.ts), with a personal
 * single-use code, unless they ordered since their list was uploaded or are on the suppression list. Each step is
 * sent once (server/integrations/mail/send-once.ts): in its transaction the order, the suppression and the cadence
 * are read again, the code is made, the e-mail queued and the unique (organiser, event day, step) row of
 * tournament_sends claimed; a lost claim rolls the code and the e-mail back.
 */
import { addDays, isoDate } from '../../../core/dates';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { dueTournamentStep, type TournamentCadence, type TournamentStep } from '../../../core/tournament-cadence';
import type { Database, Tx } from '../../db/client';
import { tournamentSends } from '../../db/schema';
import { sendOnce } from '../../integrations/mail/send-once';
import type { RepeatingJob } from '../../jobs';
import type { DiscountService } from '../discounts';
import { isSuppressed, outreachMessage, type CampaignMailContext } from '../marketing';
import type { SettingsService } from '../settings';
import { tournamentEmail } from './tournament-email';
import { orderedSince, organiserStates, type OrganiserState } from './tournament-state';

export interface TournamentJobOptions {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  discounts: Pick<DiscountService, 'createPersonalCode'>;
  /** The campaign layout's shop, links and unsubscribe signing. */
  mail: CampaignMailContext;
  /** The job's clock: tests move it on. */
  now?: () => Date;
  /** How often due steps are looked for (TOURNAMENT_CHECK_SECONDS). */
  pollMs: number;
}

/** The code's prefix: the organiser reads it as a tournament offer. */
const CODE_PREFIX = 'TOURNEY';

export function createTournamentJob(options: TournamentJobOptions) {
  const { db, settings, mail } = options;
  const now = options.now ?? (() => new Date());

  async function claim(tx: Tx, each: OrganiserState, step: TournamentStep, code: string, outboxId: number) {
    const [inserted] = await tx
      .insert(tournamentSends)
      .values({ organiser: each.organiser, eventDate: each.eventDate, step: step.step, code, outboxId })
      .onConflictDoNothing()
      .returning({ id: tournamentSends.id });
    return inserted !== undefined;
  }

  /** The organiser's step, unless they ordered, were suppressed or the cadence moved the step since. */
  function send(each: OrganiserState, step: TournamentStep, today: string): Promise<boolean> {
    return sendOnce(db, async (tx) => {
      if (await isSuppressed(tx, each.email)) return null;
      if ((await orderedSince(tx, each.email, each.listedAt)) !== null) return null;
      const cadence: TournamentCadence = await settings.get('tournament_cadence', tx);
      if (dueTournamentStep(each.eventDate, today, cadence)?.step !== step.step) return null;
      const code = await options.discounts.createPersonalCode(tx, {
        prefix: CODE_PREFIX,
        discountType: 'percentage',
        discountValue: cadence.discountPercent,
        // Good for orders placed up to the event's day.
        validUntil: new Date(`${each.eventDate}T23:59:59Z`),
        boundEmail: each.email,
      });
      const words = tournamentEmail({
        step,
        eventDate: each.eventDate,
        eventName: each.eventName,
        today,
        cadence,
        shopName: mail.shop.name,
      });
      const message = await outreachMessage(tx, mail, {
        email: each.email,
        name: each.name,
        ...words,
        code,
        action: { label: 'Design your tournament pins', url: `${mail.publicUrl}/custom` },
        event: { name: each.eventName, date: formatCalendarDay(each.eventDate, 'long') },
      });
      return {
        message: {
          ...message,
          payload: { tournament: { organiser: each.organiser, eventDate: each.eventDate, step: step.name } },
        },
        claim: (outboxId) => claim(tx, each, step, code, outboxId),
      };
    });
  }

  /** Looks for the steps due at `at` (the clock's now) and sends them; answers how many this call sent. */
  async function runOnce(at: Date = now(), signal?: AbortSignal): Promise<number> {
    const cadence = await settings.get('tournament_cadence');
    const today = isoDate(at);
    let count = 0;
    for (const each of await organiserStates(db, addDays(today, 1))) {
      if (signal?.aborted) break;
      if (each.orderedOn !== null || each.suppressed) continue;
      const step = dueTournamentStep(each.eventDate, today, cadence);
      if (!step || each.sent.some((sent) => sent.step >= step.step)) continue;
      if (await send(each, step, today)) count += 1;
    }
    return count;
  }

  const job: RepeatingJob = {
    kind: 'tournament-cadence',
    title: "Sending the tournament calendar's e-mails",
    schedule: { everyMs: options.pollMs },
    run: (signal) => runOnce(now(), signal),
  };

  return { runOnce, job };
}

export type TournamentJob = ReturnType<typeof createTournamentJob>;
