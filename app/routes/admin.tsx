import { isRouteErrorResponse, Outlet } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AdminAccessDenied } from '../features/admin/admin-access-denied';
import { AdminShell } from '../features/admin/admin-shell';
import { requireAdmin } from '../features/admin/require-admin';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/admin';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin | ${metaShop(matches).name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The admin's frame around every admin page; each page's loader checks the admin as well (requireAdmin). */
export function loader({ context, url }: Route.LoaderArgs) {
  return requireAdmin(context, url);
}

function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell enrolled={loaderData.enrolled}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessDenied />;
  return (
    <RouteErrorView
      text="The admin dashboard could not be loaded. Please try again in a moment."
      links={[
        { to: '/admin', label: 'Try again' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default withQueryScope(Admin);
