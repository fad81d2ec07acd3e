/**
 * The shop's identity and contact details in effect (name, e-mails, location, postal address, social links) and its
 * flat shipping rate (no variable sets it: the owner's, else core/constants SHIPPING_CENTS): for each
 * field, the server's environment variable when it is set (it wins: shown read-only in the admin), else the owner's
 * saved value (the shop_profile setting), else the environment's default. Secrets never live here.
 *
 * Every service keeps the one `shop` object this module hands out and reads its fields when it writes a page or an
 * e-mail, so a saved change reaches them all without rebuilding anything. Several instances share one PostgreSQL:
 * each checks the stored value again before a request when its copy is over `maxAgeMs` old (one indexed row), so
 * another instance's change is seen within about a second; this instance's own change at once.
 */
import {
  SHOP_PROFILE_FIELDS,
  storedShopProfileSchema,
  type ShopProfile,
  type ShopProfileView,
  type StoredShopProfile,
} from '../../../core/schemas/shop-profile';
import type { MailingShop, ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../current-user';
import type { SettingsService } from './settings.service';

export interface ShopProfileDeps {
  db: Database;
  settings: SettingsService;
  /** config.shop: the environment's values and defaults. */
  envShop: MailingShop;
  /** config.shopSetByEnv: the fields whose variable is set. */
  setByEnv: readonly (typeof SHOP_PROFILE_FIELDS)[number][];
  maxAgeMs?: number;
  now?: () => number;
}

/** The environment's values as the profile's fields (an unset social link is ''). */
function envProfile(shop: MailingShop, setByEnv: ShopProfileDeps['setByEnv']): ShopProfile {
  return {
    name: shop.name,
    salesEmail: shop.salesEmail,
    supportEmail: shop.supportEmail,
    location: shop.location,
    // Unset, config.ts fills in "name, location": the owner's blank means the same, from the values in effect.
    postalAddress: setByEnv.includes('postalAddress') ? shop.postalAddress : '',
    instagram: shop.social?.instagram ?? '',
    facebook: shop.social?.facebook ?? '',
    x: shop.social?.x ?? '',
    shippingCents: shop.shippingCents,
  };
}

/** The values in effect: the server's set fields, then the owner's, then the defaults. */
export function effectiveProfile(
  env: ShopProfile,
  setByEnv: ShopProfileDeps['setByEnv'],
  stored: StoredShopProfile,
): ShopProfile {
  const values = { ...env };
  for (const field of SHOP_PROFILE_FIELDS) {
    const saved = stored[field];
    if (!setByEnv.includes(field) && saved !== undefined) values[field] = saved;
  }
  if (stored.shippingCents !== undefined) values.shippingCents = stored.shippingCents;
  return values;
}

/** The identity as pages and e-mails read it (the ShopIdentity every service already takes). */
export function toMailingShop(profile: ShopProfile): MailingShop {
  const social: NonNullable<ShopIdentity['social']> = {
    ...(profile.instagram ? { instagram: profile.instagram } : {}),
    ...(profile.facebook ? { facebook: profile.facebook } : {}),
    ...(profile.x ? { x: profile.x } : {}),
  };
  return {
    name: profile.name,
    salesEmail: profile.salesEmail,
    supportEmail: profile.supportEmail,
    location: profile.location,
    social,
    shippingCents: profile.shippingCents,
    postalAddress: (profile.postalAddress || `${profile.name}, ${profile.location}`).replace(/\s*[\r\n]+\s*/g, ', '),
  };
}

export function createShopProfile(deps: ShopProfileDeps) {
  const { db, settings, setByEnv } = deps;
  const now = deps.now ?? Date.now;
  const maxAgeMs = deps.maxAgeMs ?? 1_000;
  const env = envProfile(deps.envShop, setByEnv);
  let values = env;
  let current = toMailingShop(values);
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  // A save counts one up: a read begun before it (it may predate the commit) is then not adopted.
  let saves = 0;

  const adopt = (stored: StoredShopProfile) => {
    values = effectiveProfile(env, setByEnv, stored);
    current = toMailingShop(values);
    checkedAt = now();
  };

  /** Reads the stored value again (readers meanwhile share the one read). */
  const reload = (): Promise<void> => {
    const started = saves;
    checking ??= settings
      .get('shop_profile')
      .then((stored) => {
        if (started === saves) adopt(stored);
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };

  // One object for every service: its fields read the values in effect now.
  const shop: MailingShop = {
    get name() {
      return current.name;
    },
    get salesEmail() {
      return current.salesEmail;
    },
    get supportEmail() {
      return current.supportEmail;
    },
    get location() {
      return current.location;
    },
    get social() {
      return current.social;
    },
    get postalAddress() {
      return current.postalAddress;
    },
    get shippingCents() {
      return current.shippingCents;
    },
  };

  const view = (): ShopProfileView => ({ values: { ...values }, setByServer: [...setByEnv] });

  return {
    shop,
    /** A plain copy of the identity in effect (the pages' root loader hands it to the browser). */
    snapshot: (): MailingShop => ({ ...current, social: { ...current.social } }),
    /** Loads the stored value (start-up), and again whenever asked. */
    reload,
    /** Before a request: a read of the stored value when the copy is older than `maxAgeMs`; else nothing. */
    refreshIfStale(): Promise<void> | undefined {
      return now() - checkedAt < maxAgeMs ? undefined : reload();
    },

    async read(): Promise<ShopProfileView> {
      await reload();
      return view();
    },

    /**
     * Saves the owner's values (the fields the server sets are kept as they are stored: the variable wins anyway),
     * audited in the same transaction; in effect in this instance at once.
     */
    async save(input: ShopProfile, actor: CurrentUser, ip: string): Promise<ShopProfileView> {
      const saved = await db.transaction(async (tx) => {
        const stored = await settings.get('shop_profile', tx);
        const next: StoredShopProfile = { ...stored };
        for (const field of SHOP_PROFILE_FIELDS) if (!setByEnv.includes(field)) next[field] = input[field];
        next.shippingCents = input.shippingCents;
        return settings.put(tx, 'shop_profile', storedShopProfileSchema.parse(next), actor, ip);
      });
      saves += 1;
      adopt(saved);
      return view();
    },
  };
}

export type ShopProfileService = ReturnType<typeof createShopProfile>;
