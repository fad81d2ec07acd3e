import { data, isRouteErrorResponse } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AdminNotFound } from '../features/admin/admin-not-found';
import { AdminSectionPage } from '../features/admin/admin-section-page';
import { findSectionPage } from '../features/admin/admin-sections';
import { requireAdmin } from '../features/admin/require-admin';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/admin-section';

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [
    { title: `${page?.label ?? 'Not found'} | Admin | ${metaShop(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** A section's page (/admin/orders), or one of its objects (/admin/orders/W-1001): admin-sections.ts lists them. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const page = findSectionPage(params.section, params.objectId);
  if (!page) throw data('Not found', { status: 404 });
  return { path: page.path, label: page.label };
}

export default function AdminSection({ loaderData, params }: Route.ComponentProps) {
  return <AdminSectionPage key={loaderData.path} path={loaderData.path} objectId={params.objectId} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  return (
    <RouteErrorView
      text="This admin page could not be loaded. Please try again in a moment."
      links={[{ to: '/admin', label: 'Back to the overview' }]}
    />
  );
}
