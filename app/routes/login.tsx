import { Link } from 'react-router';
import { AuthLayout } from '../features/account/auth-layout';
import { LoginForm } from '../features/account/login-form';
import { metaPublicUrl, socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Sign In | ${shopName}`;
  const description = `Sign in to your ${shopName} account to track your custom and catalog orders.`;
  const publicUrl = metaPublicUrl(matches);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    // Not indexed, but a shared link still gets a card.
    ...(publicUrl ? socialMeta({ publicUrl, siteName: shopName, title, description, path: '/login' }) : []),
  ];
}

function Login() {
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

export default Login;
