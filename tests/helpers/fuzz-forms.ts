/**
 * The multipart routes' forms as the shop's pages fill them, for the fuzz to break one field (or one key of a JSON
 * field) at a time: a form of random fields stops at the first check, one close to valid reaches the handler.
 */
import fc from 'fast-check';
import { RUSH_GOLD_ORDER } from './custom-orders';
import { evilString, evilValue } from './fuzz-openapi';
import { DESIGN_OPTIONS } from './route-access';

type Form = Record<string, string | Record<string, unknown>>;

/** operationId -> the fields a real page sends (JSON fields as objects). Files are fuzzed separately. */
export const BASE_FORMS: Record<string, Form> = {
  prepareCustomOrder: { orderData: RUSH_GOLD_ORDER },
  saveDesign: { design: { name: 'Member-guest 2027', options: DESIGN_OPTIONS } },
  createQuoteRequest: {
    customerName: 'Pat Golfer',
    customerEmail: 'pat@example.com',
    projectDescription: 'Club crest pins for the member-guest',
    quantity: '200',
    preferredSize: '1inch',
  },
  requestProofChanges: { token: 'a'.repeat(43), version: '1', comment: 'Make the flag bigger, please' },
  uploadProof: { note: 'Version with the bigger flag' },
  uploadProductImage: { imageAlt: 'A gold flag pin' },
};

/** operationId -> the name of its file field. */
export const FILE_FIELDS: Record<string, string> = {
  prepareCustomOrder: 'logo',
  saveDesign: 'logo',
  createQuoteRequest: 'logo',
  requestProofChanges: 'image',
  uploadProof: 'proof',
  uploadProductImage: 'image',
  importShopifyCustomers: 'csvFile',
  uploadTournamentCsv: 'csvFile',
  uploadVipCsv: 'csvFile',
};

/** One field or one JSON key replaced by a wrong value; the rest as the page sends it. */
export function formFields(operationId: string, names: string[]): fc.Arbitrary<Record<string, string>> {
  const base: Form = BASE_FORMS[operationId] ?? Object.fromEntries(names.map((name) => [name, 'value']));
  const keys = Object.keys(base);
  const asText = (form: Form) =>
    Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
  const oneFieldBroken = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.oneof(
        evilString,
        evilValue.map((v) => JSON.stringify(v) ?? ''),
      ),
    )
    .map(([key, value]) => ({ ...asText(base), [key]: value }));
  const jsonKeys = keys.flatMap((key) => {
    const value = base[key];
    return typeof value === 'object' ? Object.keys(value).map((inner) => [key, inner] as const) : [];
  });
  const oneKeyBroken = jsonKeys.length
    ? fc.tuple(fc.constantFrom(...jsonKeys), evilValue).map(([[key, inner], value]) => ({
        ...asText(base),
        [key]: JSON.stringify({ ...(base[key] as object), [inner]: value }),
      }))
    : oneFieldBroken;
  const withUnknown = fc
    .tuple(fc.string({ maxLength: 12 }), evilString)
    .map(([key, value]) => ({ ...asText(base), [key.replace(/["\r\n]/g, '') || 'extra']: value }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(asText(base)) },
    { weight: 3, arbitrary: oneFieldBroken },
    { weight: 3, arbitrary: oneKeyBroken },
    { weight: 1, arbitrary: withUnknown },
  );
}
