/**
 * The review step's instant mockup: the pin as it will look (size, plating, packaging) beside the artwork check of the
 * design file, before the deposit. Its code is loaded when the step shows it (components/artwork on demand).
 */
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { productNames } from '../../../core/pricing/price-table';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';
import { onDemand, useOnDemand } from '../../lib/use-on-demand';
import type { DesignerDraft } from './designer-state';
import type { DesignFile } from './use-design-file';

const pinMockup = onDemand(() => import('../../components/artwork/pin-mockup'));

export interface MockupPanelProps {
  draft: DesignerDraft;
  design: DesignFile | null;
  /** The panel's name: "Your ball marker" (the product) for the one design, the design's number and name among several. */
  title?: string;
}

export function MockupPanel({ draft, design, title }: MockupPanelProps) {
  const loaded = useOnDemand(pinMockup, design !== null);
  if (!design) return null;
  const { one } = productNames(draft.product);
  const description = `${pinSizeLabel(draft.size)}, ${pinPlatingLabel(draft.plating)} plating, ${pinPackagingLabel(draft.packaging)}`;
  return (
    <section
      aria-label={title ?? `Your ${one}`}
      className="rounded-2xl border border-slate-200 p-4 sm:p-5 xl:col-span-2"
    >
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title ?? `Your ${one}`}</h3>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <figure className="flex flex-col items-center gap-2">
          {loaded ? (
            <loaded.PinMockup
              file={design.file}
              field="design-file"
              product={draft.product}
              size={draft.size}
              plating={draft.plating}
              packaging={draft.packaging}
              description={description}
            />
          ) : (
            <p className="text-sm text-slate-600">Drawing your {one}...</p>
          )}
          <figcaption className="text-center text-xs text-slate-500">
            Instant mockup: {description}. Your proof follows within 24 hours.
          </figcaption>
        </figure>
        <LazyArtworkCheck file={design.file} field="design-file" />
      </div>
    </section>
  );
}
