/** The earlier versions and the conversation about them (change requests, approvals, reopenings), oldest first. */
import { Icon } from '../../components/ui/icons';
import { orderNumber } from '../../../core/order-numbers';
import type { ProofFeedbackEntry, ProofVersion } from '../../../core/schemas/proofs';
import { LocalTime } from './local-time';
import { feedbackTitle } from './proof-labels';
import { ProofPreview } from './proof-preview';

const ICONS = { changes_requested: 'message-square-text', approved: 'circle-check', reopened: 'rotate-ccw' } as const;

export interface ProofConversationProps {
  orderId: number;
  feedback: ProofFeedbackEntry[];
  /** The design's name when the order has several (each has its own conversation). */
  designName?: string | null;
}

export function ProofConversation({ orderId, feedback, designName }: ProofConversationProps) {
  if (feedback.length === 0) {
    return <p className="text-sm text-slate-600">No comments yet.</p>;
  }
  return (
    <ol
      className="flex flex-col gap-3"
      aria-label={`Conversation about the proofs ${designName ? `of ${designName} ` : ''}of order ${orderNumber('custom', orderId)}`}
    >
      {feedback.map((entry) => {
        return (
          <li key={entry.id} className="flex gap-3 rounded-2xl border border-slate-200 p-4">
            <Icon name={ICONS[entry.kind]} className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-slate-900">
                {feedbackTitle(entry)}
                <span className="font-normal text-slate-500">
                  {' '}
                  · {entry.author === 'admin' ? 'the studio' : 'you'} · <LocalTime iso={entry.createdAt} />
                </span>
              </p>
              {entry.comment ? (
                <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{entry.comment}</p>
              ) : null}
              {entry.imageUrl ? (
                <a href={entry.imageUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
                  <img
                    src={entry.imageUrl}
                    alt={`Your attachment${entry.version !== null ? ` to the comment on version ${entry.version}` : ''}`}
                    loading="lazy"
                    className="h-28 rounded-xl border border-slate-200 bg-white object-contain p-1"
                  />
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Every version but the current one, newest first. */
export function EarlierVersions({ orderId, versions }: { orderId: number; versions: ProofVersion[] }) {
  const earlier = versions.filter((version) => !version.current).reverse();
  if (earlier.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {earlier.map((version) => (
        <li key={version.id}>
          <ProofPreview orderId={orderId} version={version} size="small" />
        </li>
      ))}
    </ul>
  );
}
