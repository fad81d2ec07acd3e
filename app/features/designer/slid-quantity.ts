/**
 * The quantity the visitor slid to in the designer's server HTML before its code came (routes/custom.tsx: the
 * designer's code loads after the page, decision 021). The slider is the browser's own range input, so it moves without
 * any script; this reads where it was left, for lazyIsland's `carry`.
 */
export function slidQuantity(serverHtml: HTMLElement): { slidQuantity?: number } {
  const slider = serverHtml.querySelector<HTMLInputElement>('input[type="range"][name="quantity"]');
  if (!slider || slider.value === slider.defaultValue) return {};
  return { slidQuantity: Number(slider.value) };
}
