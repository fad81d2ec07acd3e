/**
 * The popups' memory in the browser: the newsletter flag and a claimed free pin survive the session
 * (localStorage); "the exit popup was shown" lasts for the browser session (sessionStorage). Private
 * modes and full quotas throw: the popups then simply behave as on a first visit.
 */
export const NEWSLETTER_SUBSCRIBED_KEY = 'pinshop:newsletter-subscribed';
export const FREE_PIN_CLAIMED_KEY = 'pinshop:free-pin-claimed';
export const EXIT_INTENT_SHOWN_KEY = 'pinshop:exit-intent-shown';

type Area = 'local' | 'session';

function storage(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlag(area: Area, key: string): boolean {
  try {
    return (storage(area)?.getItem(key) ?? null) !== null;
  } catch {
    return false;
  }
}

export function writeFlag(area: Area, key: string): void {
  try {
    storage(area)?.setItem(key, new Date().toISOString());
  } catch {
    // Nothing to remember it in: the worst case is one more popup.
  }
}
