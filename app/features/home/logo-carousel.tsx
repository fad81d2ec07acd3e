/**
 * The customer logo carousel (shopper-spec sections 2 and 9): ten logos, three per slide from 768 px and one
 * below, auto-advancing every 4 s, with dots. It stops while hovered or focused, can be paused, and never
 * moves by itself (nor animates) for visitors who prefer reduced motion.
 */
import { Icon } from '../../components/ui/icons';
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { cn } from '../../lib/cn';
import { useOnDemand } from '../../lib/use-on-demand';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import type { EmblaApi, EmblaOptions } from './carousel-engine';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import { CAROUSEL_INTERVAL_MS, CUSTOMER_LOGOS, LOGO_HEIGHT, LOGO_WIDTH } from './customer-logos';
import { SectionHeading } from './section-heading';

const EMBLA_OPTIONS: EmblaOptions = { loop: true, align: 'start', slidesToScroll: 'auto', duration: 30 };

/** Embla loads once the viewport is mounted, after the page's first load (./carousel-engine). */
const loadEngine = () => import('./carousel-engine');

/** Embla's selected slide and slide count as React state (they change on scroll and on resize). */
function useEmblaSnapshot(embla: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => embla?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const count = useSyncExternalStore(
    subscribe,
    () => embla?.scrollSnapList().length ?? 0,
    () => 0,
  );
  return { selected, count };
}

export function LogoCarousel() {
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaApi>();
  const engine = useOnDemand(loadEngine, viewport !== null);
  const { selected, count } = useEmblaSnapshot(embla);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = !reducedMotion && !stopped && !hovered && !focused && count > 1;

  // One step per interval; a visitor's own move (a dot, a swipe) starts the wait again.
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setTimeout(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [embla, playing, selected]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section aria-labelledby="customers-heading" className="border-y border-slate-100 bg-slate-50/70 py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="customers-heading"
          eyebrow="Our customers"
          title="Trusted by Clubs, Courses and Tournaments"
          lead="Pro shops, member clubs and tournament organisers order their pins from us season after season."
        />
        {/* A named <section> is the carousel's region (the native element, not a role on a <div>). */}
        <section
          aria-roledescription="carousel"
          aria-label="Customer logos"
          className="relative mt-10"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          {engine && viewport ? (
            <engine.CarouselEngine viewport={viewport} options={EMBLA_OPTIONS} onApi={setEmbla} />
          ) : null}
          <div ref={setViewport} className="overflow-hidden" aria-live={playing ? 'off' : 'polite'}>
            <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
              {CUSTOMER_LOGOS.map((logo, index) => (
                <div
                  key={logo.src}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${CUSTOMER_LOGOS.length}: ${logo.name}`}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3"
                >
                  <div className="flex h-32 items-center justify-center rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
                    {/*
                      Drawn by the server's image pipeline (AVIF or WebP): an SVG logo with lettering is a document of
                      its own that the browser parses and lays out on the main thread as the page loads.
                    */}
                    <img
                      src={imageVariantUrl(logo.src, 640)}
                      srcSet={imageSrcSet(logo.src, 640)}
                      sizes="17rem"
                      width={LOGO_WIDTH}
                      height={LOGO_HEIGHT}
                      alt={logo.name}
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                      className="h-auto max-h-24 w-full max-w-[17rem] object-contain grayscale-[20%] transition duration-300 hover:grayscale-0"
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>

          <div className="mt-6 flex items-center justify-center gap-3">
            {count > 1 ? (
              <div role="group" aria-label="Choose a slide" className="flex flex-wrap items-center justify-center">
                {Array.from({ length: count }, (_, index) => (
                  <button
                    key={index}
                    type="button"
                    aria-label={`Go to slide ${index + 1} of ${count}`}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => embla?.scrollTo(index, reducedMotion)}
                    className="group flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      className={cn(
                        'block h-2.5 rounded-full transition-all duration-300',
                        index === selected ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-brand-300',
                      )}
                    />
                  </button>
                ))}
              </div>
            ) : null}
            {count > 1 && !reducedMotion ? (
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? 'Play the logo carousel' : 'Pause the logo carousel'}
                className="flex size-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-600 transition-colors hover:border-brand-600 hover:text-brand-700"
              >
                {stopped ? (
                  <Icon name="play" className="size-3.5" aria-hidden="true" />
                ) : (
                  <Icon name="pause" className="size-3.5" aria-hidden="true" />
                )}
              </button>
            ) : null}
          </div>
        </section>
      </div>
    </section>
  );
}
