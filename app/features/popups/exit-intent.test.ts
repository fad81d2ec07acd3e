import { describe, expect, it } from 'vitest';
import { isExitThroughTop } from './exit-intent';

describe('isExitThroughTop', () => {
  it('is true when the pointer leaves the document at or above its top edge', () => {
    expect(isExitThroughTop({ relatedTarget: null, clientY: 0 })).toBe(true);
    expect(isExitThroughTop({ relatedTarget: null, clientY: -12 })).toBe(true);
  });

  it('is false for a move to another element, or out through a side or the bottom', () => {
    expect(isExitThroughTop({ relatedTarget: {} as EventTarget, clientY: -5 })).toBe(false);
    expect(isExitThroughTop({ relatedTarget: null, clientY: 300 })).toBe(false);
  });
});
