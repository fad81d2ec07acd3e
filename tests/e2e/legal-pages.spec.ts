import { expect } from '@playwright/test';
import { expectAccessible } from './axe';
import { gotoHydrated, test } from './support';

const POLICIES = [
  { name: 'Shipping & Returns', path: '/shipping-returns', heading: 'Shipping & Returns', mentions: /\$5\.99/ },
  { name: 'Terms of Sale', path: '/terms', heading: 'Terms of Sale', mentions: /10% deposit/ },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', mentions: /unsubscribe/i },
];

test.describe('policy pages', () => {
  test('the footer links the terms, privacy, and shipping and returns pages, each written for this shop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
    for (const policy of POLICIES) {
      await expect(policies.getByRole('link', { name: policy.name })).toHaveAttribute('href', policy.path);
    }
    for (const policy of POLICIES) {
      await gotoHydrated(page, policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(policy.mentions);
      // The shop's own contacts from its configuration, not placeholders.
      await expect(page.getByRole('main').getByRole('link', { name: 'support@pinshop.example' })).toHaveAttribute(
        'href',
        'mailto:support@pinshop.example',
      );
      await expect(page).toHaveTitle(`${policy.heading} | Pinshop Golf Pins`);
      await expectAccessible(page);
    }
  });

  test('the policy pages are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const policy of POLICIES) expect(sitemap).toContain(`${policy.path}</loc>`);
  });
});
