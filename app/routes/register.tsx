import { Link } from 'react-router';
import { AuthLayout } from '../features/account/auth-layout';
import { RegisterForm } from '../features/account/register-form';
import { metaPublicUrl, socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Create Account | ${shopName}`;
  const description = `Create a ${shopName} account to follow your custom golf pin orders from mockup to delivery.`;
  const publicUrl = metaPublicUrl(matches);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    // Not indexed, but a shared link still gets a card.
    ...(publicUrl ? socialMeta({ publicUrl, siteName: shopName, title, description, path: '/register' }) : []),
  ];
}

function Register() {
  return (
    <AuthLayout
      eyebrow="Join the clubhouse"
      title="Create Account"
      description="Track every order and pay your balance online."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}

export default Register;
