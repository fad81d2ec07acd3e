import { Link, useSearchParams } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AuthLayout } from '../features/account/auth-layout';
import { FinishRegistrationView } from '../features/account/finish-registration-view';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/register-verify';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  return [
    { title: `Finish Creating Your Account | ${shopName}` },
    { name: 'description', content: `Finish creating your ${shopName} account.` },
    // Reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The link e-mailed at registration: `/register/verify?token=...`; the account is made by the page's button. */
function RegisterVerify() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      eyebrow="Join the clubhouse"
      title="Finish Creating Your Account"
      description="One step left: your account is created when you press the button."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FinishRegistrationView token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorView
      text="We could not open this link. Please open it again in a moment."
      links={[
        { to: '/register', label: 'Register again' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default RegisterVerify;
