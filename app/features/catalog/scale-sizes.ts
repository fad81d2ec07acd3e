/**
 * A `sizes` attribute scaled by `share`: `sizes` of a box -> `sizes` of the picture inside its padding, so the
 * browser picks the width the picture really shows at. A 412 px phone at 1.75x showing a 92vw box with 7% padding
 * needs 570 device pixels: the 640 variant, not the 960 the box's own width would pick.
 */
export function scaleSizes(sizes: string, share: number): string {
  return sizes
    .split(',')
    .map((entry) => {
      const words = entry.trim().split(/\s+/);
      const length = words.pop() ?? '';
      return [...words, `calc(${length} * ${share})`].join(' ');
    })
    .join(', ');
}
