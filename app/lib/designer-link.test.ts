import { describe, expect, it } from 'vitest';
import { designerStart, reorderLink, withoutDesignerStart } from './designer-link';

const OPTIONS = {
  quantity: 250,
  size: '1.5inch',
  plating: 'gold',
  packaging: ['backing-cards'],
  rushOrder: true,
} as const;

describe('designer links', () => {
  it('carries an order’s options and artwork, and reads them back', () => {
    const link = reorderLink(
      { ...OPTIONS, packaging: ['individual-bags', 'backing-cards'] },
      { url: '/uploads/ab-12.png', fileName: 'crest.png' },
    );
    const params = new URL(link, 'http://shop.test').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      quantity: '250',
      size: '1.5inch',
      plating: 'gold',
      packaging: 'individual-bags,backing-cards',
      rush: '1',
      logo: '/uploads/ab-12.png',
      logoName: 'crest.png',
    });
    expect(designerStart(params)).toEqual({
      kind: 'options',
      rushOrder: true,
      logo: { url: '/uploads/ab-12.png', fileName: 'crest.png' },
    });
    expect(withoutDesignerStart(params)).toBe(
      'quantity=250&size=1.5inch&plating=gold&packaging=individual-bags%2Cbacking-cards',
    );
  });

  it('never takes artwork from anywhere but our uploads', () => {
    for (const logo of ['https://evil.example/x.png', '/uploads/../admin.png', '//evil.example/uploads/a.png']) {
      expect(designerStart(new URLSearchParams({ logo }))).toBeNull();
      expect(reorderLink(OPTIONS, { url: logo, fileName: 'x.png' })).not.toContain('logo=');
    }
  });

  it('reads a saved design id, and nothing for an ordinary visit', () => {
    expect(designerStart(new URLSearchParams('design=7'))).toEqual({ kind: 'design', id: 7 });
    expect(designerStart(new URLSearchParams('design=abc'))).toBeNull();
    expect(designerStart(new URLSearchParams('quantity=100'))).toBeNull();
    expect(designerStart(new URLSearchParams('rush=0'))).toEqual({ kind: 'options', rushOrder: false, logo: null });
  });
});
