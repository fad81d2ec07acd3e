/**
 * Embla on the logo carousel's viewport, loaded after the page (./logo-carousel): the carousel's markup is all
 * server-rendered and Embla only takes it over once mounted, so its ~7 KB gzip need not be in the home page's first
 * load (decision 021).
 */
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type EmblaApi = UseEmblaCarouselType[1];
export type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/** Renders nothing: runs Embla on `viewport` and hands its API to `onApi` (undefined until ready). */
export function CarouselEngine({
  viewport,
  options,
  onApi,
}: {
  viewport: HTMLElement;
  options: EmblaOptions;
  onApi: (api: EmblaApi) => void;
}) {
  const [setViewport, api] = useEmblaCarousel(options);
  useEffect(() => {
    setViewport(viewport);
  }, [setViewport, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}
