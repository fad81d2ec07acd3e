/**
 * A tournament list whose dates are not all usable: the upload answers how many organisers it imported, how many are
 * on the calendar, and each row left off it (line, address, the text found, why) with those rows as a CSV file; the
 * rows are contacts all the same, the calendar lists only the good ones, and the audit log says so in a sentence (a
 * VIP list answers without a calendar: audience.api.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { uploadTournamentList } from '../../../tests/helpers/followups';

const TODAY = isoDate(new Date());
const GOOD = addDays(TODAY, 60);
const PAST = addDays(TODAY, -3);
const [year, month, day] = GOOD.split('-').map(Number) as [number, number, number];
const CSV = [
  'Name,Email,Tournament,Date',
  `Gail Good,gail@links.example,Spring Classic,${GOOD}`,
  `Gus Good,gus@links.example,Spring Classic,${month}/${day}/${year}`,
  'Ida Impossible,ida@links.example,May Open,5/39/2027',
  'Nell Nextmay,nell@links.example,May Open,next May',
  `Pat Past,pat@links.example,Old Open,${PAST}`,
  'Milo Missing,milo@links.example,Someday Open,',
  'No Address,,Spring Classic,2027-05-09',
].join('\n');

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const upload = (csv: string) => uploadTournamentList(t, admin, csv);

describe("a tournament list's unusable dates", () => {
  it('are reported row by row, the rows imported as contacts and left off the calendar', async () => {
    const answer = await upload(CSV);
    expect(answer.count).toBe(6);
    // The row without an address is left out entirely, as before.
    expect(answer.errors).toEqual([{ line: 8, message: 'The row has no e-mail address.' }]);
    expect(answer.calendar!.onCalendar).toBe(2);
    expect(answer.calendar!.unusable).toEqual([
      { line: 4, email: 'ida@links.example', found: '5/39/2027', problem: 'not-a-date' },
      { line: 5, email: 'nell@links.example', found: 'next May', problem: 'not-a-date' },
      { line: 6, email: 'pat@links.example', found: PAST, problem: 'past' },
      { line: 7, email: 'milo@links.example', found: '', problem: 'missing' },
    ]);
    const csvLines = answer
      .calendar!.unusableCsv!.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvLines[0]).toBe('Line,Email,Date found,Problem,What happens');
    expect(csvLines).toHaveLength(5);
    expect(csvLines[1]).toBe(
      '4,ida@links.example,5/39/2027,Not a date,Not on the calendar: fix the date and upload the list again.',
    );
    expect(csvLines[3]).toContain(`6,pat@links.example,${PAST},A date in the past,`);
    expect(csvLines[4]).toContain('7,milo@links.example,,Missing,');

    const contacts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contacts/summary',
      headers: { cookie: admin },
    });
    expect(contacts.json().tournamentList.count).toBe(6);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/export-tournament-contacts',
      headers: { cookie: admin },
    });
    for (const email of ['gail', 'gus', 'ida', 'nell', 'pat', 'milo']) {
      expect(exported.body).toContain(`${email}@links.example`);
    }

    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tournament-calendar',
      headers: { cookie: admin },
    });
    expect(calendar.statusCode).toBe(200);
    const listed = calendar
      .json<{ organisers: { eventDate: string; email: string }[] }>()
      .organisers.map((each) => `${each.eventDate} ${each.email}`)
      .sort();
    expect(listed).toEqual([`${GOOD} gail@links.example`, `${GOOD} gus@links.example`]);

    expect(await auditSentences(t, admin, 'contact_lists')).toContain(
      'Uploaded the tournament list "events.csv" with 6 contacts: 2 on the tournament calendar, 4 rows without a usable date',
    );
  });

  it('a list whose dates are all good has nothing to report and no CSV', async () => {
    const answer = await upload(`Email,Date\nzed@links.example,${GOOD}\n`);
    expect(answer.calendar).toEqual({ onCalendar: 1, unusable: [], unusableCsv: null });
  });
});
