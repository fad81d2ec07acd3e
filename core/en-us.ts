/**
 * Numbers, dates and name order as an English (US) reader writes them, without Intl (decision 026): the first use of
 * Intl or toLocale* in a process maps about 7 MB of ICU's code and data into the server's memory, for text this short.
 * Each function writes what `Intl` gives for 'en-US' with the same options in Node (core/en-us.test.ts compares
 * them), and the browser runs the same code, so a page's server HTML and its hydration agree whatever the browser's
 * own ICU writes.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "1,234,567" from the digits of a whole number (no sign). */
function group(digits: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out === '' ? part : `${part},${out}`;
  }
  return out;
}

/** Rounded half away from zero, as Intl rounds ("halfExpand"). */
function roundHalfExpand(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

/** "3,105", "-12", "1,234.568": at most three decimals, as Intl.NumberFormat('en-US') writes a number. */
export function formatCount(value: number): string {
  const rounded = roundHalfExpand(value, 3);
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(3).split('.');
  const decimals = fraction?.replace(/0+$/, '') ?? '';
  return `${sign}${group(whole)}${decimals ? `.${decimals}` : ''}`;
}

const COMPACT = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/** "$950", "$1.2K", "$15K", "$3.4M": dollars in a chart's few characters, at most one decimal. */
export function formatCompactUsd(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const size = Math.abs(dollars);
  for (const [index, { at, suffix }] of COMPACT.entries()) {
    if (size < at) continue;
    const shown = roundHalfExpand(size / at, 1);
    // 999,960 rounds to 1000K: that is the next unit's 1.
    if (shown >= 1000 && index > 0) return `${sign}$1${COMPACT[index - 1]!.suffix}`;
    return `${sign}$${shown}${suffix}`;
  }
  const shown = roundHalfExpand(size, 1);
  return shown >= 1000 ? `${sign}$1K` : `${sign}$${shown}`;
}

/** Where a Date is read: its UTC calendar (calendar days kept as UTC midnight) or the runtime's time zone. */
export type Zone = 'utc' | 'local';

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function parts(date: Date, zone: Zone): Parts {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        seconds: date.getSeconds(),
      };
}

/**
 * A date as `dateStyle` writes it: 'full' "Wednesday, March 3, 2027", 'long' "March 3, 2027", 'medium' "Mar 3, 2027";
 * 'monthDay' is "Mar 3" (month 'short', day 'numeric').
 */
export type DateStyle = 'full' | 'long' | 'medium' | 'monthDay';

export function formatDate(date: Date, style: DateStyle, zone: Zone): string {
  const { year, month, day, weekday } = parts(date, zone);
  const long = MONTHS[month]!;
  const short = long.slice(0, 3);
  switch (style) {
    case 'full':
      return `${WEEKDAYS[weekday]}, ${long} ${day}, ${year}`;
    case 'long':
      return `${long} ${day}, ${year}`;
    case 'medium':
      return `${short} ${day}, ${year}`;
    case 'monthDay':
      return `${short} ${day}`;
  }
}

/** "2:05 PM" ('short') or "2:05:09 PM" ('medium'), as `timeStyle` writes it. */
function formatTime({ hours, minutes, seconds }: Parts, style: 'short' | 'medium'): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${hour}:${String(minutes).padStart(2, '0')}${style === 'medium' ? `:${String(seconds).padStart(2, '0')}` : ''}`;
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 3, 2026, 2:05 PM": dateStyle 'medium' with timeStyle 'short' (or 'medium', with seconds). */
export function formatDateTime(date: Date, zone: Zone, timeStyle: 'short' | 'medium' = 'short'): string {
  return `${formatDate(date, 'medium', zone)}, ${formatTime(parts(date, zone), timeStyle)}`;
}

const DIGITS = /(\d+)/;

/**
 * Names in the order a reader expects: letters case-insensitive (lower case first on a tie), and runs of digits by
 * their value, so "Pin 2" comes before "Pin 10" (Intl.Collator('en', { numeric: true }) on the shop's names).
 */
export function compareNames(a: string, b: string): number {
  const left = a.split(DIGITS);
  const right = b.split(DIGITS);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    // split() with a capture group puts the digit runs at odd places.
    if (i % 2 === 1) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return Math.sign(difference);
      continue;
    }
    const folded = compareText(x.toLowerCase(), y.toLowerCase());
    if (folded !== 0) return folded;
  }
  if (left.length !== right.length) return left.length < right.length ? -1 : 1;
  // The same but for case: lower case first, as the collator puts it.
  return a === b ? 0 : compareText(b, a) < 0 ? -1 : 1;
}

/** Spaces and punctuation before digits, digits before letters: the collator's order for the characters of names. */
function compareText(x: string, y: string): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const difference = rank(x.charCodeAt(i)) - rank(y.charCodeAt(i));
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(x.length - y.length);
}

function rank(code: number): number {
  const letterOrDigit = (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
  return letterOrDigit ? code + 1000 : code;
}
