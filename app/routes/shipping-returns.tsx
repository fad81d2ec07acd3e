import { LegalPage, legalMeta } from '../features/legal/legal-page';
import { SHIPPING_RETURNS, shippingReturnsSections } from '../features/legal/shipping-returns-content';
import type { Route } from './+types/shipping-returns';

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta(matches, SHIPPING_RETURNS);
}

export default function Page() {
  return (
    <LegalPage title={SHIPPING_RETURNS.title} intro={SHIPPING_RETURNS.description} sections={shippingReturnsSections} />
  );
}
