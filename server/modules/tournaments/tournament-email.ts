/**
 * A tournament calendar e-mail: what the organiser can still order for their event, told by the day it goes out
 * (the standard-production and rush deadlines as the owner's cadence sets them), with their own single-use code.
 */
import { formatCalendarDay } from '../../../core/en-us-dates';
import { tournamentSteps, type TournamentCadence, type TournamentStep } from '../../../core/tournament-cadence';

export interface TournamentEmailInput {
  step: TournamentStep;
  eventDate: string;
  eventName: string | null;
  /** The day it goes out (YYYY-MM-DD). */
  today: string;
  cadence: TournamentCadence;
  shopName: string;
}

const day = (iso: string) => formatCalendarDay(iso, 'long');

/** Where the deadlines stand on `today`: the subject's start and the paragraph that says it. */
function deadlines(input: TournamentEmailInput): { lead: string; paragraph: string } {
  const [, standard, rush] = tournamentSteps(input.eventDate, input.cadence);
  const event = `your event on ${day(input.eventDate)}`;
  const { today } = input;
  if (today < standard!.on) {
    return {
      lead: 'Custom pins',
      paragraph: `Order by ${day(standard!.on)} for standard production, or by ${day(rush!.on)} with rush production, to have your pins for ${event}.`,
    };
  }
  if (today === standard!.on) {
    return {
      lead: 'Last day for standard production',
      paragraph: `Today, ${day(today)}, is the last day to order with standard production for ${event}. After it, rush production is open until ${day(rush!.on)}.`,
    };
  }
  if (today < rush!.on) {
    return {
      lead: 'Rush production is open',
      paragraph: `Standard production for ${event} has closed; rush production is open until ${day(rush!.on)}.`,
    };
  }
  if (today === rush!.on) {
    return {
      lead: 'Last day for rush production',
      paragraph: `Today, ${day(today)}, is the last day to order with rush production for ${event}.`,
    };
  }
  return {
    lead: 'Pins for your event',
    paragraph: `The last day for a rush order for ${event} was ${day(rush!.on)}. Reply to this e-mail and we will tell you what we can still make in time.`,
  };
}

/** The subject and paragraphs (the campaign layout adds the greeting, the code, the button and the footer). */
export function tournamentEmail(input: TournamentEmailInput): { subject: string; paragraphs: string[] } {
  const { lead, paragraph } = deadlines(input);
  const what = input.eventName ?? 'your tournament';
  const opening =
    input.step.name === 'first'
      ? `${input.shopName} makes custom golf pins for tournaments: ball markers, hat clips and commemorative pins with your event's logo, in any quantity.`
      : `A reminder from ${input.shopName} about custom pins for ${what}.`;
  return {
    subject: `${lead}: pins for ${what}`,
    paragraphs: [
      opening,
      paragraph,
      `Take ${input.cadence.discountPercent}% off your order with the code below. Design your pin online and see the price at once.`,
    ],
  };
}
