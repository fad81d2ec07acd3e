import { Link, useSearchParams } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AuthLayout } from '../features/account/auth-layout';
import { ResetPasswordForm } from '../features/account/reset-password-form';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/reset-password';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  return [
    { title: `Reset Password | ${shopName}` },
    { name: 'description', content: `Choose a new password for your ${shopName} account.` },
    // Reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The link in the reset e-mail: `/reset-password?token=...`. */
function ResetPassword() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Reset Password"
      description="Choose a new password. Every other device signed in to your account will be signed out."
      footer={
        <>
          Link not working?{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Ask for a new one
          </Link>
        </>
      }
    >
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorView
      text="We could not show this page. Please open the link again in a moment."
      links={[
        { to: '/forgot-password', label: 'Ask for a new link' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default ResetPassword;
