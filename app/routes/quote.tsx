import { Icon } from '../components/ui/icons';
import { Link } from 'react-router';
import { PriceCalculatorSheet } from '../components/price-calculator/price-calculator-sheet';
import { PageHeader } from '../components/ui/page-header';
import { typedQuote } from '../features/quote/typed-quote';
import { WhyChoose } from '../features/quote/why-choose';
import { lazyIsland } from '../lib/lazy-island';
import { metaPublicUrl, socialMeta } from '../lib/seo';
import { onDemand } from '../lib/use-on-demand';
import { metaShop } from '../lib/use-shop';
import { whenIdle } from '../lib/when-idle';
import type { Route } from './+types/quote';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Custom Golf Pin Quote Request | ${shopName}`;
  const description =
    'Request a free quote for custom soft enamel golf pins: send your logo and project details and get a price and a mockup within 24 hours.';
  const publicUrl = loaderData?.publicUrl ?? metaPublicUrl(matches);
  const head = [{ title }, { name: 'description', content: description }];
  if (!publicUrl) return head;
  const url = `${publicUrl}/quote`;
  return [
    ...head,
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({ publicUrl, siteName: shopName, title, description, path: url }),
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl };
}

/**
 * The form's code (react-hook-form and the form, ~14 KB gzip) is left out of the page's first load (decision 021). The
 * server renders the form in full, so it shows at once and takes typing as plain HTML; its code loads when the browser
 * is first idle after the page, or at once when the visitor starts on the form, whichever comes first. What they typed
 * or attached meanwhile is carried over (typed-quote.ts), and a submit before the code waits for it.
 */
const loadQuoteForm = onDemand(() => import('../features/quote/quote-form').then((module) => module.QuoteForm));
const QuoteForm = lazyIsland(loadQuoteForm, whenIdle, { carry: typedQuote });

/**
 * A visit from another page of the shop renders this page in the browser, with no server HTML to show while the
 * form's code comes: the navigation waits for it along with the page's data, so the form shows with the page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadQuoteForm().catch(() => undefined)]);
  return data;
}

export default function Quote() {
  return (
    <>
      <PageHeader
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Free quote in 24 hours"
        title="Custom Golf Pin Quote Request"
        description="Tell us about your tournament, course or club and send us your logo. We will reply with a price and a free mockup within 24 hours."
        actions={<PriceCalculatorSheet label="Estimate your price" />}
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 pb-20 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <QuoteForm />
        </div>
        <aside aria-label="About your quote" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <WhyChoose />
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Icon name="sparkles" className="size-4 text-brand-600" aria-hidden="true" />
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
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
