import { describe, expect, it } from 'vitest';
import { customerInfoSchema } from '../../../core/schemas/payments';
import { storedCustomer } from './customer-store';

const base = {
  name: ' Pat ',
  email: ' pat@example.com ',
  address: '1 Tee',
  city: 'Ottawa',
  country: 'CA',
  state: 'ontario',
  zipCode: 'k1a0b1',
};

/** What the schema makes of the same details: the plain check must agree with it, value for value. */
function bySchema(value: unknown) {
  const parsed = customerInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('storedCustomer', () => {
  it.each([
    ['a Canadian address, normalised', base],
    ['no country: the United States', { ...base, country: undefined, state: 'ca', zipCode: '92660-1234' }],
    ['a blank field', { ...base, city: '  ' }],
    ['a missing field', { ...base, name: undefined }],
    ['a field too long', { ...base, address: 'x'.repeat(301) }],
    ['the longest field', { ...base, address: 'x'.repeat(300) }],
    ['a bad e-mail address', { ...base, email: 'pat@example' }],
    ['a country we do not ship to', { ...base, country: 'MX' }],
    ['a null country', { ...base, country: null }],
    ['a province of the other country', { ...base, state: 'NY' }],
    ['a postal code of the other country', { ...base, zipCode: '92660' }],
    ['a number for a text', { ...base, zipCode: 92660 }],
    ['not an object', 'pat'],
    ['null', null],
  ])('reads %s as the schema does', (_, value) => {
    expect(storedCustomer(value)).toEqual(bySchema(value));
  });

  it('keeps the normalised values', () => {
    expect(storedCustomer(base)).toEqual({
      name: 'Pat',
      email: 'pat@example.com',
      address: '1 Tee',
      city: 'Ottawa',
      country: 'CA',
      state: 'ON',
      zipCode: 'K1A 0B1',
    });
  });
});
