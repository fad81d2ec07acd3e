/**
 * The popups' dialog (./ui/dialog): a coloured band with the artwork above the title, the text and the form.
 * These dialogs have no trigger (a footer link, a timer); the Dialog gives focus back to what had it.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

export interface PopupDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** The picture in the coloured band above the title. */
  artwork: ReactNode;
  children: ReactNode;
}

export function PopupDialog({ open, onOpenChange, title, description, artwork, children }: PopupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md rounded-3xl p-0"
        closeClassName="top-3 right-3 rounded-full bg-white/15 text-white hover:bg-white/25 hover:text-white focus-visible:outline-white"
      >
        <div className="relative flex h-36 items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-10 size-48 rounded-full bg-white/10"
            style={{ boxShadow: '0 0 0 28px rgb(255 255 255 / 0.05)' }}
          />
          <div aria-hidden="true" className="absolute -bottom-20 -left-12 size-44 rounded-full bg-brand-400/20" />
          {artwork}
        </div>
        <div className="px-6 pt-6 pb-7 sm:px-8">
          <DialogTitle className="text-2xl font-bold tracking-tight text-balance">{title}</DialogTitle>
          <DialogDescription className="mt-2 leading-6 text-pretty">{description}</DialogDescription>
          <div className="mt-5">{children}</div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
