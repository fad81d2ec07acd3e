/** Reviews (shopper-spec section 2, home 4): three customer testimonials. */
import { Icon } from '../../components/ui/icons';
import { SectionHeading } from './section-heading';

const REVIEWS = [
  {
    quote:
      'The pins for our member-guest were the hit of the weekend. The mockup came back the same day and the colours matched our crest perfectly.',
    name: 'Karen Whitfield',
    role: 'Head Golf Professional, Pelican Point Golf Club',
  },
  {
    quote:
      'We order pins for 140 players every year. Ordering is simple, the NET 30 terms suit our budget, and the pins always arrive well ahead of the event.',
    name: 'Marcus Bell',
    role: 'Tournament Director, Harbor Lights Classic',
  },
  {
    quote:
      'Our pro shop restocks the wholesale designs every month. The Masters and course pins sell out fast, and the 25+ pricing leaves us a healthy margin.',
    name: 'Diego Alvarez',
    role: 'Merchandise Manager, Saguaro Springs Country Club',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function Reviews() {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="render-near-view bg-brand-50/60 py-16 [--near-view-height:78rem] sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What Our Customers Say" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {REVIEWS.map((review) => (
            <li key={review.name}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <Icon name="quote" className="absolute top-6 right-6 size-10 text-brand-100" aria-hidden="true" />
                <div className="flex gap-0.5 text-amber-400" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Icon name="star" key={index} className="size-5 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-7 text-slate-700">
                  <p>“{review.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  >
                    {initials(review.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{review.name}</span>
                    <span className="block text-sm text-slate-500">{review.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
