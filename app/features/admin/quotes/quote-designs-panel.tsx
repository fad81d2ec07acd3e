/** The quote's designs (decision 045), as the owner reads them: each one's name, quantity, artwork and its check. */
import type { PinDesign } from '../../../../core/designs';
import { productCount } from '../../../../core/pricing/price-table';
import { ArtworkReportPanel } from '../artwork-report-panel';
import { QuoteLogo } from './quote-parts';

export function QuoteDesignsPanel({ designs, product }: { designs: readonly PinDesign[]; product: string }) {
  return (
    <section>
      <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {designs.length} designs,{' '}
        {productCount(
          designs.reduce((sum, d) => sum + (d.quantity ?? 0), 0),
          product,
        )}
      </h3>
      <ol className="mt-2 flex flex-col gap-4">
        {designs.map((design, index) => (
          <li key={index} className="rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">
              Design {index + 1}: {design.name}
            </p>
            {design.quantity ? (
              <p className="text-sm text-slate-600">{productCount(design.quantity, product)}</p>
            ) : null}
            {design.logoUrl ? (
              <>
                <div className="mt-2">
                  <QuoteLogo
                    url={design.logoUrl}
                    fileName={design.logoFileName ?? null}
                    alt={`Artwork of design ${index + 1}: ${design.name}`}
                  />
                </div>
                <div className="mt-3">
                  <ArtworkReportPanel url={design.logoUrl} />
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
