/** "Stay Updated with Golf Tips": the blog's newsletter blurb; its button opens the newsletter popup. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { NEWSLETTER_PERCENT_OFF } from '../../../core/constants';
import { NEWSLETTER_SEARCH_PARAM, openNewsletterPopup } from '../../components/site-footer';
import { buttonVariants } from '../../components/ui/button';

export function StayUpdated() {
  return (
    <section
      aria-labelledby="stay-updated-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-10 text-center shadow-lg sm:px-12 sm:py-14"
    >
      <div aria-hidden="true" className="absolute -top-20 -left-16 size-64 rounded-full bg-white/5" />
      <div aria-hidden="true" className="absolute -right-10 -bottom-24 size-72 rounded-full bg-brand-400/10" />
      <div className="relative mx-auto max-w-2xl">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-white/10 text-brand-100 ring-1 ring-white/15">
          <Icon name="mail" className="size-6" aria-hidden="true" />
        </span>
        <h2 id="stay-updated-heading" className="mt-5 text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Stay Updated with Golf Tips
        </h2>
        <p className="mt-3 text-base text-pretty text-brand-100">
          New course stories, practice drills and pin ideas every month. Join our list and get {NEWSLETTER_PERCENT_OFF}%
          off your first order.
        </p>
        <Link
          to={`/?${NEWSLETTER_SEARCH_PARAM}=open`}
          onClick={(event) => {
            if (openNewsletterPopup()) event.preventDefault();
          }}
          className={buttonVariants({
            size: 'lg',
            variant: 'outline',
            className: 'mt-7 border-white bg-white text-brand-800 hover:bg-brand-50',
          })}
        >
          Subscribe and Get {NEWSLETTER_PERCENT_OFF}% Off
        </Link>
      </div>
    </section>
  );
}
