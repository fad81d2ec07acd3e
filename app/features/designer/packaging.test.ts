import { describe, expect, it } from 'vitest';
import { togglePackaging } from './packaging';

describe('togglePackaging', () => {
  it('ticking another option removes just-pins', () => {
    expect(togglePackaging(['just-pins'], 'individual-bags', true)).toEqual(['individual-bags']);
  });

  it('keeps several extras together, in the catalogue order', () => {
    expect(togglePackaging(['backing-cards'], 'individual-bags', true)).toEqual(['individual-bags', 'backing-cards']);
  });

  it('ticking just-pins clears the others', () => {
    expect(togglePackaging(['individual-bags', 'backing-cards'], 'just-pins', true)).toEqual(['just-pins']);
  });

  it('unticking one extra keeps the rest', () => {
    expect(togglePackaging(['individual-bags', 'backing-cards'], 'backing-cards', false)).toEqual(['individual-bags']);
  });

  it('unticking the last option falls back to just-pins', () => {
    expect(togglePackaging(['backing-cards'], 'backing-cards', false)).toEqual(['just-pins']);
    expect(togglePackaging(['just-pins'], 'just-pins', false)).toEqual(['just-pins']);
  });
});
