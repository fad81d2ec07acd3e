/**
 * The shop's own analytics: events go to our own POST /api/analytics/events with navigator.sendBeacon,
 * batched and fire-and-forget, so no page ever waits for them. Nothing is stored in the browser (no cookie, no
 * storage), and nothing is sent at all when the visitor asks not to be tracked (Do Not Track, Global Privacy
 * Control). The server drops bots and the admin, and keeps no address.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsEventInput, AnalyticsEventName } from '../../core/schemas/analytics';

const ENDPOINT = '/api/analytics/events';
/**
 * Events per request: the server's ANALYTICS_MAX_BATCH (core/schemas/analytics, checked equal in analytics.test.ts),
 * written here because importing it from that module would bring zod to every page.
 */
export const ANALYTICS_BATCH_LIMIT = 20;
/** Events of one moment (a page view and the events its page sends at once) go in one request. */
const BATCH_DELAY_MS = 500;

let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let firstPageview = true;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

/** The visitor's browser says "do not track" (DNT) or "do not sell or share" (Global Privacy Control). */
export function trackingRefused(nav: PrivacyNavigator, win?: { doNotTrack?: string | null }): boolean {
  const dnt = nav.doNotTrack ?? nav.msDoNotTrack ?? win?.doNotTrack;
  return dnt === '1' || dnt === 'yes' || nav.globalPrivacyControl === true;
}

function canSend(): boolean {
  return typeof window !== 'undefined' && !trackingRefused(navigator, window as { doNotTrack?: string | null });
}

function send(events: AnalyticsEventInput[]) {
  const body = JSON.stringify({ events });
  try {
    // A string goes as text/plain: no preflight, and the browser delivers it even while the page unloads.
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // Fall through to fetch.
  }
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => {
    // Analytics never bothers the visitor.
  });
}

/** Sends what is waiting, in batches the server accepts. */
export function flushAnalytics() {
  clearTimeout(timer);
  timer = undefined;
  const waiting = queue;
  queue = [];
  for (let start = 0; start < waiting.length; start += ANALYTICS_BATCH_LIMIT) {
    send(waiting.slice(start, start + ANALYTICS_BATCH_LIMIT));
  }
}

function enqueue(event: AnalyticsEventInput) {
  if (!canSend()) return;
  if (!listening) {
    listening = true;
    // Leaving or hiding the page: send now, while the browser still lets us.
    window.addEventListener('pagehide', flushAnalytics);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    });
  }
  queue.push(event);
  if (queue.length >= ANALYTICS_BATCH_LIMIT) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, BATCH_DELAY_MS);
}

type EventOptions = Pick<AnalyticsEventInput, 'props' | 'step'>;

/** A shop event (the spec's submit_quote_request and quote_request_success, add_to_cart, ...) on the current page. */
export function trackEvent(name: Exclude<AnalyticsEventName, 'pageview'>, options: EventOptions = {}) {
  if (typeof window === 'undefined') return;
  enqueue({ name, path: window.location.pathname, ...options });
}

/** The designer step the visitor reached (1-5). */
export function trackDesignerStep(step: number) {
  trackEvent('designer_step', { step });
}

/**
 * A page view (root.tsx, on every route change). The landing page carries the outside referrer and, from a
 * campaign e-mail, the UTM tags; later views within the shop have neither.
 */
export function trackPageview(pathname: string, search: string) {
  if (typeof window === 'undefined') return;
  const params = new URLSearchParams(search);
  const utm = (key: string) => params.get(key)?.trim().slice(0, 100) || undefined;
  const landing = firstPageview;
  firstPageview = false;
  enqueue({
    name: 'pageview',
    path: pathname,
    referrer: landing && document.referrer ? document.referrer.slice(0, 1000) : undefined,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  });
}

/** One page view per route (a new path; a changed query string, such as a filter, is the same page). */
export function usePageviews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageview(pathname, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search of the moment the path changed
  }, [pathname]);
}
