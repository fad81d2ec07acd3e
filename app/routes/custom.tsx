import { Clock, PenTool, Truck } from '../components/ui/icons';
import { IconList } from '../components/ui/icon-list';
import { PageHeader } from '../components/ui/page-header';
import { CustomPinDesigner } from '../features/designer/custom-pin-designer';
import { customPinJsonLd, priceValidUntil } from '../features/designer/custom-pin-seo';
import { socialMeta } from '../lib/seo';
import { metaShop } from '../lib/use-shop';
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

const PROMISES = [
  { icon: PenTool, text: 'Free mockup within 24 hours' },
  { icon: Clock, text: 'Only 10% deposit today' },
  { icon: Truck, text: `Delivered in ${LEAD_TIME_TEXT}` },
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
