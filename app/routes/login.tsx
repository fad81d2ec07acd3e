import { Link } from 'react-router';
import { AuthLayout } from '../features/account/auth-layout';
import { LoginForm } from '../features/account/login-form';
import type { Route } from './+types/login';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: `Sign In | ${shopName}` },
    { name: 'description', content: `Sign in to your ${shopName} account to track your custom and catalog orders.` },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name };
}

export default function Login() {
  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Sign In"
      description="Sign in to track your orders and pay balances."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
