/**
 * The review form behind an order's signed link: per product (a custom order: once), 1 to 5 stars as radio buttons,
 * some words and an optional photo, sent as multipart to POST /api/reviews. A product reviewed already says so.
 */
import { useState, type FormEvent } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../core/uploads';
import type { ReviewInvitation, ReviewLink } from '../../../core/schemas/reviews';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { apiErrorMessage, apiRequest } from '../../lib/api';

type Item = ReviewInvitation['items'][number];

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function ReviewForm({ link, item }: { link: ReviewLink; item: Item }) {
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(item.reviewed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    if (photo instanceof File && photo.size > UPLOAD_MAX_BYTES) return setError(UPLOAD_MESSAGES.tooLarge);
    form.set('kind', link.kind);
    form.set('orderId', String(link.orderId));
    form.set('token', link.token);
    if (item.productId !== null) form.set('productId', String(item.productId));
    setPending(true);
    setError(null);
    try {
      await apiRequest('POST', '/api/reviews', form);
      setDone(true);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <p className="rounded-xl bg-brand-50 p-4 text-brand-900" role="status">
        Thank you! Your review of {item.name} is in. We publish it once we have read it.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={`Review of ${item.name}`}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                required
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value} {value === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        {rating > 0 && <p className="mt-1 text-sm text-slate-600">{STAR_WORDS[rating]}</p>}
      </fieldset>
      <Field label="Your review" required hint="What did you and your members think of the pins?">
        {(control) => <Textarea {...control} name="body" rows={5} minLength={10} maxLength={2000} required />}
      </Field>
      <Field label="A photo of the pins (optional)" hint="PNG, JPG, GIF or WebP, at most 10 MB.">
        {(control) => (
          <input {...control} type="file" name="photo" accept="image/png,image/jpeg,image/gif,image/webp" />
        )}
      </Field>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? 'Sending…' : 'Send my review'}
      </Button>
    </form>
  );
}
