/**
 * The security headers of every document and API answer, worked out once at start with helmet instead of on every
 * response (helmet parses its directives each time its middleware is built; ~3 % of the API's CPU), and the CSP nonce
 * drawn only by the answers that use one (pages with inline scripts), from a pooled buffer of random bytes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomFillSync } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';

/** Stands for the response's nonce in the policy worked out at start; never sent. */
const NONCE_SLOT = 'pinshop-nonce-slot';
const NONCE_SOURCE = `'nonce-${NONCE_SLOT}'`;

export interface SecurityHeaders {
  /** Every header for an answer without inline scripts: its CSP allows scripts from the shop's origin only. */
  readonly plain: Readonly<Record<string, string>>;
  /** The CSP of an answer whose inline scripts carry `nonce`; undefined when there is no CSP (development). */
  policyWithNonce(nonce: string): string | undefined;
}

/** Runs helmet once against a response that only records headers, with a placeholder where each nonce goes. */
export function workOutSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const csp = options.contentSecurityPolicy;
  const withSlot: HelmetOptions =
    csp && typeof csp === 'object'
      ? {
          ...options,
          contentSecurityPolicy: {
            ...csp,
            directives: {
              ...csp.directives,
              scriptSrc: [...(csp.directives?.scriptSrc as Iterable<string>), NONCE_SOURCE],
            },
          },
        }
      : options;
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(withSlot)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;

  const policyName = Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy');
  const policy = policyName ? headers[policyName] : undefined;
  const plain = { ...headers };
  if (policyName && policy) plain[policyName] = policy.replace(` ${NONCE_SOURCE}`, '');
  return {
    plain,
    policyWithNonce: (nonce) => policy?.replace(NONCE_SLOT, nonce),
  };
}

const NONCE_BYTES = 16;
/** 256 nonces per refill of the operating system's random bytes. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let next = pool.length;

/** 16 random bytes, base64: a new CSP nonce each call. */
export function newNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
