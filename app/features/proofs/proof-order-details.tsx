/** The order the proof is for: its options, the event date and the pin designs. */
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import type { CustomerProof } from '../../../core/schemas/proofs';
import { DetailList } from '../../components/ui/detail-list';
import { productCount } from '../../../core/pricing/price-table';
import { formatDay } from './proof-labels';

export function ProofOrderDetails({ order }: { order: CustomerProof['order'] }) {
  return (
    <div className="flex flex-col gap-5">
      <DetailList
        rows={[
          { label: 'Quantity', value: productCount(order.quantity, order.product) },
          { label: 'Size', value: pinSizeLabel(order.size) },
          { label: 'Plating', value: pinPlatingLabel(order.plating) },
          { label: 'Packaging', value: pinPackagingLabel(order.packaging) },
          { label: 'Production', value: order.rushOrder ? 'Rush' : 'Standard' },
          { label: 'Event date', value: order.eventDate ? formatDay(order.eventDate) : 'Not given' },
        ]}
      />
      {order.pinDesigns.length > 0 ? (
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Designs</p>
          <ul className="mt-2 flex flex-col gap-2">
            {order.pinDesigns.map((design, index) => (
              <li key={`${design.name}-${index}`} className="flex gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
                {design.logoUrl ? (
                  <img
                    src={design.logoUrl}
                    alt={`Artwork of ${design.name}`}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-0.5"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {design.name}
                    {design.quantity ? ` × ${design.quantity}` : ''}
                  </p>
                  {design.description ? <p className="text-slate-600">{design.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
