/**
 * A part of a page that the browser hydrates after the rest of it, in short slices (Total Blocking Time, decision 022).
 *
 * On the server it is a Suspense boundary whose content is ready when the shell goes out: written in place, like the
 * rest of the page (entry.server.tsx: progressiveChunkSize). In the browser, React hydrates a complete server
 * boundary later than the page around it, at its lowest ("offscreen") priority, in a render that yields to the
 * browser every few milliseconds: a long grid becomes many short tasks in place of one long one. Until then the
 * server's HTML shows and links work; a click, key or submit inside it makes React hydrate it at once and then
 * handle the event (selective hydration: its code is already there). Before the page itself has hydrated, such a
 * click is held by app/lib/early-input.ts and done again after. On a page rendered in the browser it is nothing: its
 * content never suspends.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
