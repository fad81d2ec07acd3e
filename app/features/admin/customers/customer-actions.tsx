/**
 * What the owner does from a profile: an e-mail to the customer (through the outbox, in the audit log) and excluding
 * the address from marketing (the suppression list: campaign mail waiting for it is withdrawn), with a reason.
 */
import { useState } from 'react';
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
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import type { CustomerProfile } from '../../../../core/schemas/customers';
import { toastSuccess } from '../admin-toast';
import { MessageDialog } from '../message-dialog';
import { customerName } from './customer-labels';
import { useEmailCustomer, useExcludeCustomer } from './use-customers';

export function CustomerActions({ profile }: { profile: CustomerProfile }) {
  const [emailing, setEmailing] = useState(false);
  const [excluding, setExcluding] = useState(false);
  const [note, setNote] = useState('');
  const email = useEmailCustomer(profile.id);
  const exclude = useExcludeCustomer(profile.id);

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setEmailing(true)}>
        <Icon name="mail" className="size-4" aria-hidden="true" />
        Send Email
      </Button>
      {profile.suppression ? null : (
        <Button variant="outline" onClick={() => setExcluding(true)}>
          <Icon name="ban" className="size-4" aria-hidden="true" />
          Exclude from marketing
        </Button>
      )}

      <MessageDialog
        open={emailing}
        onOpenChange={setEmailing}
        description={
          <>
            To {customerName(profile)} &lt;{profile.email}&gt;.
          </>
        }
        initialSubject=""
        pending={email.isPending}
        onSend={(message, sent) =>
          email.mutate(message, {
            onSuccess: () => {
              toastSuccess(`Email Sent - Your message to ${profile.email} is on its way.`);
              sent();
              setEmailing(false);
            },
          })
        }
      />

      <Dialog open={excluding} onOpenChange={setExcluding}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Exclude from marketing</DialogTitle>
            <DialogDescription>
              {profile.email} gets no campaign e-mail from now on, whatever their consent; campaign mail already waiting
              is withdrawn. Order and account e-mails still go out.
            </DialogDescription>
          </DialogHeader>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              exclude.mutate(note, { onSuccess: () => setExcluding(false) });
            }}
          >
            <Field label="Reason (for you)" hint="Optional, up to 500 characters">
              {(control) => (
                <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
              )}
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={() => setExcluding(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={exclude.isPending}>
                {exclude.isPending ? 'Excluding...' : 'Exclude'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
