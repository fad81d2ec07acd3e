import { PageHeader } from '../components/ui/page-header';
import { EmailVerificationBanner } from '../features/account/email-verification-banner';
import { DesignsLink } from '../features/orders/reorder-designs-link';
import { TrackOrders } from '../features/orders/track-orders';
import { MyTaxCertificates } from '../features/tax/my-tax-certificates';
import { metaPublicUrl, socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/track-order';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Track Your Order | ${shopName}`;
  const description =
    'Follow your custom golf pin order from quote to delivery, pay your balance and track your shipments.';
  const publicUrl = metaPublicUrl(matches);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    // Not indexed, but a shared link still gets a card.
    ...(publicUrl ? socialMeta({ publicUrl, siteName: shopName, title, description, path: '/track-order' }) : []),
  ];
}

function TrackOrder() {
  return (
    <>
      <PageHeader
        width="6xl"
        eyebrow="Your orders"
        title="Track Your Order"
        description="See where every order stands, from your quote request to the day your pins arrive."
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        {/* Guest orders placed with the account's address show only once the address is verified. */}
        <EmailVerificationBanner />
        <DesignsLink />
        <TrackOrders />
        <MyTaxCertificates />
      </div>
    </>
  );
}

export default withQueryScope(TrackOrder);
