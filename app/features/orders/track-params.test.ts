import { describe, expect, it } from 'vitest';
import { highlightTarget, matchesOrderNumber, parseTrackParams } from './track-params';

describe('parseTrackParams', () => {
  it('defaults to custom orders, no filter, not from checkout', () => {
    expect(parseTrackParams(new URLSearchParams(''))).toEqual({ id: '', type: 'custom', fromCheckout: false });
  });

  it('reads id, type=regular and fromCheckout=true', () => {
    expect(parseTrackParams(new URLSearchParams('id=42&type=regular&fromCheckout=true'))).toEqual({
      id: '42',
      type: 'regular',
      fromCheckout: true,
    });
    expect(parseTrackParams(new URLSearchParams('type=other&fromCheckout=1')).type).toBe('custom');
  });
});

describe('matchesOrderNumber', () => {
  it('matches a substring of the id', () => {
    expect(matchesOrderNumber(1234, '23')).toBe(true);
    expect(matchesOrderNumber(1234, '#1234')).toBe(true);
    expect(matchesOrderNumber(1234, '')).toBe(true);
    expect(matchesOrderNumber(1234, '5')).toBe(false);
  });
});

describe('highlightTarget', () => {
  it('prefers the order named by id, else the newest', () => {
    expect(highlightTarget([9, 7, 3], '7')).toBe(7);
    expect(highlightTarget([9, 7, 3], '')).toBe(9);
    expect(highlightTarget([9, 7, 3], '70')).toBe(9);
    expect(highlightTarget([], '')).toBeNull();
  });
});
