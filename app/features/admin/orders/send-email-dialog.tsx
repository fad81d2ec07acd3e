/** Send Email: a message to the order's customer (subject and text), sent through the outbox and kept in its history. */
import { useState, type FormEvent } from 'react';
import { orderEmailBodySchema } from '../../../../core/schemas/admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toastSuccess } from '../admin-toast';
import { orderRefNumber, useSendOrderEmail, type OrderRef } from './use-admin-orders';

export interface SendEmailDialogProps {
  order: OrderRef;
  customerName: string;
  customerEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Errors = Partial<Record<'subject' | 'text', string>>;

export function SendEmailDialog({ order, customerName, customerEmail, open, onOpenChange }: SendEmailDialogProps) {
  const [subject, setSubject] = useState(`Your order ${orderRefNumber(order)}`);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendOrderEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = orderEmailBodySchema.safeParse({ subject, text });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'text') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(
      { order, ...parsed.data },
      {
        onSuccess: () => {
          toastSuccess(`Email Sent - Your message to ${customerEmail} is on its way.`);
          setText('');
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl">
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>
            To {customerName} &lt;{customerEmail}&gt; about order {orderRefNumber(order)}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <Field label="Subject" required error={errors.subject}>
            {(control) => <Input {...control} value={subject} onChange={(e) => setSubject(e.target.value)} />}
          </Field>
          <Field label="Message" required error={errors.text}>
            {(control) => <Textarea {...control} rows={8} value={text} onChange={(e) => setText(e.target.value)} />}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Email'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
