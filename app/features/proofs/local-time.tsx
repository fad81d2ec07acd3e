/**
 * A moment (an upload, a comment) in the visitor's own time zone. The server does not know that zone, so its render
 * and the first browser render show the UTC day; the local date and time replace it once the page runs.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    () => utcDay.format(new Date(iso)),
  );
  return <time dateTime={iso}>{text}</time>;
}
