/** Why Choose (shopper-spec section 2, home 5): premium quality, expert service, fast turnaround. */
import { Icon } from '../../components/ui/icons';
import { useShop } from '../../lib/use-shop';
import { SectionHeading } from './section-heading';
import { LEAD_TIME_TEXT } from '../../../core/lead-time';

const REASONS = [
  {
    icon: 'medal',
    title: 'Premium Quality',
    text: 'Soft enamel with raised metal lines, in gold, silver, bronze or black-nickel plating, on secure clutch backs.',
  },
  {
    icon: 'headset',
    title: 'Expert Service',
    text: 'Our designers turn your logo or sketch into production-ready artwork and guide you through sizes, platings and packaging.',
  },
  {
    icon: 'clock',
    title: 'Fast Turnaround',
    text: `A free mockup within 24 hours, production and shipping in ${LEAD_TIME_TEXT}, and ready-made pins that ship in 1-2 business days.`,
  },
] as const;

export function WhyChoose() {
  const shopName = useShop().name;
  return (
    <section
      aria-labelledby="why-choose-heading"
      className="render-near-view relative overflow-hidden bg-brand-900 py-16 [--near-view-height:68rem] sm:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-700/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-choose-heading"
          eyebrow="Why golfers come back"
          title={`Why Choose ${shopName}?`}
          lead="Golf pins are all we make, so every order gets the care of a specialist."
          tone="dark"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/10">
              <span className="flex size-12 items-center justify-center rounded-xl bg-white/10 text-brand-200 ring-1 ring-white/15">
                <Icon name={reason.icon} className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-white">{reason.title}</h3>
              <p className="mt-2 text-sm leading-6 text-brand-100/90">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
