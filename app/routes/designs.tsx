import { PageHeader } from '../components/ui/page-header';
import { DesignLibrary } from '../features/designs/design-library';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/designs';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `My Designs | ${metaShop(matches).name}` },
    { name: 'description', content: 'Your saved custom pin designs: start a new order from any of them.' },
    // A customer's own page: never indexed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

function Designs() {
  return (
    <>
      <PageHeader
        width="6xl"
        back={{ to: '/track-order', label: 'Back to my orders' }}
        eyebrow="Your account"
        title="My Designs"
        description="Designs you saved from the designer or from past orders. Start a new order from any of them: the designer prices it at today's prices."
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <DesignLibrary />
      </div>
    </>
  );
}

export default withQueryScope(Designs);
