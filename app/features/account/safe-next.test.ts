import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath } from './safe-next';

describe('the page after signing in', () => {
  it('follows ?next= only to a path on this site', () => {
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/admin/security?tab=1')).toBe('/admin/security?tab=1');
    for (const bad of [null, '', 'admin', '//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil']) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });

  it('sends an admin without a second factor to set it up first', () => {
    expect(afterSignInPath({ needsTotpEnrolment: true }, '/admin')).toBe('/admin/security');
    expect(afterSignInPath({ needsTotpEnrolment: false }, '/admin')).toBe('/admin');
    expect(afterSignInPath({ needsTotpEnrolment: false }, '//evil.example')).toBe('/');
  });
});
