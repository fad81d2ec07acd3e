import { IconList } from '../components/ui/icon-list';
import { PageHeader } from '../components/ui/page-header';
import { slidQuantity } from '../features/designer/slid-quantity';
import { customPinJsonLd, priceValidUntil } from '../features/designer/custom-pin-seo';
import { lazyIsland } from '../lib/lazy-island';
import { socialMeta } from '../lib/seo';
import { onDemand } from '../lib/use-on-demand';
import { metaShop } from '../lib/use-shop';
import { whenIdle } from '../lib/when-idle';
import type { Route } from './+types/custom';
import { LEAD_TIME_TEXT } from '../../core/lead-time';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
  const title = `Design Your Custom Golf Pins | ${shopName}`;
  const description =
    'Design custom soft enamel golf pins in five steps: pick quantity, size, plating and packaging, upload your logo and start with a 10% deposit. Mockup within 24 hours.';
  if (!loaderData) return [{ title }, { name: 'description', content: description }];
  const url = `${loaderData.publicUrl}/custom`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({ publicUrl: loaderData.publicUrl, siteName: shopName, title, description, path: url }),
    { 'script:ld+json': customPinJsonLd({ ...loaderData, shopName }) },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    publicUrl: context.publicUrl,
    priceValidUntil: priceValidUntil(new Date()),
  };
}

/**
 * The designer's code (~10 KB gzip: its state, step 1, the price summary; the later steps load apart) is left out of
 * the page's first load (decision 021). The server renders it in full at step 1, so it shows at once; its code loads when
 * the browser is first idle after the page, or at once when the visitor points at, focuses or types in it. Until it
 * comes the slider still moves (the browser's own range input) and is carried over (slid-quantity.ts), and a button
 * pressed meanwhile (a quick pick, Next Step) is pressed again once the code is there.
 */
const loadDesigner = onDemand(() =>
  import('../features/designer/custom-pin-designer').then((module) => module.CustomPinDesigner),
);
const CustomPinDesigner = lazyIsland(loadDesigner, whenIdle, { carry: slidQuantity });

/**
 * A visit from another page of the shop renders this page in the browser, with no server HTML to show while the
 * designer's code comes: the navigation waits for it along with the page's data, so the designer shows with the page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadDesigner().catch(() => undefined)]);
  return data;
}

const PROMISES = [
  { icon: 'pen-tool', text: 'Free mockup within 24 hours' },
  { icon: 'clock', text: 'Only 10% deposit today' },
  { icon: 'truck', text: `Delivered in ${LEAD_TIME_TEXT}` },
] as const;

export default function Custom() {
  return (
    <>
      <PageHeader
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Custom pin designer"
        title="Design Your Custom Golf Pins"
        description="Build your soft enamel pins in five quick steps and see your price as you go. Your progress is saved on this device, so you can come back any time this week."
      >
        <IconList
          items={PROMISES}
          className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
          iconClassName="size-4"
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <CustomPinDesigner />
      </div>
    </>
  );
}
