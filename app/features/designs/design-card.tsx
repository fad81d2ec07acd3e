/** One saved design: its artwork, options, "Start a new order", rename and delete. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { productCount } from '../../../core/pricing/price-table';
import type { SavedDesignDto } from '../../../core/schemas/saved-designs';
import { Button, buttonVariants } from '../../components/ui/button';
import { DetailList } from '../../components/ui/detail-list';
import { designLink } from '../../lib/designer-link';

export interface DesignCardProps {
  design: SavedDesignDto;
  onRename(): void;
  onDelete(): void;
}

function Artwork({ design }: { design: SavedDesignDto }) {
  const box = 'flex size-24 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400';
  if (!design.logoUrl) {
    return (
      <span className={box}>
        <Icon name="image" className="size-8" aria-hidden="true" />
        <span className="sr-only">No artwork yet</span>
      </span>
    );
  }
  if (design.logoUrl.endsWith('.pdf')) {
    return (
      <span className={box}>
        <Icon name="file-text" className="size-8" aria-hidden="true" />
        <span className="sr-only">PDF artwork</span>
      </span>
    );
  }
  return (
    <img
      src={design.logoUrl}
      alt={`Artwork of ${design.name}`}
      className="size-24 shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1"
      loading="lazy"
    />
  );
}

export function DesignCard({ design, onRename, onDelete }: DesignCardProps) {
  const titleId = `design-${design.id}-title`;
  const { options } = design;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        <Artwork design={design} />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {design.name}
          </h2>
          {design.logoFileName ? <p className="text-sm break-all text-slate-500">{design.logoFileName}</p> : null}
        </div>
      </div>
      <DetailList
        className="grid-cols-2"
        rows={[
          { label: 'Quantity', value: productCount(options.quantity, options.product) },
          { label: 'Size', value: pinSizeLabel(options.size) },
          { label: 'Plating', value: pinPlatingLabel(options.plating) },
          { label: 'Packaging', value: pinPackagingLabel(options.packaging) },
          { label: 'Delivery', value: options.rushOrder ? 'Rush' : 'Standard' },
        ]}
      />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={designLink(design.id)} aria-describedby={titleId} className={buttonVariants({ size: 'sm' })}>
          <Icon name="play" className="size-4" aria-hidden="true" />
          Start a new order
        </Link>
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={onRename}>
          <Icon name="pencil" className="size-4" aria-hidden="true" />
          Rename
        </Button>
        <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={onDelete}>
          <Icon name="trash" className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
