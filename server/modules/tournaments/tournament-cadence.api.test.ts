/**
 * The owner's tournament cadence in Settings: the defaults (10, 6 and 4 weeks, 10% codes), the weeks counting down
 * (the field's message), saved audited as a sentence, and the job following the saved weeks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { DEFAULT_TOURNAMENT_CADENCE } from '../../../core/tournament-cadence';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { uploadTournamentList } from '../../../tests/helpers/followups';
import { outbox } from '../../db/schema';

const URL = '/api/admin/settings/tournament-cadence';
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const put = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
const get = (cookie = admin) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });

describe('the tournament cadence', () => {
  it('is the admin’s only, and starts at 10, 6 and 4 weeks with 10% codes', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await put(DEFAULT_TOURNAMENT_CADENCE, '')).statusCode).toBe(401);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ firstWeeks: 10, standardWeeks: 6, rushWeeks: 4, discountPercent: 10 });
  });

  it('refuses weeks that do not count down, a fraction, zero, or a percentage out of range', async () => {
    const cases: Array<[object, string, string]> = [
      [
        { standardWeeks: 10 },
        'standardWeeks',
        'The standard-production deadline must come after the first e-mail: fewer weeks than it',
      ],
      [
        { rushWeeks: 7 },
        'rushWeeks',
        'The rush deadline must come after the standard-production deadline: fewer weeks than it',
      ],
      [{ firstWeeks: 2.5 }, 'firstWeeks', 'A whole number of weeks'],
      [{ rushWeeks: 0 }, 'rushWeeks', 'At least 1 week'],
      [{ firstWeeks: 53 }, 'firstWeeks', 'At most 52 weeks'],
      [{ discountPercent: 60 }, 'discountPercent', 'A whole percent from 1 to 50'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...DEFAULT_TOURNAMENT_CADENCE, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ issues: expect.arrayContaining([{ path: `body.${field}`, message }]) });
    }
    expect((await get()).json()).toEqual(DEFAULT_TOURNAMENT_CADENCE);
  });

  it('is saved audited in plain words, and the job follows the saved weeks', async () => {
    const saved = await put({ firstWeeks: 12, standardWeeks: 8, rushWeeks: 5, discountPercent: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await auditSentences(t, admin, 'shop_settings', 'tournament_cadence')).toEqual([
      'Tournament calendar: organisers are e-mailed 12 weeks before their event, 8 weeks before (the last day for standard production) and 5 weeks before (the last day for rush), each time with their own single-use 15% code',
    ]);

    const event = addDays(isoDate(new Date()), 100);
    const csv = `Email,Name,Tournament,Date\ncadence@links.example,Cade Nce,Club Open,${event}`;
    await uploadTournamentList(t, admin, csv);
    const mails = async () =>
      (await t.database.db.select().from(outbox)).filter((row) => row.toAddress === 'cadence@links.example');
    const run = (isoDay: string) => t.app.services.tournaments.runOnce(new Date(`${isoDay}T10:00:00Z`));
    // The day before twelve weeks: nothing yet; twelve weeks before, the first e-mail with 15% off.
    await run(addDays(event, -85));
    expect(await mails()).toEqual([]);
    await run(addDays(event, -84));
    const [first] = await mails();
    expect(first!.textBody).toContain('Take 15% off your order with the code below.');
  });
});
