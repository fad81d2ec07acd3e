import { useRouteLoaderData } from 'react-router';
import { BalancePaymentView } from '../features/pay-links/balance-payment-view';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/balance-payment';
import { withQueryScope } from '../lib/query-scope';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: `Complete Your Order | ${shopName}` },
    // A private page reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, supportEmail: context.shop.supportEmail };
}

function BalancePayment({ loaderData, params }: Route.ComponentProps) {
  // The page's CSP nonce, for PayPal's script in real mode.
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.cspNonce;
  return <BalancePaymentView token={params.token} supportEmail={loaderData.supportEmail} nonce={nonce} />;
}

export default withQueryScope(BalancePayment);
