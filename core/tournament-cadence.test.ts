import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOURNAMENT_CADENCE as DEFAULT,
  dueTournamentStep,
  eventDateOf,
  nextTournamentStep,
  tournamentSteps,
} from './tournament-cadence';

// Saturday, August 14, 2027.
const EVENT = '2027-08-14';

describe('the tournament cadence', () => {
  it('puts the steps 10, 6 and 4 weeks before the event', () => {
    expect(tournamentSteps(EVENT, DEFAULT)).toEqual([
      { step: 0, name: 'first', on: '2027-06-05' },
      { step: 1, name: 'standard', on: '2027-07-03' },
      { step: 2, name: 'rush', on: '2027-07-17' },
    ]);
  });

  it("follows the owner's weeks", () => {
    const steps = tournamentSteps(EVENT, { ...DEFAULT, firstWeeks: 12, standardWeeks: 8, rushWeeks: 3 });
    expect(steps.map((step) => step.on)).toEqual(['2027-05-22', '2027-06-19', '2027-07-24']);
  });

  it('has nothing due before the first step, then the latest step reached, and nothing from the event on', () => {
    expect(dueTournamentStep(EVENT, '2027-06-04', DEFAULT)).toBeNull();
    expect(dueTournamentStep(EVENT, '2027-06-05', DEFAULT)?.name).toBe('first');
    expect(dueTournamentStep(EVENT, '2027-07-02', DEFAULT)?.name).toBe('first');
    expect(dueTournamentStep(EVENT, '2027-07-03', DEFAULT)?.name).toBe('standard');
    expect(dueTournamentStep(EVENT, '2027-07-16', DEFAULT)?.name).toBe('standard');
    expect(dueTournamentStep(EVENT, '2027-07-17', DEFAULT)?.name).toBe('rush');
    expect(dueTournamentStep(EVENT, '2027-08-13', DEFAULT)?.name).toBe('rush');
    expect(dueTournamentStep(EVENT, EVENT, DEFAULT)).toBeNull();
    expect(dueTournamentStep(EVENT, '2027-09-01', DEFAULT)).toBeNull();
  });

  it('counts weeks across a month and a year end', () => {
    expect(tournamentSteps('2028-01-08', DEFAULT).map((step) => step.on)).toEqual([
      '2027-10-30',
      '2027-11-27',
      '2027-12-11',
    ]);
  });

  it('names the next step after those sent, never one a later due step has passed', () => {
    expect(nextTournamentStep(EVENT, '2027-05-01', DEFAULT, [])).toMatchObject({ name: 'first', on: '2027-06-05' });
    expect(nextTournamentStep(EVENT, '2027-06-06', DEFAULT, [0])).toMatchObject({ name: 'standard', on: '2027-07-03' });
    // Listed late (5 weeks before): the first step is behind the standard one, which is next.
    expect(nextTournamentStep(EVENT, '2027-07-10', DEFAULT, [])).toMatchObject({ name: 'standard' });
    expect(nextTournamentStep(EVENT, '2027-07-20', DEFAULT, [0, 1, 2])).toBeNull();
    expect(nextTournamentStep(EVENT, EVENT, DEFAULT, [])).toBeNull();
  });
});

describe("a tournament list's date cell", () => {
  it('reads ISO and US dates', () => {
    expect(eventDateOf('2027-08-14')).toBe('2027-08-14');
    expect(eventDateOf(' 8/14/2027 ')).toBe('2027-08-14');
    expect(eventDateOf('08/14/27')).toBe('2027-08-14');
    expect(eventDateOf('2027-2-3')).toBe('2027-02-03');
  });

  it('is no date when it is not a real day', () => {
    expect(eventDateOf('2027-02-30')).toBeNull();
    expect(eventDateOf('13/01/2027')).toBeNull();
    expect(eventDateOf('May 9')).toBeNull();
    expect(eventDateOf('')).toBeNull();
    expect(eventDateOf(null)).toBeNull();
  });
});
