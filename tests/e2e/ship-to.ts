/** The ship-to fieldset of a custom order (app/components/ship-to-fields.tsx), as a shopper fills it. */
import type { Locator, Page } from '@playwright/test';

export const CLUB_SHIP_TO = {
  name: 'Pro Shop Manager',
  company: 'Torrey Pines Golf Course',
  address: '11480 N Torrey Pines Rd',
  city: 'La Jolla',
  state: 'CA',
  zipCode: '92037',
};

/** Fills the fieldset inside `scope` (the page, a form or a dialog). */
export async function fillShipTo(scope: Page | Locator, to = CLUB_SHIP_TO): Promise<void> {
  await scope.getByLabel("Recipient's name").fill(to.name);
  await scope.getByLabel('Company or club').fill(to.company);
  await scope.getByLabel('Street address').fill(to.address);
  await scope.getByLabel('City').fill(to.city);
  await scope.getByLabel('State').selectOption(to.state);
  await scope.getByLabel('ZIP code').fill(to.zipCode);
}
