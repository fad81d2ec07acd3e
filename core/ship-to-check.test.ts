import { describe, expect, it } from 'vitest';
import { shipToSchema } from './schemas/ship-to';
import { checkShipTo, EMPTY_SHIP_TO, SHIP_TO_MESSAGES, shipToInput, shipToLines } from './ship-to-check';

const CLUB = {
  name: ' Pat Lee ',
  company: 'Pebble Creek Golf Club',
  address: '1 Fairway Dr',
  city: 'Carmel',
  country: 'US',
  state: 'california',
  zipCode: '93921',
};

describe('a ship-to address', () => {
  it('is kept trimmed, with the state as its code', () => {
    expect(checkShipTo(CLUB)).toEqual({
      ok: true,
      shipTo: { ...CLUB, name: 'Pat Lee', state: 'CA' },
    });
  });

  it('in Canada keeps the postal code upper case with one space and names the country on the label', () => {
    const checked = checkShipTo({ ...CLUB, company: '', country: 'CA', state: 'ON', zipCode: 'k1a0b1' });
    expect(checked.ok && checked.shipTo).toMatchObject({ zipCode: 'K1A 0B1', state: 'ON' });
    expect(checked.ok && 'company' in checked.shipTo).toBe(false);
    expect(checked.ok && shipToLines(checked.shipTo)).toEqual([
      'Pat Lee',
      '1 Fairway Dr',
      'Carmel, ON K1A 0B1',
      'Canada',
    ]);
  });

  it("answers each wrong field with the checkout's messages", () => {
    expect(checkShipTo({ ...EMPTY_SHIP_TO, zipCode: '9392' })).toEqual({
      ok: false,
      problems: {
        name: SHIP_TO_MESSAGES.name,
        address: SHIP_TO_MESSAGES.address,
        city: SHIP_TO_MESSAGES.city,
        state: 'Choose a US state',
        zipCode: 'Enter a ZIP code like 12345 or 12345-6789',
      },
    });
    expect(checkShipTo({ ...CLUB, country: 'MX' })).toMatchObject({
      ok: false,
      problems: { country: 'We ship to the United States and Canada' },
    });
  });

  it('goes back into the form as it was kept', () => {
    const checked = checkShipTo(CLUB);
    expect(checked.ok && checkShipTo(shipToInput(checked.shipTo))).toEqual(checked);
  });

  it('in a request answers the field and its message', () => {
    const parsed = shipToSchema.safeParse({ ...CLUB, state: 'Ontario' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['state'], message: 'Choose a US state' })]);
    expect(shipToSchema.safeParse('1 Fairway Dr').error?.issues[0]?.message).toBe(SHIP_TO_MESSAGES.required);
  });
});
