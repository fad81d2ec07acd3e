/**
 * TOTP (RFC 6238) with the parameters every authenticator app assumes: SHA-1, 6 digits, 30 s steps. A code is
 * accepted one step either side of now (a phone's clock drifts; RFC 6238 section 5.2 allows one step of network
 * delay) and only once: the caller stores the step and refuses any step at or before it.
 */
import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 section 4 recommends for the shared secret. */
const SECRET_BYTES = 20;

function totpFor(secret: string, label = '', issuer = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** Base32 as typed by an operator: spaces and padding dropped, upper case (what ADMIN_TOTP_SECRET may hold). */
export function normaliseBase32(secret: string): string {
  return secret.replace(/[\s=]+/g, '').toUpperCase();
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function totpUrl(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/** The time step a 6-digit code belongs to, if it is valid within the window around `at`; null otherwise. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = at.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
