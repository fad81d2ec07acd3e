import { describe, expect, it } from 'vitest';
import { newNonce, workOutSecurityHeaders } from './security-headers';

const strict = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] },
  },
  strictTransportSecurity: false,
} as const;

describe('security headers worked out once', () => {
  it("gives answers without inline scripts helmet's headers and a policy without a nonce", () => {
    const { plain } = workOutSecurityHeaders(strict);
    expect(plain['Content-Security-Policy']).toBe("default-src 'self';script-src 'self';frame-ancestors 'none'");
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
  });

  it("puts a page's nonce in script-src, and only there", () => {
    const policy = workOutSecurityHeaders(strict).policyWithNonce('abc+/=');
    expect(policy).toBe("default-src 'self';script-src 'self' 'nonce-abc+/=';frame-ancestors 'none'");
  });

  it('has no policy to give when the CSP is off (development)', () => {
    const headers = workOutSecurityHeaders({ contentSecurityPolicy: false });
    expect(headers.policyWithNonce('abc')).toBeUndefined();
    expect(Object.keys(headers.plain).map((name) => name.toLowerCase())).not.toContain('content-security-policy');
  });
});

describe('CSP nonces', () => {
  it('are 16 random bytes, base64, never the same twice (across refills of the pool)', () => {
    const drawn = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of drawn) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});
