/**
 * A moment (an upload, a comment) in the visitor's own time zone. The server does not know that zone, so its render
 * and the first browser render show the UTC day; the local date and time replace it once the page runs.
 */
import { useSyncExternalStore } from 'react';
import { formatDate } from '../../../core/en-us-dates';
import { formatDateTime } from '../../../core/en-us-clock';

const subscribe = () => () => {};

export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatDateTime(new Date(iso), 'local'),
    () => formatDate(new Date(iso), 'medium', 'utc'),
  );
  return <time dateTime={iso}>{text}</time>;
}
