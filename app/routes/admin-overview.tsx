import { redirect } from 'react-router';
import { redirectOldLink } from '../features/admin/admin-sections';
import { DashboardOverview } from '../features/admin/dashboard/dashboard-overview';
import { requireAdmin } from '../features/admin/require-admin';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/admin-overview';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin | ${metaShop(matches).name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The admin's landing page. A link of the one-page admin (/admin?section=...&q=..., in e-mails) goes to its page. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const moved = redirectOldLink(url.searchParams);
  if (moved) throw redirect(moved);
  return null;
}

export default function AdminOverview() {
  return <DashboardOverview />;
}
