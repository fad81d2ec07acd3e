/**
 * A pin's picture: the promo video for products that have one (muted, looping, inline, the drawing as
 * its poster), otherwise the drawing as responsive WebP variants. The video plays only while on screen
 * and never for visitors who prefer reduced motion (they get the controls instead).
 */
import { Icon } from '../../components/ui/icons';
import { useEffect, useRef } from 'react';
import { imageSrcSet, imageVariantUrl } from '../../../core/images';
import type { ProductDto } from '../../../core/schemas/catalog';
import { cn } from '../../lib/cn';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { scaleSizes } from './scale-sizes';

/** The demo drawings are square; the box keeps that shape so nothing moves while images load. */
const INTRINSIC_SIZE = 640;
/** The picture's share of the box's width: the box's padding is 7% on each side (`p-[7%]` below). */
const PICTURE_SHARE = 0.86;

export interface ProductMediaProps {
  product: Pick<ProductDto, 'name' | 'imageUrl' | 'videoUrl'> & { imageAlt?: string | null };
  /** How wide the box shows at each breakpoint, as a `sizes` attribute (the picture's own is worked out from it). */
  sizes: string;
  /** Above the fold: load at once (and first, for the page's main image). */
  priority?: 'high' | 'eager' | 'lazy';
  /** Show the video's controls when it does not play by itself (off inside a card, whose link covers it). */
  stillControls?: boolean;
  className?: string;
}

export function ProductMedia({
  product,
  sizes,
  priority = 'lazy',
  stillControls = false,
  className,
}: ProductMediaProps) {
  return (
    <div
      className={cn(
        'relative aspect-square overflow-hidden bg-gradient-to-br from-slate-50 via-white to-brand-50 p-[7%]',
        className,
      )}
    >
      {product.videoUrl ? (
        <ProductVideo
          src={product.videoUrl}
          poster={product.imageUrl ? imageVariantUrl(product.imageUrl, INTRINSIC_SIZE) : undefined}
          label={product.name}
          stillControls={stillControls}
        />
      ) : product.imageUrl ? (
        <img
          src={imageVariantUrl(product.imageUrl, INTRINSIC_SIZE)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={scaleSizes(sizes, PICTURE_SHARE)}
          width={INTRINSIC_SIZE}
          height={INTRINSIC_SIZE}
          alt={product.imageAlt || product.name}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-slate-400">
          <Icon name="image-off" className="size-10" aria-hidden="true" />
          <span className="sr-only">No picture of {product.name} yet</span>
        </div>
      )}
    </div>
  );
}

function ProductVideo({
  src,
  poster,
  label,
  stillControls,
}: {
  src: string;
  poster?: string;
  label: string;
  stillControls: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion) return;
    // React sets `muted` as a property only on the client; browsers allow autoplay of muted video only.
    video.muted = true;
    const play = () => video.play().catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') {
      void play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void play();
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [reducedMotion]);

  const controls = reducedMotion && stillControls;
  const name = `${label} video`;
  // Without controls the loop is a moving picture: named as an image by its box (a name on a <video> without
  // controls is not announced everywhere). With controls the video is the control and carries the name itself.
  return (
    <div role={controls ? undefined : 'img'} aria-label={controls ? undefined : name} className="size-full">
      <video
        ref={ref}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={reducedMotion ? 'none' : 'metadata'}
        controls={controls}
        aria-label={controls ? name : undefined}
        width={INTRINSIC_SIZE}
        height={INTRINSIC_SIZE}
        className="size-full rounded-[12%] object-contain"
      />
    </div>
  );
}
