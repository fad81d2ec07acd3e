/** The yes/no question before a design leaves the library (the admin's style: an alertdialog). */
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

export interface DeleteDesignDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function DeleteDesignDialog({ name, pending, onConfirm, onClose }: DeleteDesignDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {name !== null ? (
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete this design?</DialogTitle>
            <DialogDescription>
              &ldquo;{name}&rdquo; leaves your designs. Your past orders are not changed.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              Delete design
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
