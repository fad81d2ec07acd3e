/** Name order as an English reader expects it (decision 026), apart from core/en-us.ts: the catalogue loads this. */

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
