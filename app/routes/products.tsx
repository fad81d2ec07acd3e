import { redirect } from 'react-router';
import { PERMANENT_REDIRECTS, redirectTarget } from '../../core/redirects';
import type { Route } from './+types/products';

/**
 * The old catalogue address (the blog and older e-mails link to it) moved to /wholesale for good; the query string
 * goes along, so a campaign's UTM tags still count in the analytics.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(redirectTarget(PERMANENT_REDIRECTS['/products']!, request.url), 301);
}
