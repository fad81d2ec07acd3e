/**
 * The follow-ups and the tournament calendar as the admin reads and sets them: the two switches (the
 * followup_settings setting, GET and PUT /api/admin/settings/followups), the tournament cadence (the
 * tournament_cadence setting, GET and PUT /api/admin/settings/tournament-cadence) and the calendar view
 * (GET /api/admin/tournament-calendar).
 */
import { z } from 'zod';
import { nextCursorField, pageQueryFields } from '../cursor';
import { CART_LINK_MESSAGES } from '../cart-link';
import { LINK_TOKEN_PATTERN } from '../link-token';
import { DEFAULT_TOURNAMENT_CADENCE, TOURNAMENT_STEP_NAMES, type TournamentCadence } from '../tournament-cadence';

export const FOLLOWUP_MESSAGES = {
  onOrOff: 'On or off',
  wholeWeeks: 'A whole number of weeks',
  atLeastOneWeek: 'At least 1 week',
  atMostWeeks: 'At most 52 weeks',
  standardBeforeFirst: 'The standard-production deadline must come after the first e-mail: fewer weeks than it',
  rushBeforeStandard: 'The rush deadline must come after the standard-production deadline: fewer weeks than it',
  wholePercent: 'A whole percent from 1 to 50',
  saved: 'Follow-up settings saved',
  cadenceSaved: 'Tournament calendar saved',
} as const;

export interface FollowupSettings {
  /** One reminder to a buyer who left their checkout at PayPal. */
  abandonedCheckout: boolean;
  /** Reminders 3 and 10 days after a quote is answered, until its deposit is paid. */
  quoteReminders: boolean;
}

export const DEFAULT_FOLLOWUP_SETTINGS: FollowupSettings = { abandonedCheckout: true, quoteReminders: true };

const onOff = z.boolean({ error: FOLLOWUP_MESSAGES.onOrOff });

export const followupSettingsSchema = z.object({
  abandonedCheckout: onOff,
  quoteReminders: onOff,
}) satisfies z.ZodType<FollowupSettings>;

/** What the owner reads for each switch (the Settings form, the audit row). */
export const FOLLOWUP_LABELS: Record<keyof FollowupSettings, string> = {
  abandonedCheckout: 'Abandoned checkout reminder',
  quoteReminders: 'Unpaid quote reminders',
};

const weeks = z
  .number({ error: FOLLOWUP_MESSAGES.wholeWeeks })
  .int(FOLLOWUP_MESSAGES.wholeWeeks)
  .min(1, FOLLOWUP_MESSAGES.atLeastOneWeek)
  .max(52, FOLLOWUP_MESSAGES.atMostWeeks);

/** The cadence as stored and as PUT takes it: weeks before the event, counting down, and the codes' percentage. */
export const tournamentCadenceSchema = z
  .object({
    firstWeeks: weeks,
    standardWeeks: weeks,
    rushWeeks: weeks,
    discountPercent: z
      .number({ error: FOLLOWUP_MESSAGES.wholePercent })
      .int(FOLLOWUP_MESSAGES.wholePercent)
      .min(1, FOLLOWUP_MESSAGES.wholePercent)
      .max(50, FOLLOWUP_MESSAGES.wholePercent),
  })
  .superRefine((value, ctx) => {
    if (value.standardWeeks >= value.firstWeeks) {
      ctx.addIssue({ code: 'custom', path: ['standardWeeks'], message: FOLLOWUP_MESSAGES.standardBeforeFirst });
    }
    if (value.rushWeeks >= value.standardWeeks) {
      ctx.addIssue({ code: 'custom', path: ['rushWeeks'], message: FOLLOWUP_MESSAGES.rushBeforeStandard });
    }
  }) satisfies z.ZodType<TournamentCadence>;

export { DEFAULT_TOURNAMENT_CADENCE };

/** What the owner reads for each field (the Settings form). */
export const TOURNAMENT_CADENCE_LABELS: Record<keyof TournamentCadence, string> = {
  firstWeeks: 'First e-mail (weeks before the event)',
  standardWeeks: 'Last day for standard production (weeks before)',
  rushWeeks: 'Last day for rush production (weeks before)',
  discountPercent: 'Each e-mail\u2019s personal code (% off)',
};

const stepName = z.enum(TOURNAMENT_STEP_NAMES);

/** One organiser of an upcoming event, and where their e-mails stand. */
export const calendarOrganiserSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** The steps sent: which, when (ISO time) and the code it carried. */
  sent: z.array(z.object({ step: stepName, sentAt: z.string(), code: z.string() })),
  /** The next step and its day (YYYY-MM-DD); null once stopped or when none is left before the event. */
  next: z.object({ step: stepName, on: z.string() }).nullable(),
  /** The day (YYYY-MM-DD) of the paid order that stopped the sequence; null while it runs. */
  orderedOn: z.string().nullable(),
  /** On the suppression list (unsubscribed, bounced, excluded): no more e-mails. */
  suppressed: z.boolean(),
});
export type CalendarOrganiser = z.infer<typeof calendarOrganiserSchema>;

export const calendarEventSchema = z.object({
  /** YYYY-MM-DD. */
  eventDate: z.string(),
  /** The tournament's name as the list gave it. */
  name: z.string().nullable(),
  organisers: z.array(calendarOrganiserSchema),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** One organiser of one upcoming event: a row of the calendar, keyed by the event day and the organiser's `id`. */
export const calendarEntrySchema = calendarOrganiserSchema.extend({
  /** The organiser's contact id (one per address; with two events, on two rows). */
  id: z.number().int(),
  /** YYYY-MM-DD. */
  eventDate: z.string(),
  /** The tournament's name as the list gave it. */
  eventName: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** GET /api/admin/tournament-calendar: soonest event first, then by organiser, a page at a time (core/cursor.ts). */
export const tournamentCalendarQuerySchema = z.object(pageQueryFields());
export const tournamentCalendarPageSchema = z.object({
  organisers: z.array(calendarEntrySchema),
  nextCursor: nextCursorField,
});
export type TournamentCalendarPage = z.infer<typeof tournamentCalendarPageSchema>;

/**
 * The query of the abandoned-checkout e-mail's cart link (GET /api/cart/link): `cart`, a signed token of the shop's
 * link form (core/link-token.ts).
 */
export const cartLinkQuerySchema = z.object({
  cart: z.string({ error: CART_LINK_MESSAGES.invalid }).trim().regex(LINK_TOKEN_PATTERN, CART_LINK_MESSAGES.invalid),
});
