import { Link } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AuthLayout } from '../features/account/auth-layout';
import { ForgotPasswordForm } from '../features/account/forgot-password-form';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/forgot-password';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  return [
    { title: `Forgot Password | ${shopName}` },
    { name: 'description', content: `Get a link to choose a new password for your ${shopName} account.` },
    { name: 'robots', content: 'noindex' },
  ];
}

function ForgotPassword() {
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorView
      text="We could not show this page. Please try again in a moment."
      links={[
        { to: '/login', label: 'Sign in' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default ForgotPassword;
