import { useSyncExternalStore } from 'react';
import { localIsoDate } from '../../core/dates';

const subscribe = () => () => {};

/**
 * The visitor's local date ('YYYY-MM-DD') once the page runs in the browser; null in the server render,
 * whose clock and time zone are not the visitor's (so hydration never disagrees).
 */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => localIsoDate(new Date()),
    () => null,
  );
}
