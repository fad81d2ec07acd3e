/** The "premade" anchor section: the ready-made collections, each opening the filtered wholesale catalogue. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import { buttonVariants } from '../../components/ui/button';
import { SectionHeading } from './section-heading';

const COLLECTIONS = [
  { category: 'masters', label: 'Masters', image: '/images/products/masters-green-jacket.svg' },
  { category: 'pga-tour', label: 'PGA Tour', image: '/images/products/pga-championship-wanamaker-trophy.svg' },
  { category: 'courses', label: 'Course', image: '/images/products/harbour-town-lighthouse.svg' },
  { category: 'patriotic', label: 'Patriotic', image: '/images/products/american-flag-golf.svg' },
] as const;

export function PremadeSection() {
  return (
    <section
      id="premade"
      aria-labelledby="premade-heading"
      className="render-near-view scroll-mt-20 bg-slate-50/70 py-16 [--near-view-height:56rem] sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="premade-heading"
          eyebrow="In stock now"
          title="Premade Pins, Ready to Ship"
          lead="Tournament, course and commemorative designs for your pro shop: 10% off 10-24 pins and 20% off 25 or more."
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {COLLECTIONS.map((collection) => (
            <li key={collection.category}>
              <Link
                to={`/wholesale?category=${collection.category}`}
                className="group flex h-full flex-col items-center rounded-3xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-lg sm:p-6"
              >
                <span className="aspect-square w-full max-w-48 p-[6%]">
                  <img
                    src={imageVariantUrl(collection.image, 320)}
                    srcSet={imageSrcSet(collection.image, 640)}
                    sizes="(min-width: 1024px) 192px, 40vw"
                    width={640}
                    height={640}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-contain transition duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="mt-4 text-base font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
                  {collection.label} Pins
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Link to="/wholesale" className={buttonVariants({ size: 'lg' })}>
            Browse All Ready-Made Pins
            <Icon name="arrow-right" className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
