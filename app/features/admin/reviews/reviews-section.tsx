/**
 * Reviews: what verified buyers wrote, waiting for the owner, published or hidden. The owner publishes a review, or
 * hides it for one of the stated reasons (spam, offensive language, someone's personal data), never for its rating,
 * and may answer it in public. Every decision is in the audit log.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminReviewPageSchema,
  REVIEW_HIDE_REASON_LABELS,
  REVIEW_HIDE_REASONS,
  REVIEW_STATUSES,
  type AdminReview,
  type ReviewModeration,
} from '../../../../core/schemas/reviews';
import { orderNumber } from '../../../../core/order-numbers';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { Stars } from '../../../components/ui/stars';
import { adminErrorMessage, adminSend } from '../admin-api';
import { useAdminPages } from '../use-admin-pages';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';

const PATH = '/api/admin/reviews';
type Status = (typeof REVIEW_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { pending: 'Waiting', published: 'Published', hidden: 'Hidden' };

function useReviews(status: Status) {
  return useAdminPages(PATH, { status }, adminReviewPageSchema, 25);
}

function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: { id: number; moderation: ReviewModeration } | { id: number; reply: string }) =>
      'reply' in call
        ? adminSend('PUT', `${PATH}/${call.id}/reply`, { reply: call.reply })
        : adminSend('POST', `${PATH}/${call.id}/moderation`, call.moderation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH] }),
  });
}

function ReviewCard({ review }: { review: AdminReview }) {
  const action = useReviewAction();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');
  const what =
    review.orderKind === 'custom'
      ? `Custom order ${orderNumber('custom', review.orderId)}`
      : `${review.productName ?? `Product ${review.productId}`}, order ${orderNumber('catalogue', review.orderId)}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-3">
        <Stars rating={review.rating} />
        <span className="font-semibold text-slate-900">{review.authorName}</span>
        <span className="text-sm text-slate-600">{what}</span>
        {review.hiddenReason && (
          <span className="text-sm text-slate-600">Hidden: {REVIEW_HIDE_REASON_LABELS[review.hiddenReason]}</span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.body}</p>
      {review.photoUrl && (
        <img
          src={review.photoUrl}
          alt={`Sent by ${review.authorName} with the review`}
          className="mt-2 max-h-48 rounded-lg border"
        />
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {review.status !== 'published' && (
          <Button onClick={() => action.mutate({ id: review.id, moderation: { action: 'publish' } })}>Publish</Button>
        )}
        {review.status !== 'hidden' && (
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm text-slate-700">
              Reason to hide
              <select
                className="rounded-md border border-slate-300 px-2 py-1.5"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">Choose a reason…</option>
                {REVIEW_HIDE_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {REVIEW_HIDE_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="outline"
              disabled={!reason}
              onClick={() =>
                action.mutate({
                  id: review.id,
                  moderation: { action: 'hide', reason: reason as (typeof REVIEW_HIDE_REASONS)[number] },
                })
              }
            >
              Hide
            </Button>
          </div>
        )}
      </div>
      <div className="mt-3 grid gap-2">
        <Field label="Public reply">
          {(control) => (
            <Textarea
              {...control}
              value={reply}
              rows={2}
              maxLength={2000}
              onChange={(event) => setReply(event.target.value)}
            />
          )}
        </Field>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => action.mutate({ id: review.id, reply: reply.trim() })}
        >
          Save reply
        </Button>
      </div>
      {action.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {adminErrorMessage(action.error, 'The review could not be saved. Please try again.')}
        </p>
      )}
    </li>
  );
}

export function ReviewsSection() {
  const [status, setStatus] = useState<Status>('pending');
  const query = useReviews(status);
  return (
    <div className="grid gap-4">
      <h2 className="text-2xl font-bold text-slate-900">Reviews</h2>
      <p className="text-sm text-slate-600">
        Reviews from buyers of delivered orders. Publish each one you have read; hide one only when it is spam, uses
        offensive language or shows someone&apos;s personal data, never for a low rating.
      </p>
      <div role="group" aria-label="Show reviews" className="flex gap-2">
        {REVIEW_STATUSES.map((value) => (
          <Button
            key={value}
            variant={value === status ? 'default' : 'outline'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {STATUS_LABELS[value]}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <ListLoading>Loading reviews…</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="The reviews could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.pages[0]?.reviews.length === 0 ? (
        <p className="text-slate-700">No {STATUS_LABELS[status].toLowerCase()} reviews.</p>
      ) : (
        <>
          <ul className="grid gap-3">
            {query.data.pages
              .flatMap((page) => page.reviews)
              .map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
          </ul>
          <LoadMoreButton query={query} />
        </>
      )}
    </div>
  );
}
