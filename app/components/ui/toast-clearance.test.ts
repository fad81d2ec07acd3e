import { describe, expect, it } from 'vitest';
import { placementClearOf, TOAST_VIEWPORT_WIDTH } from './toast-clearance';

describe('placementClearOf', () => {
  it("puts the toasts left of a drawer's footer when one fits there", () => {
    // A 448 px drawer on a 1280 x 800 screen, its footer from y = 480 down.
    const footer = { left: 832, right: 1280, top: 480, bottom: 800 };
    expect(placementClearOf(footer, { width: 1280, height: 800 })).toEqual({
      right: 448,
      bottom: 0,
      maxWidth: TOAST_VIEWPORT_WIDTH,
    });
  });

  it('puts them just above the footer, as wide as it, on a narrow screen', () => {
    const footer = { left: 0, right: 390, top: 560, bottom: 844 };
    expect(placementClearOf(footer, { width: 390, height: 844 })).toEqual({ right: 0, bottom: 284, maxWidth: 390 });
    // A tablet: 320 px left of the drawer is too narrow for a toast.
    const tablet = { left: 320, right: 768, top: 700, bottom: 1024 };
    expect(placementClearOf(tablet, { width: 768, height: 1024 })).toEqual({ right: 0, bottom: 324, maxWidth: 448 });
  });
});
