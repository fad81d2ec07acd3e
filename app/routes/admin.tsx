import { data, isRouteErrorResponse, redirect } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { PageHeader } from '../components/ui/page-header';
import { AdminAccessDenied } from '../features/admin/admin-access-denied';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/admin';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin | ${metaShop(matches).name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * Checked on the server before any HTML: a visitor signs in first and comes back, a customer gets a 403, and an
 * admin who has not enrolled the second factor does that first. Every admin call is guarded by the API as well.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context;
  if (!user) throw redirect('/login?next=/admin');
  if (user.role !== 'admin') throw data('Admin access required', { status: 403 });
  if (user.needsTotpEnrolment) throw redirect('/admin/security');
  return null;
}

function Admin() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Admin Dashboard"
        description="Orders, quote requests, invoices and the record of every change."
      />
      <AdminDashboard />
    </>
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
