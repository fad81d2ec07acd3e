import { describe, expect, it } from 'vitest';
import { addressKey, LOGIN_LIMITS, loginWaitMs } from './login-throttle';

const now = new Date('2026-05-01T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('loginWaitMs', () => {
  it('never holds back an address without a recent failure for the username, however many others failed', () => {
    expect(loginWaitMs({ usernameFailures: 10_000, addressFailures: 0, addressLastFailedAt: null }, now)).toBe(0);
  });

  it('lets the first failures through, then doubles the wait with the username’s failures, up to the cap', () => {
    const wait = (usernameFailures: number) =>
      loginWaitMs({ usernameFailures, addressFailures: 1, addressLastFailedAt: now }, now);
    expect(wait(LOGIN_LIMITS.freeFailuresPerUsername - 1)).toBe(0);
    expect(wait(LOGIN_LIMITS.freeFailuresPerUsername)).toBe(1_000);
    expect(wait(LOGIN_LIMITS.freeFailuresPerUsername + 1)).toBe(2_000);
    expect(wait(LOGIN_LIMITS.freeFailuresPerUsername + 3)).toBe(8_000);
    expect(wait(500)).toBe(LOGIN_LIMITS.maxDelayMs);
  });

  it('counts the wait from this address’s own last failure', () => {
    const state = { usernameFailures: 7, addressFailures: 2, addressLastFailedAt: secondsAgo(3) };
    expect(loginWaitMs(state, now)).toBe(1_000); // 4 s from the last failure, 3 s already passed
    expect(loginWaitMs({ ...state, addressLastFailedAt: secondsAgo(5) }, now)).toBe(0);
  });

  it('stops one address after its failures per window, until the window has passed', () => {
    const state = {
      usernameFailures: LOGIN_LIMITS.maxFailuresPerAddress,
      addressFailures: LOGIN_LIMITS.maxFailuresPerAddress,
      addressLastFailedAt: secondsAgo(60),
    };
    expect(loginWaitMs(state, now)).toBe(LOGIN_LIMITS.windowMs - 60_000);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:DB8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
