import { TrackOrders } from '../features/orders/track-orders';
import type { Route } from './+types/track-order';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: `Track Your Order | ${shopName}` },
    {
      name: 'description',
      content: 'Follow your custom golf pin order from quote to delivery, pay your balance and track your shipments.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name };
}

export default function TrackOrder() {
  return (
    <>
      <div className="border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Your orders</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Track Your Order</h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
            See where every order stands, from your quote request to the day your pins arrive.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <TrackOrders />
      </div>
    </>
  );
}
