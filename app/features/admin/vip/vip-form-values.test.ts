import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { csvFileProblem } from '../campaigns/campaign-form-values';
import { testVipEmailBody, vipCampaignBody, vipEmailBody, type VipCampaignValues } from './vip-form-values';

const campaign: VipCampaignValues = {
  csvFileName: ' vip-customers.csv ',
  promoCode: ' vip_spring-20 ',
  discountPercent: '20',
  uniqueCodes: true,
};

describe('VIP campaign form', () => {
  it('sends the body the server expects: code uppercased, the discount a number', () => {
    expect(vipCampaignBody(campaign)).toEqual({
      body: {
        csvFileName: 'vip-customers.csv',
        promoCode: 'VIP_SPRING-20',
        discountPercent: 20,
        uniqueCodes: true,
        oneOffToCustomers: false,
      },
    });
  });

  it("marks every blank field with 'Please fill in all campaign fields'", () => {
    expect(vipCampaignBody({ csvFileName: '', promoCode: ' ', discountPercent: '', uniqueCodes: false })).toEqual({
      errors: {
        csvFileName: CAMPAIGN_MESSAGES.vipFieldsRequired,
        promoCode: CAMPAIGN_MESSAGES.vipFieldsRequired,
        discountPercent: CAMPAIGN_MESSAGES.vipFieldsRequired,
      },
    });
  });

  it('refuses a discount outside 1-50 or not whole, and a malformed promo code', () => {
    for (const discountPercent of ['0', '51', '12.5', 'ten', '-5']) {
      expect(vipCampaignBody({ ...campaign, discountPercent })).toEqual({
        errors: { discountPercent: CAMPAIGN_MESSAGES.discountRange },
      });
    }
    expect(vipCampaignBody({ ...campaign, discountPercent: '50' })).toMatchObject({ body: { discountPercent: 50 } });
    expect(vipCampaignBody({ ...campaign, promoCode: 'v!p' })).toEqual({
      errors: { promoCode: CAMPAIGN_MESSAGES.promoCode },
    });
  });
});

describe('single VIP e-mail', () => {
  it('needs the address, the code and the discount; the name is optional', () => {
    expect(vipEmailBody({ email: ' Pat@Example.com ', name: '', promoCode: 'vip10', discountPercent: '10' })).toEqual({
      body: { email: 'Pat@Example.com', name: '', promoCode: 'VIP10', discountPercent: 10, oneOffToCustomers: false },
    });
    expect(vipEmailBody({ email: '', name: 'Pat', promoCode: 'VIP10', discountPercent: '10' })).toEqual({
      errors: { email: CAMPAIGN_MESSAGES.vipFieldsRequired },
    });
    expect(vipEmailBody({ email: 'pat@', name: 'Pat', promoCode: 'VIP10', discountPercent: '60' })).toEqual({
      errors: { email: CAMPAIGN_MESSAGES.email, discountPercent: CAMPAIGN_MESSAGES.discountRange },
    });
  });

  it('refuses a line break in the name (it goes into a mail header)', () => {
    expect(
      vipEmailBody({ email: 'pat@example.com', name: 'Pat\r\nBcc: x', promoCode: 'VIP10', discountPercent: '10' }),
    ).toEqual({ errors: { name: CAMPAIGN_MESSAGES.lineBreaks } });
  });
});

describe('test VIP e-mail', () => {
  it('sends the code and discount only when filled in, and checks them when they are', () => {
    expect(testVipEmailBody({ promoCode: '', discountPercent: ' ' })).toEqual({ body: {} });
    expect(testVipEmailBody({ promoCode: 'vip5', discountPercent: '5' })).toEqual({
      body: { promoCode: 'VIP5', discountPercent: 5 },
    });
    expect(testVipEmailBody({ promoCode: 'x', discountPercent: '99' })).toEqual({
      errors: { promoCode: CAMPAIGN_MESSAGES.promoCode, discountPercent: CAMPAIGN_MESSAGES.discountRange },
    });
  });
});

describe('CSV file check before upload', () => {
  it('takes a .csv file up to 10 MB and refuses anything else with the spec text', () => {
    expect(csvFileProblem({ name: 'VIP List.CSV', size: 100 })).toBeNull();
    expect(csvFileProblem({ name: 'organizers.txt', size: 100 })).toBe(CAMPAIGN_MESSAGES.invalidFile);
    expect(csvFileProblem({ name: 'organizers.csv.xlsx', size: 100 })).toBe(CAMPAIGN_MESSAGES.invalidFile);
    expect(csvFileProblem({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toBe(CAMPAIGN_MESSAGES.fileTooLarge);
  });
});
