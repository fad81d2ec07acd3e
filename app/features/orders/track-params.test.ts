import { describe, expect, it } from 'vitest';
import { highlightTarget, initialFilter, matchesOrderNumber, parseTrackParams } from './track-params';

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

  it('opens the list an order number names when no type is given', () => {
    expect(parseTrackParams(new URLSearchParams('id=C-1004')).type).toBe('regular');
    expect(parseTrackParams(new URLSearchParams('id=W-1004')).type).toBe('custom');
  });
});

describe('initialFilter', () => {
  it("shows checkout's row id as the order number of its list", () => {
    expect(initialFilter(parseTrackParams(new URLSearchParams('id=7&type=regular')))).toBe('C-1007');
    expect(initialFilter(parseTrackParams(new URLSearchParams('id=7&type=custom')))).toBe('W-1007');
    expect(initialFilter(parseTrackParams(new URLSearchParams('id=c1007')))).toBe('c1007');
  });
});

describe('matchesOrderNumber', () => {
  it('matches a whole order number typed any reasonable way, of its kind only', () => {
    for (const typed of ['C-1001', 'c1001', '#C-1001', ' c - 1001 ']) {
      expect(matchesOrderNumber('regular', 1, typed)).toBe(true);
      expect(matchesOrderNumber('regular', 11, typed)).toBe(false);
      expect(matchesOrderNumber('custom', 1, typed)).toBe(false);
    }
    expect(matchesOrderNumber('custom', 2, '#W-1002')).toBe(true);
  });

  it('matches a substring of the number otherwise', () => {
    expect(matchesOrderNumber('regular', 234, '23')).toBe(true);
    expect(matchesOrderNumber('regular', 234, 'c12')).toBe(true);
    expect(matchesOrderNumber('custom', 234, 'W-12')).toBe(true);
    expect(matchesOrderNumber('custom', 234, 'C-12')).toBe(false);
    expect(matchesOrderNumber('regular', 234, '')).toBe(true);
    expect(matchesOrderNumber('regular', 234, '5')).toBe(false);
  });
});

describe('highlightTarget', () => {
  it('prefers the order named by id or number, else the newest', () => {
    expect(highlightTarget([9, 7, 3], '7')).toBe(7);
    expect(highlightTarget([9, 7, 3], 'C-1003')).toBe(3);
    expect(highlightTarget([9, 7, 3], '')).toBe(9);
    expect(highlightTarget([9, 7, 3], '70')).toBe(9);
    expect(highlightTarget([], '')).toBeNull();
  });
});
