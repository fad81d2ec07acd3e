/**
 * Campaign e-mails carry UTM tags on the shop's links, so a page view from one counts as that campaign's
 * click in the Analytics panel; links to other sites and the unsubscribe link stay as written.
 */
import { describe, expect, it } from 'vitest';
import { withCampaignUtm } from '../../../core/utm';
import { renderCampaignEmail, type CampaignContent, sanitizeEmailHtml } from '../marketing';

const ctx = {
  shop: {
    name: 'Pinshop Golf Pins',
    salesEmail: 'sales@pins.example',
    supportEmail: 'help@pins.example',
    location: 'Newport Beach, CA',
    shippingCents: 599,
    postalAddress: '1 Fairway Dr, Newport Beach, CA 92660',
  },
  publicUrl: 'https://pins.example',
  linkSecret: 'a-link-secret-of-at-least-32-characters',
};
const recipient = { id: 5, email: 'a@example.com', name: 'Ann', code: 'VIP20' };
const TAGS = 'utm_source=email&utm_medium=email&utm_campaign=campaign-12';

describe('withCampaignUtm', () => {
  it('tags links to the shop, keeping their own query', () => {
    expect(withCampaignUtm('https://pins.example/product/3?size=1inch#top', 'https://pins.example', 12)).toBe(
      `https://pins.example/product/3?size=1inch&${TAGS}#top`,
    );
  });

  it('leaves other sites, mailto and junk alone', () => {
    for (const url of ['https://golf.example/x', 'mailto:sales@pins.example', 'not a url']) {
      expect(withCampaignUtm(url, 'https://pins.example', 12)).toBe(url);
    }
  });
});

describe('campaign e-mails', () => {
  it("tags the templated button's link in the HTML and the text part", () => {
    const vip: CampaignContent = {
      id: 12,
      kind: 'vip',
      subject: 'VIP',
      htmlContent: null,
      discountPercent: 20,
      uniqueCodes: false,
    };
    const message = renderCampaignEmail(ctx, vip, recipient);
    expect(message.html).toContain(`href="https://pins.example/wholesale?${TAGS.replaceAll('&', '&amp;')}"`);
    expect(message.text).toContain(`https://pins.example/wholesale?${TAGS}`);
    expect(message.html).toMatch(/href="https:\/\/pins\.example\/unsubscribe\/[^"?]+"/);
  });

  it("tags the shop's links in the admin's HTML, not other sites'", () => {
    const marketing: CampaignContent = {
      id: 12,
      kind: 'marketing',
      subject: 'Spring',
      htmlContent: sanitizeEmailHtml(
        '<p><a href="https://pins.example/custom?x=1&amp;y=2">Design</a> <a href="https://golf.example/">Club</a></p>',
      ),
      discountPercent: null,
      uniqueCodes: false,
    };
    const { html, text } = renderCampaignEmail(ctx, marketing, recipient);
    expect(html).toContain(`href="https://pins.example/custom?x=1&amp;y=2&amp;${TAGS.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('href="https://golf.example/"');
    expect(text).toContain(`https://pins.example/custom?x=1&y=2&${TAGS}`);
  });

  it('previews without an id carry no tags', () => {
    const message = renderCampaignEmail(
      ctx,
      { kind: 'vip', subject: 'VIP', htmlContent: null, discountPercent: 20, uniqueCodes: false },
      recipient,
    );
    expect(message.html).not.toContain('utm_');
  });
});
