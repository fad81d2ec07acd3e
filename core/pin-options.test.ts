import { describe, expect, it } from 'vitest';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from './pin-options';

describe('pin option labels', () => {
  it('reads stored values as the designer names them', () => {
    expect(pinSizeLabel('1.5inch')).toBe('1.5 inch');
    expect(pinPlatingLabel('black-nickel')).toBe('Black Nickel');
    expect(pinPackagingLabel('individual-bags,backing-cards')).toBe('Individual Bags, Backing Cards');
    expect(pinPackagingLabel(['just-pins'])).toBe('Just Pins');
  });

  it('falls back to Just Pins for no packaging and to the raw value for an unknown one', () => {
    expect(pinPackagingLabel('')).toBe('Just Pins');
    expect(pinSizeLabel('2inch')).toBe('2inch');
  });
});
