/**
 * UTM tags on the shop's links in campaign e-mails: a page view that arrives with them counts as a click
 * of that campaign in the admin's Analytics panel. Links to other sites are left as they are.
 */
import { finalPath } from './redirects';

export const EMAIL_UTM = { source: 'email', medium: 'email' } as const;

/** The utm_campaign value of a campaign is this prefix and its id, so the panel joins clicks to the campaigns table. */
export const CAMPAIGN_UTM_PREFIX = 'campaign-';

export function campaignUtmValue(campaignId: number): string {
  return `${CAMPAIGN_UTM_PREFIX}${campaignId}`;
}

/**
 * `url` with utm_source/medium/campaign when it points at the shop (`publicUrl`'s origin), at its final address (a
 * moved page's new path); else unchanged.
 */
export function withCampaignUtm(url: string, publicUrl: string, campaignId: number): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return url;
  // A link to an address that moved goes straight to the new one: no redirect between the click and the page.
  parsed.pathname = finalPath(parsed.pathname);
  parsed.searchParams.set('utm_source', EMAIL_UTM.source);
  parsed.searchParams.set('utm_medium', EMAIL_UTM.medium);
  parsed.searchParams.set('utm_campaign', campaignUtmValue(campaignId));
  return parsed.toString();
}
