/**
 * Responsive image variants: the server renders local images at these widths (`/img/{width}/...`), as AVIF for
 * browsers that accept it and WebP for the others (server/modules/media).
 * Steps of at most ~20% from 640 up: a full-width picture (92vw) on a 412px-wide phone needs 663px at DPR 1.75,
 * 758px at 2 and 995px at 2.625, so 720, 800 and 1080 spare such phones the next size up (960 or 1200,
 * 30-50% more bytes) for their largest picture.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 720, 800, 960, 1080, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const LOCAL_IMAGE = /^\/(images|uploads)\/[A-Za-z0-9._/-]+$/;

export function hasVariants(src: string): boolean {
  return LOCAL_IMAGE.test(src) && !src.includes('..');
}

/** The variant of a local image at one width (AVIF or WebP, as the browser accepts); any other URL unchanged. */
export function imageVariantUrl(src: string, width: ImageWidth): string {
  return hasVariants(src) ? `/img/${width}${src}` : src;
}

/** `srcset` for a local image up to `maxWidth`; undefined for other URLs (use src as it is). */
export function imageSrcSet(src: string, maxWidth: number = 1200): string | undefined {
  if (!hasVariants(src)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageVariantUrl(src, width)} ${width}w`)
    .join(', ');
}
