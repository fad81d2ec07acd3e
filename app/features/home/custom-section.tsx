import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** The home page's `#custom` section: the route puts the custom pin designer inside. */
export function CustomSection({ children }: { children: ReactNode }) {
  return (
    <section id="custom" aria-labelledby="custom-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="custom-heading"
          eyebrow="Custom pin designer"
          title="Design Your Custom Golf Pins"
          lead="Pick quantity, size, plating and packaging, upload your logo and start with a 10% deposit. Your price updates as you go."
        />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
