import { Link } from 'react-router';
import { AuthLayout } from '../features/account/auth-layout';
import { LoginForm } from '../features/account/login-form';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  return [
    { title: `Sign In | ${shopName}` },
    { name: 'description', content: `Sign in to your ${shopName} account to track your custom and catalog orders.` },
    { name: 'robots', content: 'noindex' },
  ];
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
