/** The dialog of ./design-name-dialog, loaded when it first opens. */
import { Icon } from './ui/icons';
import { useState, type FormEvent } from 'react';
import { savedDesignNameSchema } from '../../core/schemas/saved-designs';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Field } from './ui/field';
import { Input } from './ui/input';

export interface DesignNameFormDialogProps {
  open: boolean;
  title: string;
  description: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(name: string): void;
  onClose(): void;
}

export function DesignNameFormDialog(props: DesignNameFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      {props.open ? <NameForm {...props} /> : null}
    </Dialog>
  );
}

function NameForm({ title, description, initialName, submitLabel, pending, onSubmit }: DesignNameFormDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedDesignNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the name');
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };
  return (
    <DialogContent>
      <form onSubmit={submit} noValidate>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Field label="Design name" required error={error} className="mt-4">
          {(control) => (
            <Input {...control} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
