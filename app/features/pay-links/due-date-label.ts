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
