import { Link, useSearchParams } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AuthLayout } from '../features/account/auth-layout';
import { VerifyEmailView } from '../features/account/verify-email-view';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/verify-email';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  return [
    { title: `Verify Email | ${shopName}` },
    { name: 'description', content: `Confirm the email address of your ${shopName} account.` },
    // Reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The link in the verification e-mail: `/verify-email?token=...`; the page posts the token once it is in the browser. */
function VerifyEmail() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      eyebrow="Your account"
      title="Verify Email"
      description="Confirming your address lets the orders you placed with it appear in your account."
      footer={
        <>
          Questions about an order?{' '}
          <Link to="/track-order" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Track your orders
          </Link>
        </>
      }
    >
      <VerifyEmailView token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorView
      text="We could not check this link. Please open it again in a moment."
      links={[
        { to: '/track-order', label: 'Track my orders' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default withQueryScope(VerifyEmail);
