/**
 * Repeating schedules: a five-field cron expression (minute hour day-of-month month day-of-week, in the process's
 * time zone; `*`, lists, ranges and steps such as `*\/15` or `1-5`; a day must match both day fields) or `every <ms>`
 * (that long after the last run).
 */
const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  // Sunday is 0 or 7.
  { min: 0, max: 7 },
] as const;

type CronSets = [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let from = min;
    let to = max;
    if (range !== '*') {
      const [a, b] = range!.split('-');
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
    }
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max || from > to) {
      throw new Error(`Not a cron field: "${text}"`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSets {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`A cron expression has five fields: "${expression}"`);
  const sets = parts.map((part, i) => parseField(part, FIELDS[i]!.min, FIELDS[i]!.max));
  if (sets[4]!.delete(7)) sets[4]!.add(0);
  return sets as CronSets;
}

/** The first minute after `after` that the expression matches (within five years). */
export function nextCronTime(expression: string, after: Date): Date {
  const [minutes, hours, days, months, weekdays] = parseCron(expression);
  const t = new Date(after.getTime());
  t.setSeconds(0, 0);
  t.setMinutes(t.getMinutes() + 1);
  const limit = after.getTime() + 5 * 366 * 86_400_000;
  while (t.getTime() <= limit) {
    if (!months.has(t.getMonth() + 1)) {
      t.setMonth(t.getMonth() + 1, 1);
      t.setHours(0, 0, 0, 0);
    } else if (!days.has(t.getDate()) || !weekdays.has(t.getDay())) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0, 0);
    } else if (!hours.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0, 0, 0);
    } else if (!minutes.has(t.getMinutes())) {
      t.setMinutes(t.getMinutes() + 1, 0, 0);
    } else {
      return t;
    }
  }
  throw new Error(`The cron expression "${expression}" never matches`);
}

export type Schedule = { cron: string } | { everyMs: number };

/** The schedule as the jobs table keeps it. */
export function scheduleText(schedule: Schedule): string {
  if ('cron' in schedule) {
    parseCron(schedule.cron);
    return schedule.cron;
  }
  if (!Number.isInteger(schedule.everyMs) || schedule.everyMs < 1)
    throw new Error('everyMs must be a positive integer');
  return `every ${schedule.everyMs}`;
}

/** When a job with this schedule runs next, after a run that ended at `after`. */
export function nextRun(text: string, after: Date): Date {
  const every = /^every (\d+)$/.exec(text);
  if (every) return new Date(after.getTime() + Number(every[1]));
  return nextCronTime(text, after);
}
