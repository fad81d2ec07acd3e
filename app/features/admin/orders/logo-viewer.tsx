/** The customer's logo: a preview that enlarges in its own dialog when clicked (the spec's order logo viewer). */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { orderNumber } from '../../../../core/order-numbers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';

export interface LogoViewerProps {
  orderId: number;
  logoUrl: string;
  logoFileName: string | null;
  /** The preview's size class. */
  className?: string;
}

export function LogoViewer({ orderId, logoUrl, logoFileName, className }: LogoViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'group relative z-10 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <img src={logoUrl} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
        <span className="absolute inset-0 hidden items-center justify-center bg-slate-900/40 text-white group-hover:flex">
          <Icon name="zoom-in" className="size-5" aria-hidden="true" />
        </span>
        <span className="sr-only">Enlarge the logo of order {orderNumber('custom', orderId)}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] max-w-3xl" closeLabel="Close the logo">
          <DialogHeader>
            <DialogTitle>Logo of order {orderNumber('custom', orderId)}</DialogTitle>
            <DialogDescription>{logoFileName ?? 'The logo the customer uploaded.'}</DialogDescription>
          </DialogHeader>
          <img
            src={logoUrl}
            alt={`Logo of order ${orderNumber('custom', orderId)}`}
            className="mt-4 max-h-[70vh] w-full rounded-lg bg-slate-50 object-contain"
          />
          <a
            href={logoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900"
          >
            Open the original file
          </a>
        </DialogContent>
      </Dialog>
    </>
  );
}
