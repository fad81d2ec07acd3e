/**
 * The popups' dialog on Radix Dialog: labelled by its title and described by its text, focus trapped
 * inside, Escape and a click outside close it, and focus goes back where it was.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

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
  // These dialogs have no Radix trigger (a footer link, a timer), so Radix would drop focus on the body when
  // they close: focus goes back to whatever had it before.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl outline-none data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]"
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
            <DialogPrimitive.Title className="text-2xl font-bold tracking-tight text-balance text-slate-900">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-sm leading-6 text-pretty text-slate-600">
              {description}
            </DialogPrimitive.Description>
            <div className="mt-5">{children}</div>
          </div>
          <DialogPrimitive.Close className="absolute top-3 right-3 rounded-full bg-white/15 p-1.5 text-white transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
