/**
 * The article shown for the slug ponte-vedra-original-island-green-timeless-test: fixed text and two
 * pictures in place of the stored content (accounts-admin-spec section 2).
 */
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import { ArticleBody } from './article-body';
import { IslandGreenMap } from './island-green-map';

export const PONTE_VEDRA_SLUG = 'ponte-vedra-original-island-green-timeless-test';

const ISLAND_GREEN_PIN = '/images/products/pga-tour-island-green.svg';
const ISLAND_GREEN_PIN_PRODUCT_ID = 8;

export function PonteVedraArticle() {
  return (
    <ArticleBody>
      <p>
        Every spring, television cameras crowd around the 17th at TPC Sawgrass and its famous island green. Drive a few
        miles north along the Florida coast, though, and you reach a hole that was asking golfers to carry water to an
        island half a century before the Stadium Course opened: the island green on the Ocean Course at Ponte Vedra Inn
        &amp; Club.
      </p>
      <h2>A green with nowhere to hide</h2>
      <p>
        The Ocean Course was laid out in the late 1920s, when Ponte Vedra Beach was little more than dunes, a clubhouse
        and the Atlantic. Its most talked-about hole is a short par 3 whose green sits on a pad of turf ringed by a
        lagoon. A narrow strip of grass is the only way on and off. There is no bail-out area, no friendly slope to feed
        a ball back, no rough to stop a shot that runs long.
      </p>
      <figure>
        <IslandGreenMap />
        <figcaption>
          The hole as a yardage book would draw it: about 140 yards to carry from the back tees, with the sea breeze
          usually coming from the right.
        </figcaption>
      </figure>
      <h2>How the locals play it</h2>
      <ul>
        <li>
          <strong>Club up.</strong> The breeze off the ocean is stronger over the water than it feels on the tee. Take
          one more club and make a smooth swing.
        </li>
        <li>
          <strong>Play to the fat part.</strong> Whatever the flag position, the middle of the green is the target. A
          25-foot putt here is a good result.
        </li>
        <li>
          <strong>Commit.</strong> Most balls that find the lagoon come from a swing that slows down at impact. Pick the
          club, pick the target and let it go.
        </li>
      </ul>
      <h2>Why it is still a timeless test</h2>
      <p>
        The hole is short, it has no tricks, and it gives away nothing. A clear target, a visible consequence and a
        little wind are all it needs, and for almost a century they have been enough to make it one of the most
        photographed holes in Florida. Great holes do not need length to be memorable.
      </p>
      <figure>
        <div className="mx-auto w-56 rounded-3xl bg-gradient-to-br from-slate-50 via-white to-brand-50 p-6 ring-1 ring-slate-100 sm:w-72">
          <img
            src={imageVariantUrl(ISLAND_GREEN_PIN, 480)}
            srcSet={imageSrcSet(ISLAND_GREEN_PIN, 960)}
            sizes="(min-width: 640px) 240px, 176px"
            width={640}
            height={640}
            alt="The PGA Tour Island Green pin: a round green ringed by blue water, with a red flag"
            loading="lazy"
            decoding="async"
            className="w-full"
          />
        </div>
        <figcaption>
          Island greens on a hat: our{' '}
          <Link to={`/product/${ISLAND_GREEN_PIN_PRODUCT_ID}`}>PGA Tour Island Green pin</Link>, in soft enamel with
          black-nickel plating.
        </figcaption>
      </figure>
      <p>
        If you are planning a member-guest or a club championship on a course with a signature hole of its own, a custom
        pin of that hole makes a keepsake players wear long after the round.{' '}
        <Link to="/quote">Ask us for a free mockup</Link>: we reply within 24 hours.
      </p>
    </ArticleBody>
  );
}
