import { ArrowLeft, Clock, PenTool, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { CustomPinDesigner } from '../features/designer/custom-pin-designer';
import { customPinJsonLd, priceValidUntil } from '../features/designer/custom-pin-seo';
import type { Route } from './+types/custom';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  const title = `Design Your Custom Golf Pins | ${shopName}`;
  const description =
    'Design custom soft enamel golf pins in five steps: pick quantity, size, plating and packaging, upload your logo and start with a 10% deposit. Mockup within 24 hours.';
  if (!loaderData) return [{ title }, { name: 'description', content: description }];
  const url = `${loaderData.publicUrl}/custom`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: shopName },
    { property: 'og:url', content: url },
    { 'script:ld+json': customPinJsonLd(loaderData) },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    shopName: context.shop.name,
    publicUrl: context.publicUrl,
    priceValidUntil: priceValidUntil(new Date()),
  };
}

const PROMISES = [
  { icon: PenTool, text: 'Free mockup within 24 hours' },
  { icon: Clock, text: 'Only 10% deposit today' },
  { icon: Truck, text: 'Delivered in 2-4 weeks' },
] as const;

export default function Custom() {
  return (
    <>
      <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
          <div className="mt-6 max-w-3xl">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Custom pin designer</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              Design Your Custom Golf Pins
            </h1>
            <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">
              Build your soft enamel pins in five quick steps and see your price as you go. Your progress is saved on
              this device, so you can come back any time this week.
            </p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {PROMISES.map((promise) => (
              <li key={promise.text} className="flex items-center gap-2">
                <promise.icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {promise.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <CustomPinDesigner />
      </div>
    </>
  );
}
