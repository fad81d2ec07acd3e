import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { QuoteForm } from '../features/quote/quote-form';
import { WhyChoose } from '../features/quote/why-choose';
import type { Route } from './+types/quote';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  const title = `Custom Golf Pin Quote Request | ${shopName}`;
  const description =
    'Request a free quote for custom soft enamel golf pins: send your logo and project details and get a price and a mockup within 24 hours.';
  const url = loaderData?.publicUrl ? `${loaderData.publicUrl}/quote` : null;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: shopName },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, publicUrl: context.publicUrl };
}

export default function Quote({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
          <div className="mt-6 max-w-3xl">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Free quote in 24 hours</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              Custom Golf Pin Quote Request
            </h1>
            <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">
              Tell us about your tournament, course or club and send us your logo. We will reply with a price and a free
              mockup within 24 hours.
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 pb-20 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <QuoteForm />
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <WhyChoose shopName={loaderData.shopName} />
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
              Know exactly what you want?
            </p>
            <p className="mt-2 text-sm text-slate-600">
              Build your pin step by step, see the price as you go and order with a 10% deposit.
            </p>
            <Link
              to="/custom"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              Open the pin designer
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
