import { describe, expect, it } from 'vitest';
import { quotePrefill } from './quote-prefill';

describe('quotePrefill', () => {
  it('reads the quantity, the size and the notes', () => {
    const params = new URLSearchParams({ quantity: '250', size: '1.5inch', notes: 'Gold finish. Backer cards.' });
    expect(quotePrefill(params)).toEqual({
      quantity: 250,
      preferredSize: '1.5inch',
      additionalNotes: 'Gold finish. Backer cards.',
    });
  });

  it('leaves out what is missing or unreadable', () => {
    expect(quotePrefill(new URLSearchParams())).toEqual({});
    expect(quotePrefill(new URLSearchParams({ quantity: '2.5', size: '3inch', notes: '  ' }))).toEqual({});
    expect(quotePrefill(new URLSearchParams({ quantity: '0', size: 'other' }))).toEqual({ preferredSize: 'other' });
  });
});
