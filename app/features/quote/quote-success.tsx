/** Replaces the form once the quote request is in (shopper-spec section 2). */
import { Icon } from '../../components/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';

export function QuoteSuccess({ email, onAnother }: { email: string; onAnother(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: bring focus (and screen readers) to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center rounded-3xl border border-brand-200 bg-white px-6 py-12 text-center shadow-sm sm:px-12">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
        <Icon name="circle-check" className="size-9" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 outline-none">
        Quote Request Submitted!
      </h2>
      <p className="mt-3 max-w-md text-base text-pretty text-slate-600">
        Thank you! Our team will review your project and get back to you{' '}
        <strong className="font-semibold text-slate-900">within 24 hours</strong> with a custom quote and a free mockup.
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-slate-50 px-4 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
        <Icon name="mail" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          A confirmation e-mail has been sent to <span className="font-medium break-all text-slate-900">{email}</span>
        </span>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/wholesale" className={buttonVariants({ variant: 'outline' })}>
          Browse ready-made pins
        </Link>
        <Button onClick={onAnother}>Request another quote</Button>
      </div>
    </div>
  );
}
