/**
 * The VIP panel's forms (accounts-admin-spec sections 2, 3 and 5): the campaign to the uploaded list, one offer to one
 * address, and the test send to the signed-in admin. Required: the list's file name, the promo code and the discount
 * ('Please fill in all campaign fields'); single: the e-mail, the promo code and the discount; discount 1-50; the promo
 * code uppercased.
 */
import type { z } from 'zod';
import {
  CAMPAIGN_MESSAGES,
  testVipEmailBodySchema,
  vipCampaignBodySchema,
  vipEmailBodySchema,
} from '../../../../core/schemas/campaigns';
import { parseCampaignForm } from '../campaigns/campaign-form-values';
import type { OfferValues } from '../campaigns/offer-fields';

export interface VipCampaignValues extends OfferValues {
  csvFileName: string;
  uniqueCodes: boolean;
  /** The owner confirms a one-off send to customers without marketing consent. */
  oneOffToCustomers?: boolean;
}

export interface VipEmailValues extends OfferValues {
  email: string;
  name: string;
  oneOffToCustomers?: boolean;
}

export type VipCampaignBody = z.output<typeof vipCampaignBodySchema>;
export type VipEmailBody = z.output<typeof vipEmailBodySchema>;
export type TestVipEmailBody = z.output<typeof testVipEmailBodySchema>;

export const EMPTY_VIP_OFFER: OfferValues = { promoCode: '', discountPercent: '' };

export function vipCampaignBody(values: VipCampaignValues) {
  return parseCampaignForm(
    vipCampaignBodySchema,
    values,
    ['csvFileName', 'promoCode', 'discountPercent'],
    CAMPAIGN_MESSAGES.vipFieldsRequired,
  );
}

export function vipEmailBody(values: VipEmailValues) {
  return parseCampaignForm(
    vipEmailBodySchema,
    values,
    ['email', 'promoCode', 'discountPercent'],
    CAMPAIGN_MESSAGES.vipFieldsRequired,
  );
}

/** The test send carries the promo code and discount only when they are filled in (the server has defaults). */
export function testVipEmailBody(values: OfferValues) {
  const filled = (text: string) => (text.trim() === '' ? undefined : text);
  return parseCampaignForm(
    testVipEmailBodySchema,
    { promoCode: filled(values.promoCode), discountPercent: filled(values.discountPercent) },
    [],
    CAMPAIGN_MESSAGES.vipFieldsRequired,
  );
}
