/** The hero (shopper-spec section 2, home 1): the headline and two large image buttons, /quote and /wholesale. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import { PriceCalculatorSheet } from '../../components/price-calculator/price-calculator-sheet';
import { IconList } from '../../components/ui/icon-list';
import { LEAD_TIME_TEXT } from '../../../core/lead-time';

/** The first hero picture is the page's largest element (LCP): the route preloads it. */
export const HERO_IMAGE = '/images/home/custom-pins.svg';
export const HERO_IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 768px) 46vw, 92vw';
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 800;

const ACTIONS = [
  {
    to: '/quote',
    image: HERO_IMAGE,
    eyebrow: 'Custom pins',
    title: 'Get a Custom Quote',
    text: 'Send your logo and get a price and a free mockup within 24 hours.',
    cta: 'Request a quote',
    calculator: true,
  },
  {
    to: '/wholesale',
    image: '/images/home/wholesale-pins.svg',
    eyebrow: 'Ready to ship',
    title: 'Shop Wholesale Pins',
    text: '10% off 10-24 pins, 20% off 25+. Most orders ship in 1-2 business days.',
    cta: 'Browse the catalogue',
    calculator: false,
  },
] as const;

const PROMISES = [
  { icon: 'pen-tool', text: 'Free mockup within 24 hours' },
  { icon: 'truck', text: `Produced and shipped in ${LEAD_TIME_TEXT}` },
  { icon: 'file-text', text: 'NET 30 wholesale terms' },
  { icon: 'users', text: 'For clubs, courses and pro shops' },
] as const;

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Soft enamel golf pins</p>
          <h1
            id="hero-heading"
            className="mt-3 text-[2.125rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Custom Golf Pins Made for Your Course, Club or Tournament
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
            Premium soft enamel pins for golf courses, pro shops, tournament organisers and golfers, designed with you
            and delivered on time.
          </p>
        </div>

        <div className="mx-auto mt-10 grid max-w-6xl gap-5 md:grid-cols-2 lg:gap-8">
          {ACTIONS.map((action, index) => (
            // The calculator's button sits on the card, beside its link rather than inside it.
            <div key={action.to} className="relative">
              <Link
                to={action.to}
                className="group relative isolate flex aspect-[3/2] flex-col justify-end overflow-hidden rounded-3xl bg-brand-900 shadow-lg ring-1 ring-slate-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-2xl focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
              >
                <img
                  src={imageVariantUrl(action.image, 960)}
                  srcSet={imageSrcSet(action.image)}
                  sizes={HERO_IMAGE_SIZES}
                  width={HERO_WIDTH}
                  height={HERO_HEIGHT}
                  alt=""
                  loading="eager"
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                  className="absolute inset-0 -z-10 size-full object-cover transition duration-500 group-hover:scale-[1.03]"
                />
                <div
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 from-10% via-brand-950/70 via-40% to-transparent to-75%"
                />
                <div className="p-5 sm:p-7">
                  <span className="hidden text-xs font-semibold tracking-widest text-brand-200 uppercase sm:block">
                    {action.eyebrow}
                  </span>
                  <span className="mt-1 block text-2xl font-bold text-white sm:text-3xl">{action.title}</span>
                  <span className="mt-2 hidden max-w-md text-sm text-brand-50/90 sm:block sm:text-base">
                    {action.text}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm transition group-hover:bg-brand-50">
                    {action.cta}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition-transform group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </div>
              </Link>
              {action.calculator ? (
                <PriceCalculatorSheet
                  size="sm"
                  className="absolute top-4 right-4 border-white/70 bg-white/95 text-brand-800 sm:top-5 sm:right-5"
                />
              ) : null}
            </div>
          ))}
        </div>

        <IconList
          items={PROMISES}
          className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-x-6 gap-y-3 text-sm text-slate-700 md:flex md:flex-wrap md:justify-center md:gap-x-10"
          itemClassName="md:whitespace-nowrap"
        />
      </div>
    </section>
  );
}
