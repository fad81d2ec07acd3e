/**
 * Numbers as an English (US) reader writes them, without Intl (decision 026): the first use of Intl or toLocale* in
 * a process maps about 7 MB of ICU's code and data into the server's memory, for text this short. Dates, times, name
 * order and the chart's short dollars are in core/en-us-dates.ts, -clock.ts, -names.ts and -compact.ts: each page's
 * browser code loads only what it shows (every page loads this one, for prices). Each function writes what `Intl`
 * gives for 'en-US' with the same options in Node (core/en-us.test.ts compares them), and the browser runs the same
 * code, so a page's server HTML and its hydration agree whatever the browser's own ICU writes.
 */

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
export function roundHalfExpand(value: number, decimals: number): number {
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
