/** How It Works (shopper-spec section 2, home 3): Request Quote, Review & Approve, Production & Ship. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { SectionHeading } from './section-heading';
import { LEAD_TIME_TEXT } from '../../../core/lead-time';

const STEPS = [
  {
    icon: 'send',
    title: 'Request Quote',
    text: 'Tell us about your pins and upload your logo. Within 24 hours you get a price and a free digital mockup.',
  },
  {
    icon: 'clipboard-check',
    title: 'Review & Approve',
    text: 'Adjust colours, size and plating until the mockup is exactly right. Nothing is made before you approve it.',
  },
  {
    icon: 'package-check',
    title: 'Production & Ship',
    text: `Your soft enamel pins are produced and shipped in ${LEAD_TIME_TEXT}, with a rush option when the date is close.`,
  },
] as const;

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="render-near-view py-16 [--near-view-height:76rem] sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="Simple from start to finish"
          title="How It Works"
          lead="Three steps from your idea to a box of pins on your counter."
        />
        {/* The dashed line joining the steps sits beside the list: an <ol> holds only <li>s. */}
        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute top-10 right-[16%] left-[16%] hidden border-t-2 border-dashed border-brand-200 md:block"
          />
          <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="relative flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-7 text-center shadow-sm"
              >
                <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-md ring-8 ring-white">
                  <Icon name={step.icon} className="size-7" aria-hidden="true" />
                  <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-slate-900">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/quote" className={buttonVariants({ size: 'lg' })}>
            Start Your Quote
            <Icon name="arrow-right" className="size-5" aria-hidden="true" />
          </Link>
          <a href="#custom" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Design Your Own Pins
          </a>
        </div>
      </div>
    </section>
  );
}
