/**
 * The anonymous cart's id (sent as X-Session-Id) is issued by the server: the first cart read or add without one
 * answers a new id in the X-Session-Id header, and the browser keeps it in localStorage under `sessionId`
 * (`rememberSessionId`, called by apiRequest for every answer that carries one). A stored value of another form
 * (an id this browser made before the server issued them) is ignored, so the next cart call gets a new one.
 * Browser only.
 */
export const SESSION_ID_STORAGE_KEY = 'sessionId';

/** What the server issues: 128 random bits and its signature, 44 base64url characters. */
const ISSUED_ID = /^[A-Za-z0-9_-]{44}$/;

let memoryId: string | undefined;

/** The id this browser was given, or null before its first cart call. */
export function getSessionId(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
    if (stored && ISSUED_ID.test(stored)) return stored;
  } catch {
    // Storage disabled (private mode, blocked cookies): the cart lasts for this page's life.
  }
  return memoryId ?? null;
}

/** Keeps the id the server issued (in memory too, for when storage is off). */
export function rememberSessionId(id: string): void {
  if (typeof window === 'undefined' || !ISSUED_ID.test(id)) return;
  memoryId = id;
  try {
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, id);
  } catch {
    // Storage disabled: kept in memory only.
  }
}

/** Whether this browser has a cart session yet. */
export function hasSessionId(): boolean {
  return getSessionId() !== null;
}

/** Headers for the cart calls: none before the server has issued an id (the call then starts a cart). */
export function cartHeaders(): { 'X-Session-Id': string } | Record<string, never> {
  const id = getSessionId();
  return id ? { 'X-Session-Id': id } : {};
}
