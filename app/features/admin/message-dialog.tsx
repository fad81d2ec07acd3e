/**
 * An e-mail the owner writes (subject and text) to a customer, checked by the route's own schema before it goes:
 * an order's Send Email and a customer profile's. The caller sends it and closes the dialog when it went.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { orderEmailBodySchema } from '../../../core/schemas/admin';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who gets it (and about what). */
  description: ReactNode;
  initialSubject: string;
  pending: boolean;
  /** A valid message; `sent` clears the text once the server took it. */
  onSend: (message: { subject: string; text: string }, sent: () => void) => void;
}

type Errors = Partial<Record<'subject' | 'text', string>>;

export function MessageDialog({
  open,
  onOpenChange,
  description,
  initialSubject,
  pending,
  onSend,
}: MessageDialogProps) {
  const [subject, setSubject] = useState(initialSubject);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

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
    onSend(parsed.data, () => setText(''));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl">
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending...' : 'Send Email'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
