import { data, isRouteErrorResponse, redirect } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { PageHeader } from '../components/ui/page-header';
import { TwoFactorSetup } from '../features/account/two-factor-setup';
import { AdminAccessDenied } from '../features/admin/admin-access-denied';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/admin-security';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Two-factor sign-in | Admin | ${metaShop(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * In the admin's menu for an enrolled admin (the layout, routes/admin.tsx, frames it). Open to a signed-in admin, enrolled or not (the one admin page an admin without a second factor may see); a
 * visitor signs in first and comes back, a customer gets a 403. The API checks the same for every call.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context;
  if (!user) throw redirect('/login?next=/admin/security');
  if (user.role !== 'admin') throw data('Admin access required', { status: 403 });
  return { enrolled: !user.needsTotpEnrolment };
}

function AdminSecurity({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Two-factor sign-in"
        description={
          loaderData.enrolled
            ? 'Your admin account asks for a code from your authenticator app at every sign-in.'
            : 'Set up two-factor sign-in before using the admin.'
        }
        band={!loaderData.enrolled}
      />
      <div className={loaderData.enrolled ? undefined : 'px-4 py-10 sm:px-6'}>
        <TwoFactorSetup enrolled={loaderData.enrolled} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessDenied />;
  return (
    <RouteErrorView
      text="This page could not be loaded. Please try again in a moment."
      links={[
        { to: '/admin/security', label: 'Try again' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default AdminSecurity;
