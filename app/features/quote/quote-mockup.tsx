/**
 * The quote confirmation's instant mockup of the logo sent with the request (the same picture the shop keeps with the
 * quote): its preferred size, silver, its own outline. Its code is loaded when there is a logo to draw.
 */
import { pinSizeLabel } from '../../../core/pin-options';
import { quoteMockupOptions } from '../../../core/pin-mockup-schema';
import { PRODUCT_SPECS, productNames, type ProductKind } from '../../../core/pricing/price-table';
import { onDemand, useOnDemand } from '../../lib/use-on-demand';

const pinMockup = onDemand(() => import('../../components/artwork/pin-mockup'));

export interface QuoteMockupProps {
  logo: File | null;
  /** What the quote is for: a backing card is drawn as the printed card. */
  product: ProductKind;
  preferredSize: string | null;
  /** The design's name, among several (decision 045). */
  name?: string;
}

export function QuoteMockup({ logo, product, preferredSize, name }: QuoteMockupProps) {
  const loaded = useOnDemand(pinMockup, logo !== null);
  if (!logo) return null;
  const options = quoteMockupOptions(product, preferredSize);
  const { one } = productNames(product);
  const description = PRODUCT_SPECS[product].plating
    ? `${pinSizeLabel(options.size)}, Silver plating`
    : pinSizeLabel(options.size);
  return (
    <figure className="mt-6 flex w-full max-w-xs flex-col items-center gap-2">
      {loaded ? (
        <loaded.PinMockup file={logo} field="quote-logo" {...options} description={description} />
      ) : (
        <p className="text-sm text-slate-600">Drawing your {one}...</p>
      )}
      <figcaption className="text-xs text-slate-500">
        {name ? <span className="block text-sm font-semibold text-slate-900">{name}</span> : null}
        An instant mockup of your logo as a {description.toLowerCase()} {one}. Your free mockup follows with the quote.
      </figcaption>
    </figure>
  );
}
