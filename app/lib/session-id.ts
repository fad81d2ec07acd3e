/**
 * The anonymous cart session id (sent as X-Session-Id): 16 random bytes, base64url without padding
 * (22 characters, matching SESSION_ID_PATTERN), kept in localStorage under `sessionId`. Browser only.
 */
import { SESSION_ID_PATTERN } from '../../core/constants';

export const SESSION_ID_STORAGE_KEY = 'sessionId';

let memoryId: string | undefined;

export function createSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The stored id, created on first use; an old or tampered value is replaced by a fresh one. */
export function getSessionId(): string {
  if (typeof window === 'undefined') {
    throw new Error('The cart session id exists only in the browser');
  }
  try {
    const stored = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
    const id = createSessionId();
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage disabled (private mode, blocked cookies): the cart lasts for this page's life.
    memoryId ??= createSessionId();
    return memoryId;
  }
}

/** Whether this browser has a cart session yet (a stored id, or one kept in memory when storage is off). */
export function hasSessionId(): boolean {
  if (memoryId !== undefined) return true;
  try {
    const stored = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
    return stored !== null && SESSION_ID_PATTERN.test(stored);
  } catch {
    return false;
  }
}

/** Headers for the cart calls. */
export function cartHeaders(): { 'X-Session-Id': string } {
  return { 'X-Session-Id': getSessionId() };
}
