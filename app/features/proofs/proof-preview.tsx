/** One proof version: its image (a PDF's first page), a link to the file as uploaded, and the studio's note. */
import { Icon } from '../../components/ui/icons';
import { orderNumber } from '../../../core/order-numbers';
import { PROOF_MESSAGES, type ProofVersion } from '../../../core/schemas/proofs';
import { cn } from '../../lib/cn';
import { LocalTime } from './local-time';
import { isPdf } from './proof-labels';

export interface ProofPreviewProps {
  orderId: number;
  version: ProofVersion;
  size: 'large' | 'small';
}

export function ProofPreview({ orderId, version, size }: ProofPreviewProps) {
  const pdf = isPdf(version);
  return (
    <figure className="flex flex-col gap-3">
      <a
        href={version.fileUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'flex items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:24px_24px]',
          size === 'large' ? 'min-h-72 p-4' : 'h-40 p-2',
        )}
      >
        {version.previewUrl ? (
          <img
            src={version.previewUrl}
            alt={`Proof version ${version.version} for order ${orderNumber('custom', orderId)}`}
            className={cn('object-contain', size === 'large' ? 'max-h-[32rem] w-full' : 'max-h-full')}
            loading={size === 'large' ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          // A PDF too detailed to draw: the link opens the file itself.
          <span className="flex flex-col items-center gap-2 rounded-xl bg-white/90 px-4 py-3 text-center text-sm text-slate-700">
            <Icon name="file-text" className="size-8" aria-hidden="true" />
            {PROOF_MESSAGES.previewUnavailable}: open the PDF of version {version.version}
          </span>
        )}
      </a>
      <figcaption className="flex flex-col gap-1 text-sm text-slate-600">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            Version {version.version} · sent <LocalTime iso={version.createdAt} />
          </span>
          <a
            href={version.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {pdf ? (
              <Icon name="file-text" className="size-4" aria-hidden="true" />
            ) : (
              <Icon name="external-link" className="size-4" aria-hidden="true" />
            )}
            {pdf ? `Open the PDF of version ${version.version}` : `Open version ${version.version} full size`}
          </a>
        </span>
        {version.note ? (
          <span className="rounded-xl bg-slate-50 px-3 py-2 whitespace-pre-wrap text-slate-800">
            <span className="font-semibold">Note from the studio: </span>
            {version.note}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
