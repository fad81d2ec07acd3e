/** Replaces the form once the quote request is in (shopper-spec section 2). */
import { Icon } from '../../components/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import type { ProductKind } from '../../../core/pricing/price-table';
import { QuoteMockup } from './quote-mockup';

export interface QuoteSuccessProps {
  email: string;
  /** The logo sent with the request and its preferred size: its instant mockup shows here. */
  logo?: File | null;
  /** Several designs (decision 045): each one's mockup shows, under its name. */
  designs?: ReadonlyArray<{ name: string; file: File | null }>;
  /** What the quote is for (its mockups draw it). */
  product?: ProductKind;
  preferredSize?: string | null;
  onAnother(): void;
}

export function QuoteSuccess({
  email,
  logo = null,
  designs = [],
  product = 'pin',
  preferredSize = null,
  onAnother,
}: QuoteSuccessProps) {
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
      {designs.length > 0 ? (
        <ul aria-label="Your designs" className="mt-2 grid w-full gap-4 sm:grid-cols-2">
          {designs.map((design, index) => (
            <li key={index} className="flex flex-col items-center">
              <QuoteMockup
                logo={design.file}
                product={product}
                preferredSize={preferredSize}
                name={design.name.trim()}
              />
            </li>
          ))}
        </ul>
      ) : (
        <QuoteMockup logo={logo} product={product} preferredSize={preferredSize} />
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/wholesale" className={buttonVariants({ variant: 'outline' })}>
          Browse ready-made pins
        </Link>
        <Button onClick={onAnother}>Request another quote</Button>
      </div>
    </div>
  );
}
