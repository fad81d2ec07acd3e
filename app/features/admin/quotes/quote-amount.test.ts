import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../../core/schemas/admin';
import { dollarsTextToCents, quoteBody } from './quote-amount';
import { togglePackaging } from './quote-extras-fields';

const values = {
  amount: '1250.50',
  size: '1.5inch',
  plating: 'gold',
  packaging: ['individual-bags' as const],
  rush: true,
  notes: ' Navy and gold ',
};

describe('quote amount', () => {
  it('reads dollars as cents', () => {
    expect(dollarsTextToCents('1250.50')).toBe(125_050);
    expect(dollarsTextToCents('$1,250.5')).toBe(125_050);
    expect(dollarsTextToCents('0.1')).toBe(10);
    expect(dollarsTextToCents('.99')).toBe(99);
    expect(dollarsTextToCents('19.999')).toBeNaN();
    expect(dollarsTextToCents('abc')).toBeNaN();
    expect(dollarsTextToCents('')).toBeNaN();
  });

  it('builds the body in cents with the options and trimmed notes', () => {
    expect(quoteBody(values)).toEqual({
      body: {
        quotedAmount: 125_050,
        quotedSize: '1.5inch',
        quotedPlating: 'gold',
        quotedPackaging: ['individual-bags'],
        quotedRush: true,
        quotedNotes: 'Navy and gold',
      },
    });
  });

  it("refuses what the server refuses, with the server's message", () => {
    for (const amount of ['0', '0.00', '-5', 'ten', '', '1.234', '1000001']) {
      expect(quoteBody({ ...values, amount })).toEqual({ error: ADMIN_MESSAGES.quoteAmount });
    }
  });
});

describe('quote packaging', () => {
  it('keeps just pins exclusive, as the designer does', () => {
    expect(togglePackaging(['just-pins'], 'backing-cards', true)).toEqual(['backing-cards']);
    expect(togglePackaging(['backing-cards'], 'individual-bags', true)).toEqual(['individual-bags', 'backing-cards']);
    expect(togglePackaging(['individual-bags', 'backing-cards'], 'just-pins', true)).toEqual(['just-pins']);
    expect(togglePackaging(['backing-cards'], 'backing-cards', false)).toEqual(['just-pins']);
  });
});
