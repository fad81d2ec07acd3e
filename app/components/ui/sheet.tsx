/** A side panel: the Dialog (./dialog) sliding in from an edge, with the same focus, Escape and outside-click rules. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogDescription,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from './dialog';

export const Sheet = Dialog;
export const SheetTrigger = DialogTrigger;
export const SheetClose = DialogClose;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;

const SIDES = {
  right:
    'inset-y-0 right-0 h-full w-full max-w-md border-l data-[state=open]:animate-[sheet-in-right_250ms_ease-out] data-[state=closed]:animate-[sheet-out-right_200ms_ease-in]',
  left: 'inset-y-0 left-0 h-full w-full max-w-md border-r data-[state=open]:animate-[sheet-in-left_250ms_ease-out] data-[state=closed]:animate-[sheet-out-left_200ms_ease-in]',
} as const;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof SIDES;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

export function SheetContent({
  side = 'right',
  closeLabel = 'Close',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 border-slate-200 bg-white shadow-xl outline-none',
          SIDES[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-slate-200 px-6 pt-6 pb-4', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mt-auto flex flex-col gap-3 border-t border-slate-200 px-6 py-5', className)} {...props} />
  );
}
