/**
 * The shop's identity and contact details the owner sets in the admin's Settings (the shop_profile setting, read
 * and saved through GET and PUT /api/admin/settings/shop; the Settings form uses the same schema). A field the server
 * sets by its environment variable wins and is shown read-only.
 */
import { z } from 'zod';

/** The text fields (the shipping rate, a number, has no variable: only the owner sets it). */
export const SHOP_PROFILE_FIELDS = [
  'name',
  'salesEmail',
  'supportEmail',
  'location',
  'postalAddress',
  'instagram',
  'facebook',
  'x',
] as const;
export type ShopProfileField = (typeof SHOP_PROFILE_FIELDS)[number];

/** How the owner reads each field (labels, the audit row). */
export const SHOP_PROFILE_LABELS: Record<ShopProfileField, string> = {
  name: 'Shop name',
  salesEmail: 'Sales e-mail',
  supportEmail: 'Support e-mail',
  location: 'Location',
  postalAddress: 'Postal address',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
};

/** The environment variable behind each field: when the server sets it, it wins. */
export const SHOP_PROFILE_ENV: Record<ShopProfileField, string> = {
  name: 'SHOP_NAME',
  salesEmail: 'SALES_EMAIL',
  supportEmail: 'SUPPORT_EMAIL',
  location: 'SHOP_LOCATION',
  postalAddress: 'SHOP_POSTAL_ADDRESS',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  facebook: 'SOCIAL_FACEBOOK_URL',
  x: 'SOCIAL_X_URL',
};

/** The highest flat shipping rate the owner may set, in cents ($100). */
export const MAX_SHIPPING_CENTS = 10_000;

export const SHOP_PROFILE_MESSAGES = {
  saved: 'Shop settings saved',
  name: 'Enter the shop\u2019s name (at most 100 characters)',
  email: 'Enter an e-mail address',
  location: 'Enter where the shop is (at most 100 characters)',
  postalAddress: 'At most 300 characters',
  httpsUrl: 'Enter a link starting with https://',
  shipping: `Enter the shipping rate in dollars, from $0 to $${MAX_SHIPPING_CENTS / 100}`,
} as const;

const email = z.string().trim().max(254).pipe(z.email(SHOP_PROFILE_MESSAGES.email));
/** An https link, or empty: that profile is not shown. */
const socialUrl = z
  .string()
  .trim()
  .max(500, SHOP_PROFILE_MESSAGES.httpsUrl)
  .refine((value) => value === '' || isHttpsUrl(value), SHOP_PROFILE_MESSAGES.httpsUrl);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The whole profile as PUT takes it. An empty postal address means "the shop's name and location". */
export const shopProfileSchema = z.object({
  name: z.string().trim().min(1, SHOP_PROFILE_MESSAGES.name).max(100, SHOP_PROFILE_MESSAGES.name),
  salesEmail: email,
  supportEmail: email,
  location: z.string().trim().min(1, SHOP_PROFILE_MESSAGES.location).max(100, SHOP_PROFILE_MESSAGES.location),
  postalAddress: z.string().trim().max(300, SHOP_PROFILE_MESSAGES.postalAddress),
  instagram: socialUrl,
  facebook: socialUrl,
  x: socialUrl,
  /** The flat shipping of every catalogue order, in cents: the cart, checkout, PayPal and the order all use it. */
  shippingCents: z
    .number(SHOP_PROFILE_MESSAGES.shipping)
    .int(SHOP_PROFILE_MESSAGES.shipping)
    .min(0, SHOP_PROFILE_MESSAGES.shipping)
    .max(MAX_SHIPPING_CENTS, SHOP_PROFILE_MESSAGES.shipping),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

/** As stored: only the fields the owner saved (the rest are the server's defaults). */
export const storedShopProfileSchema = shopProfileSchema.partial();
export type StoredShopProfile = z.infer<typeof storedShopProfileSchema>;

/** GET's and PUT's answer: the values in effect and, for each field the server sets, its variable's name. */
export const shopProfileViewSchema = z.object({
  values: shopProfileSchema,
  setByServer: z.array(z.enum(SHOP_PROFILE_FIELDS)),
});
export type ShopProfileView = z.infer<typeof shopProfileViewSchema>;
