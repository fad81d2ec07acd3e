import { describe, expect, it } from 'vitest';
import { normalizePostalCode, regionCode, REGIONS } from './addresses';
import { customerInfoSchema, formatShippingAddress, paypalShipping } from './schemas/payments';

describe('normalizePostalCode', () => {
  it('takes US ZIP codes of 5 digits, or ZIP+4', () => {
    expect(normalizePostalCode('US', ' 92660 ')).toBe('92660');
    expect(normalizePostalCode('US', '92660-1234')).toBe('92660-1234');
    for (const bad of ['9266', '926601', '92660-12', '92660 1234', 'K1A 0B1', '']) {
      expect(normalizePostalCode('US', bad)).toBeNull();
    }
  });

  it('takes Canadian postal codes in any case and spacing, kept as A1A 1A1', () => {
    expect(normalizePostalCode('CA', 'k1a0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode('CA', ' V6B-4Y8 ')).toBe('V6B 4Y8');
    expect(normalizePostalCode('CA', 'H3Z 2Y7')).toBe('H3Z 2Y7');
    // No D, F, I, O, Q, U anywhere; no W or Z first; letter-digit alternation.
    for (const bad of ['D1A 0B1', 'W1A 0B1', 'K1O 0B1', 'K1A 0BU', '92660', 'K1A 0B', 'KK1 0B1']) {
      expect(normalizePostalCode('CA', bad)).toBeNull();
    }
  });
});

describe('regionCode', () => {
  it('reads a state or province by code or name, only in its own country', () => {
    expect(regionCode('US', 'ca')).toBe('CA');
    expect(regionCode('US', ' new  york ')).toBe('NY');
    expect(regionCode('CA', 'Quebec')).toBe('QC');
    expect(regionCode('CA', 'CA')).toBeNull();
    expect(regionCode('US', 'ON')).toBeNull();
    expect(REGIONS.US).toHaveLength(52);
    expect(REGIONS.CA).toHaveLength(13);
  });
});

describe('customerInfoSchema', () => {
  const base = { name: 'Pat', email: 'pat@example.com', address: '1 Tee', city: 'Ottawa' };

  it('normalises a Canadian address and formats it with the country', () => {
    const info = customerInfoSchema.parse({ ...base, country: 'CA', state: 'ontario', zipCode: 'k1a0b1' });
    expect(info).toMatchObject({ country: 'CA', state: 'ON', zipCode: 'K1A 0B1' });
    expect(formatShippingAddress(info)).toBe('1 Tee, Ottawa, ON K1A 0B1, Canada');
    expect(paypalShipping(info).address).toEqual({
      address_line_1: '1 Tee',
      admin_area_2: 'Ottawa',
      admin_area_1: 'ON',
      postal_code: 'K1A 0B1',
      country_code: 'CA',
    });
  });

  it('defaults to the United States', () => {
    const info = customerInfoSchema.parse({ ...base, state: 'CA', zipCode: '92660' });
    expect(info.country).toBe('US');
    expect(formatShippingAddress(info)).toBe('1 Tee, Ottawa, CA 92660');
  });
});
