/** How stored option values read on a pay page ("1.5inch" -> "1.5 inch", "black-nickel" -> "Black Nickel"). */
export function sizeLabel(size: string): string {
  return size.replace(/^(\d+(?:\.\d+)?)\s*inch$/, '$1 inch');
}

export function platingLabel(plating: string): string {
  return plating.replace(/-/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "March 3, 2026" for a 'YYYY-MM-DD' or ISO date, read as a calendar day (no time zone shift). */
export function dueDateLabel(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value;
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
