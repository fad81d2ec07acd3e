/**
 * One design's proofs in the admin's order view (decision 045): its artwork and quantity when the order has several,
 * the upload of its next version (or its reopening after approval), the instant mockup to send as version 1, its
 * versions and its conversation.
 */
import { productCount } from '../../../../../core/pricing/price-table';
import type { AdminProofDesign } from '../../../../../core/schemas/proofs';
import { Comments, Versions } from './proof-versions';
import { ReopenProofsForm } from './reopen-proofs-form';
import { SendMockupProof } from './send-mockup-proof';
import { UploadProofForm } from './upload-proof-form';

export interface DesignProofsProps {
  orderId: number;
  product: string;
  design: AdminProofDesign;
  several: boolean;
}

export function DesignProofs({ orderId, product, design, several }: DesignProofsProps) {
  const nextVersion = (design.versions.at(-1)?.version ?? 0) + 1;
  const named = several ? { number: design.design, name: design.name } : null;
  const body = (
    <div className="flex flex-col gap-5">
      {design.approved ? (
        <ReopenProofsForm orderId={orderId} design={named} />
      ) : (
        <UploadProofForm orderId={orderId} nextVersion={nextVersion} design={named} />
      )}
      {design.versions.length === 0 && design.mockupUrl ? (
        <SendMockupProof orderId={orderId} mockupUrl={design.mockupUrl} design={named} />
      ) : null}
      <Versions orderId={orderId} versions={design.versions} />
      <Comments feedback={design.feedback} />
    </div>
  );
  if (!several) return body;
  const headingId = `proofs-design-${orderId}-${design.design}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-3">
        {design.artworkUrl ? (
          <img
            src={design.artworkUrl}
            alt={`Artwork of ${design.name}`}
            loading="lazy"
            className="size-14 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-0.5"
          />
        ) : null}
        <div>
          <h4 id={headingId} className="text-sm font-semibold text-slate-900">
            Design {design.design}: {design.name}
          </h4>
          <p className="text-sm text-slate-600">
            {design.quantity ? productCount(design.quantity, product) : null}
            {design.approved ? ' · approved' : ''}
          </p>
        </div>
      </div>
      {body}
    </section>
  );
}
