/**
 * The order tracking editor: the number (required) and the carrier's URL (optional). Saving marks the order shipped
 * and e-mails the customer the tracking details (the server's PUT /api/orders/{id}/tracking).
 */
import { useState, type FormEvent } from 'react';
import { orderNumber } from '../../../../core/order-numbers';
import { trackingBodySchema } from '../../../../core/schemas/shipping';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSaveTracking } from './use-admin-orders';

export interface TrackingEditorProps {
  orderId: number;
  trackingNumber: string | null;
  trackingUrl: string | null;
  className?: string;
}

type Errors = Partial<Record<'trackingNumber' | 'trackingUrl', string>>;

export function TrackingEditor({ orderId, trackingNumber, trackingUrl, className }: TrackingEditorProps) {
  const [number, setNumber] = useState(trackingNumber ?? '');
  const [url, setUrl] = useState(trackingUrl ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTracking();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = trackingBodySchema.safeParse({ trackingNumber: number, trackingUrl: url });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'trackingNumber' || field === 'trackingUrl') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate({
      id: orderId,
      trackingNumber: parsed.data.trackingNumber,
      trackingUrl: parsed.data.trackingUrl ?? undefined,
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Tracking of order ${orderNumber('catalogue', orderId)}`}
      className={cn('relative z-10 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start', className)}
    >
      <Field label="Tracking number" required error={errors.trackingNumber}>
        {(control) => <Input {...control} value={number} onChange={(e) => setNumber(e.target.value)} />}
      </Field>
      <Field label="Tracking URL" error={errors.trackingUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Tracking'}
      </Button>
    </form>
  );
}
