import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT, type DesignerDraft } from './designer-state';
import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY, clearDraft, readDraft, writeDraft } from './draft-store';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const draft: DesignerDraft = {
  product: 'pin',
  quantity: 250,
  designs: [{ name: '', quantity: 250 }],
  size: '1.5inch',
  plating: 'gold',
  packaging: ['individual-bags', 'backing-cards'],
  rushOrder: true,
  eventDate: '2027-05-14',
  customerName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  customerPhone: '555-0100',
  shipTo: {
    name: 'Ann Lee',
    company: 'Lakeside Golf Club',
    address: '9 Lakeside Dr',
    city: 'Toronto',
    country: 'CA',
    state: 'ON',
    zipCode: 'M5V 2T6',
  },
  promoCode: 'USA',
  appliedDiscount: { code: 'USA', discountAmount: 302 },
  currentStep: 3,
};

const NOW = Date.UTC(2026, 10, 21, 12);

describe('draft store', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('restores what was saved, with every field of the spec and a timestamp', () => {
    writeDraft(storage, draft, NOW);
    expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY)!)).toEqual({ ...draft, timestamp: NOW });
    expect(readDraft(storage, NOW + 1000)).toEqual(draft);
  });

  it('restores a draft just under 7 days old and drops one of 7 days', () => {
    writeDraft(storage, draft, NOW);
    expect(readDraft(storage, NOW + DRAFT_MAX_AGE_MS - 1)).toEqual(draft);
    expect(readDraft(storage, NOW + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('has nothing to restore without a draft, and drops unreadable ones', () => {
    expect(readDraft(storage, NOW)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(readDraft(storage, NOW)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft }));
    expect(readDraft(storage, NOW)).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('replaces damaged fields with their defaults', () => {
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        ...draft,
        timestamp: NOW,
        quantity: 260,
        size: '9inch',
        packaging: ['just-pins', 'individual-bags', 'glitter'],
        currentStep: 9,
        appliedDiscount: { code: '' },
        eventDate: 'next friday',
      }),
    );
    expect(readDraft(storage, NOW)).toEqual({
      ...draft,
      quantity: 250,
      size: DEFAULT_DRAFT.size,
      packaging: ['individual-bags'],
      currentStep: 1,
      appliedDiscount: null,
      eventDate: '',
    });
  });

  it('keeps several designs by name and quantity (never their files), the quantity their sum', () => {
    const holes: DesignerDraft = {
      ...draft,
      product: 'ball-marker',
      size: DEFAULT_DRAFT.size,
      quantity: 310,
      designs: [
        { name: 'Hole 1: Acme Bank', quantity: 100 },
        { name: 'Hole 2', quantity: 85 },
        { name: '', quantity: 125 },
      ],
    };
    writeDraft(storage, holes, NOW);
    const restored = readDraft(storage, NOW + 1000);
    expect(restored?.designs).toEqual(holes.designs);
    // Not the slider's step: the sum of what was typed.
    expect(restored?.quantity).toBe(310);
  });

  it('reads a damaged list of designs, or one of 11, as the one design of the slider', () => {
    for (const designs of [
      'three',
      [{ name: 'Hole 1', quantity: 100 }, { name: 'Hole 2' }],
      Array.from({ length: 11 }, () => ({ name: 'Hole', quantity: 25 })),
    ]) {
      storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, designs, timestamp: NOW }));
      expect(readDraft(storage, NOW)).toMatchObject({ quantity: 250, designs: [{ name: '', quantity: 250 }] });
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(broken, NOW)).toBeNull();
    expect(() => writeDraft(broken, draft, NOW)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
