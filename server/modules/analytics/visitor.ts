/**
 * What an event keeps of its request: a device class, the referrer's host, a country from the proxy's header, and
 * a visitor hash = sha256(day's salt + address + user agent). The address and the user agent are never stored.
 */
import { createHash } from 'node:crypto';
import type { DeviceClass } from '../../../core/schemas/analytics';

/** Tablets first: their user agents often also say "Mobile" (iPad on old iOS) or nothing of the kind (Android). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The host of another site that linked here; our own host (a click inside the shop) and junk give null. */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.some((own) => own.replace(/^www\./, '') === host) ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}

/** The path alone: no query string (it may carry tokens or e-mail addresses) and no fragment. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/)[0]!.slice(0, 300) || '/';
}

/** Headers a CDN or proxy sets with the visitor's country (read only behind a trusted proxy). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const;

export function countryFrom(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && !/^(XX|T1)$/i.test(value)) {
      return value.toUpperCase();
    }
  }
  return null;
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex');
}
