/** The quote page's "Why Choose" block (shopper-spec section 2). */
import { Icon } from '../../components/ui/icons';
import { useShop } from '../../lib/use-shop';

const REASONS = [
  {
    icon: 'clock',
    title: '24-Hour Quotes',
    text: 'Every request gets a price and a free digital mockup within 24 hours.',
  },
  {
    icon: 'pen-tool',
    title: 'Professional Design',
    text: 'Our designers turn your logo or sketch into clean, production-ready pin artwork.',
  },
  {
    icon: 'medal',
    title: 'Premium Quality',
    text: 'Soft enamel in silver, gold, bronze or black-nickel plating, with bags or backing cards to choose from.',
  },
] as const;

export function WhyChoose() {
  const shopName = useShop().name;
  return (
    <section aria-labelledby="why-choose-heading" className="rounded-3xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="why-choose-heading" className="text-lg font-semibold">
        Why Choose {shopName}?
      </h2>
      <ul className="mt-6 flex flex-col gap-6">
        {REASONS.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-brand-200 ring-1 ring-white/15">
              <Icon name={reason.icon} className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm leading-6 text-brand-100/90">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
