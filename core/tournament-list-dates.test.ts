import { describe, expect, it } from 'vitest';
import { calendarReportSentence, checkEventDate } from './tournament-list-dates';

const TODAY = '2027-03-01';

describe("a tournament list row's event date, as the upload reports it", () => {
  it('puts a real day from today on on the calendar, in either form', () => {
    expect(checkEventDate('2027-05-09', TODAY)).toEqual({ eventDate: '2027-05-09', problem: null });
    expect(checkEventDate(' 5/9/2027 ', TODAY)).toEqual({ eventDate: '2027-05-09', problem: null });
    expect(checkEventDate(TODAY, TODAY)).toEqual({ eventDate: TODAY, problem: null });
  });

  it('calls an impossible day or words "not a date"', () => {
    expect(checkEventDate('5/39/2027', TODAY).problem).toBe('not-a-date');
    expect(checkEventDate('2027-02-29', TODAY).problem).toBe('not-a-date');
    expect(checkEventDate('next May', TODAY).problem).toBe('not-a-date');
    expect(checkEventDate('2027-13-01', TODAY).problem).toBe('not-a-date');
  });

  it('keeps a leap day, and calls a day behind today "in the past"', () => {
    expect(checkEventDate('2/29/2028', TODAY)).toEqual({ eventDate: '2028-02-29', problem: null });
    expect(checkEventDate('2027-02-28', TODAY)).toEqual({ eventDate: '2027-02-28', problem: 'past' });
  });

  it('calls an empty or absent cell "missing"', () => {
    expect(checkEventDate('  ', TODAY).problem).toBe('missing');
    expect(checkEventDate(null, TODAY).problem).toBe('missing');
    expect(checkEventDate(undefined, TODAY).problem).toBe('missing');
  });
});

describe("the upload's sentence", () => {
  it('says how many were imported, are on the calendar, and are not', () => {
    expect(calendarReportSentence(5, 2)).toBe(
      '5 organizers imported. 2 have an event date on the Tournament Calendar. 3 rows have no usable date and are not on the calendar.',
    );
    expect(calendarReportSentence(1, 0)).toBe(
      '1 organizer imported. 0 have an event date on the Tournament Calendar. 1 row has no usable date and is not on the calendar.',
    );
    expect(calendarReportSentence(2, 1)).toContain('1 has an event date');
    expect(calendarReportSentence(2, 2)).not.toContain('no usable date');
  });
});
