/**
 * Attribution that survives redirects: a campaign's links point at the final address, and an old address that
 * redirects keeps the query string, so a click that came through the redirect still counts for its campaign in the
 * admin's analytics.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '../../../core/schemas/analytics';
import { withCampaignUtm } from '../../../core/utm';
import { PERMANENT_REDIRECTS, redirectTarget } from '../../../core/redirects';
import { addContacts, campaignTestWorld } from '../../../tests/helpers/campaigns';
import { outbox } from '../../db/schema';

const { world, post } = campaignTestWorld();
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';

/** Where the old /products address sends this query string (the route's own rule: app/routes/products.test.ts). */
function redirectOf(search: string): string {
  return redirectTarget(PERMANENT_REDIRECTS['/products']!, `http://shop.test/products${search}`);
}

/** The page view the shop's page sends on landing at `href` (app/lib/analytics.ts: the path and its UTM tags). */
function landingPageview(href: string) {
  const url = new URL(href, 'http://shop.test');
  const tag = (key: string) => url.searchParams.get(key) ?? undefined;
  return {
    name: 'pageview',
    path: url.pathname,
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
  };
}

describe('campaign links', () => {
  it("campaign links to a moved page point at its new address, keeping the link's own query", () => {
    expect(withCampaignUtm('http://shop.test/products?q=flag', 'http://shop.test', 3)).toBe(
      'http://shop.test/wholesale?q=flag&utm_source=email&utm_medium=email&utm_campaign=campaign-3',
    );
  });
});

describe('a campaign click through a redirect', () => {
  it('counts for its campaign in the analytics', async () => {
    const { t, cookie } = world;
    await t.app.services.analytics.flush();
    await t.database.db.execute(sql`truncate analytics_events, analytics_daily`);
    await addContacts(t.database.db, [{ email: 'fan@example.com' }]);
    const res = await post('/api/send-marketing-email', {
      subject: 'New pins',
      content: '<p><a href="http://shop.test/products">See the new pins</a></p>',
    });
    expect(res.statusCode, res.body).toBe(202);
    const campaignId: number = res.json().campaign.id;
    await world.driver.run();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
    const link = /href="([^"]+)"/.exec(mail!.htmlBody ?? '')![1]!.replaceAll('&amp;', '&');
    // The e-mail links straight to the final address...
    expect(new URL(link).pathname).toBe('/wholesale');
    // ...and an older link to /products (a forwarded e-mail, the blog) keeps its tags through the redirect.
    const location = redirectOf(new URL(link).search);
    expect(location).toBe(`/wholesale${new URL(link).search}`);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '198.51.100.9',
      headers: { 'user-agent': BROWSER },
      payload: { events: [landingPageview(location)] },
    });
    expect(sent.statusCode).toBe(202);
    await t.app.services.analytics.flush();

    const day = new Date().toISOString().slice(0, 10);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics?from=${day}&to=${day}`,
      headers: { cookie },
    });
    expect(report.statusCode).toBe(200);
    const numbers = analyticsReportSchema.parse(report.json());
    expect(numbers.utmCampaigns).toEqual([
      { source: 'email', medium: 'email', campaign: `campaign-${campaignId}`, visitors: 1 },
    ]);
    expect(numbers.emailCampaigns).toContainEqual(expect.objectContaining({ id: campaignId, clicked: 1 }));
  });
});
