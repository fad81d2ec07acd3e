/**
 * The tournament calendar through the whole shop, the clock driven through the owner's cadence: a tournament list
 * uploaded with its event dates, each organiser e-mailed 10, 6 and 4 weeks before the event (each step once, on its
 * day, with its own single-use code), an organiser's paid order stopping their sequence, and the calendar view
 * saying where each one stands.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { DEFAULT_TOURNAMENT_CADENCE, tournamentSteps } from '../../../core/tournament-cadence';
import { signInAdmin } from '../../../tests/helpers/admin';
import { uploadTournamentList } from '../../../tests/helpers/followups';
import { CUSTOMER, HARBOUR_TOWN } from '../../../tests/helpers/payments';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { discountCodes, outbox } from '../../db/schema';

const { world, clock, cartWith, checkout, approve, capture } = receivablesHarness();

// An event 11 weeks from today (a Saturday or not: the weeks count back from its day).
const EVENT = addDays(isoDate(new Date()), 77);
const [FIRST, STANDARD, RUSH] = tournamentSteps(EVENT, DEFAULT_TOURNAMENT_CADENCE);
const [year, month, day] = EVENT.split('-').map(Number) as [number, number, number];
const CSV = [
  'Name,Email,Tournament,Date',
  `Olive Organiser,olive@links.example,Spring Classic,${month}/${day}/${year}`,
  `Oscar Orders,oscar@links.example,Spring Classic,${EVENT}`,
  'Nora Nodate,nora@links.example,Fall Open,TBD',
].join('\n');

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
  await uploadTournamentList(world.t, admin, CSV);
});

/** The job on `isoDay` (mid-morning UTC), the app's clock there too. */
async function runOn(isoDay: string): Promise<number> {
  clock.at = Date.parse(`${isoDay}T10:00:00Z`);
  try {
    return await world.t.app.services.tournaments.runOnce(new Date(clock.at));
  } finally {
    clock.at = Date.now();
  }
}

async function mailsTo(to: string) {
  const rows = await world.t.database.db.select().from(outbox).orderBy(outbox.id);
  return rows.filter((row) => row.toAddress === to && row.payload.tournament !== undefined);
}

const codeOf = (text: string) => /Your code: (TOURNEY-[A-Z0-9]{6})/.exec(text)?.[1];

async function calendarOn(isoDay: string) {
  clock.at = Date.parse(`${isoDay}T10:00:00Z`);
  try {
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/tournament-calendar',
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ organisers: CalendarRow[]; nextCursor: string | null }>();
  } finally {
    clock.at = Date.now();
  }
}

type CalendarRow = { eventDate: string; eventName: string | null; email: string; sent: { step: string }[] };

describe('the tournament calendar', () => {
  it('e-mails each organiser 10, 6 and 4 weeks before the event, each step once, until they order', async () => {
    const olive = 'olive@links.example';
    const oscar = 'oscar@links.example';
    for (const [step, count] of [
      [FIRST!, 1],
      [STANDARD!, 2],
      [RUSH!, 3],
    ] as const) {
      await runOn(addDays(step.on, -1));
      expect(await mailsTo(olive), `before ${step.name}`).toHaveLength(count - 1);
      await runOn(step.on);
      await runOn(step.on);
      expect(await mailsTo(olive), step.name).toHaveLength(count);

      if (step === FIRST) {
        expect(await mailsTo(oscar)).toHaveLength(1);
        // Oscar orders (a paid checkout with his address): his sequence stops.
        const session = await cartWith([[HARBOUR_TOWN, 1]]);
        const created = await checkout(session, { customer: { ...CUSTOMER, name: 'Oscar Orders', email: oscar } });
        await approve(created.json().id);
        expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
      }
    }
    expect(await mailsTo(oscar)).toHaveLength(1);
    // The days after the last step, up to the event: nothing more.
    await runOn(addDays(RUSH!.on, 7));
    await runOn(addDays(EVENT, -1));
    expect(await mailsTo(olive)).toHaveLength(3);
    expect(await mailsTo('nora@links.example')).toEqual([]);

    const [first, standard, rush] = await mailsTo(olive);
    const long = (iso: string) => formatCalendarDay(iso, 'long');
    expect(first!.subject).toBe('Custom pins: pins for Spring Classic');
    expect(first!.textBody).toContain(
      `Order by ${long(STANDARD!.on)} for standard production, or by ${long(RUSH!.on)} with rush production`,
    );
    expect(standard!.subject).toBe('Last day for standard production: pins for Spring Classic');
    expect(rush!.subject).toBe('Last day for rush production: pins for Spring Classic');
    expect(rush!.textBody).toContain(`Today, ${long(RUSH!.on)}, is the last day to order with rush production`);
    expect(first!.textBody).toContain('Hi Olive Organiser,');
    expect(first!.textBody).toContain('Unsubscribe: http://shop.test/unsubscribe/');

    // Each step its own code: single use, bound to her address, 10% off.
    const codes = [first, standard, rush].map((mail) => codeOf(mail!.textBody)!);
    expect(new Set(codes).size).toBe(3);
    const rows = await world.t.database.db.select().from(discountCodes).where(inArray(discountCodes.code, codes));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ maxUses: 1, boundEmail: olive, discountType: 'percentage', discountValue: 10 });
    }
  });

  it('shows each organiser at their step: sent, next on a day, or stopped by an order', async () => {
    const view = await calendarOn(addDays(FIRST!.on, 3));
    const event = view.organisers.filter((each) => each.eventDate === EVENT);
    expect(event.map((each) => each.eventName)).toEqual(['Spring Classic', 'Spring Classic']);
    const byEmail = Object.fromEntries(event.map((each) => [each.email, each]));
    expect(byEmail['olive@links.example']).toMatchObject({
      name: 'Olive Organiser',
      next: null,
      orderedOn: null,
      suppressed: false,
    });
    expect(byEmail['olive@links.example']!.sent.map((sent: { step: string }) => sent.step)).toEqual([
      'first',
      'standard',
      'rush',
    ]);
    expect(byEmail['oscar@links.example']).toMatchObject({ next: null, orderedOn: isoDate(new Date()) });
    expect(byEmail['oscar@links.example']!.sent).toHaveLength(1);
    // A row whose date is not a date is on no calendar.
    expect(JSON.stringify(view)).not.toContain('nora@links.example');
  });
});

describe('a new organiser on the calendar', () => {
  it('has the first step next, on its day', async () => {
    const event = addDays(isoDate(new Date()), 100);
    await uploadTournamentList(
      world.t,
      admin,
      `Email,Name,Event Date,Tournament\nnew@links.example,Nia New,${event},Member Guest`,
    );
    const view = await calendarOn(isoDate(new Date()));
    const found = view.organisers.filter((each) => each.eventDate === event);
    expect(found).toEqual([
      {
        id: expect.any(Number),
        eventDate: event,
        eventName: 'Member Guest',
        email: 'new@links.example',
        name: 'Nia New',
        sent: [],
        next: { step: 'first', on: addDays(event, -70) },
        orderedOn: null,
        suppressed: false,
      },
    ]);
  });
});
