/** A design's proof versions (newest first, with previews, notes and approvals) and its conversation, for the admin. */
import { Icon } from '../../../../components/ui/icons';
import { orderNumber } from '../../../../../core/order-numbers';
import {
  PROOF_MESSAGES,
  type AdminProofDesign,
  type ProofFeedbackEntry,
  type ProofVersion,
} from '../../../../../core/schemas/proofs';
import { ArtworkReportPanel } from '../../artwork-report-panel';
import { dateTime } from '../order-labels';

export function Versions({ orderId, versions }: { orderId: number; versions: AdminProofDesign['versions'] }) {
  if (versions.length === 0) return <p className="text-sm text-slate-500">No proof uploaded yet.</p>;
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">Versions</h4>
      <ol className="flex flex-col gap-3">
        {[...versions].reverse().map((version) => (
          <VersionRow key={version.id} orderId={orderId} version={version} />
        ))}
      </ol>
    </div>
  );
}

function VersionRow({ orderId, version }: { orderId: number; version: ProofVersion }) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 p-3">
      {version.previewUrl ? (
        <img
          src={version.previewUrl}
          alt={`Proof version ${version.version} of order ${orderNumber('custom', orderId)}`}
          loading="lazy"
          className="size-24 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
        />
      ) : (
        <span className="flex size-24 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white p-1 text-center text-xs text-slate-600">
          {PROOF_MESSAGES.previewUnavailable}
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">
          Version {version.version}
          {version.current ? ' (current)' : ''}
          <span className="font-normal text-slate-500"> · {dateTime(version.createdAt)}</span>
        </p>
        <a
          href={version.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
        >
          <Icon name="external-link" className="size-3.5 shrink-0" aria-hidden="true" />
          {version.fileName}
        </a>
        {version.note ? <p className="mt-1 whitespace-pre-wrap text-slate-700">Note: {version.note}</p> : null}
        {version.approvedAt ? (
          <p className="mt-1 flex items-center gap-1.5 font-medium text-emerald-800">
            <Icon name="circle-check" className="size-4 shrink-0" aria-hidden="true" />
            Approved {dateTime(version.approvedAt)}
            {version.approvedByEmail ? ` by ${version.approvedByEmail}` : ''}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const FEEDBACK_LABELS = {
  changes_requested: 'Changes requested',
  approved: 'Approved',
  reopened: 'Reopened',
} as const;

export function Comments({ feedback }: { feedback: ProofFeedbackEntry[] }) {
  if (feedback.length === 0) return null;
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">Conversation</h4>
      <ol className="flex flex-col gap-2">
        {feedback.map((entry) => {
          const icon =
            entry.kind === 'approved'
              ? 'circle-check'
              : entry.kind === 'reopened'
                ? 'rotate-ccw'
                : 'message-square-text';
          return (
            <li key={entry.id} className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {FEEDBACK_LABELS[entry.kind]}
                  {entry.version !== null ? ` · version ${entry.version}` : ''}
                  <span className="font-normal text-slate-500">
                    {' '}
                    · {entry.author === 'admin' ? 'admin' : 'customer'} · {dateTime(entry.createdAt)}
                  </span>
                </p>
                {entry.comment ? (
                  <p className="break-words whitespace-pre-wrap text-slate-700">{entry.comment}</p>
                ) : null}
                {entry.imageUrl ? (
                  <a href={entry.imageUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block">
                    <img
                      src={entry.imageUrl}
                      alt={`Attachment to the customer's comment${entry.version !== null ? ` on version ${entry.version}` : ''}`}
                      loading="lazy"
                      className="h-24 rounded-md border border-slate-200 bg-white object-contain p-1"
                    />
                  </a>
                ) : null}
                {entry.imageUrl ? (
                  <ArtworkReportPanel url={entry.imageUrl} heading="Check of the attached image" />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
