import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import type { PinPackaging } from '../../../core/pricing/designer';

/**
 * One packaging checkbox ticked or unticked (shopper-spec section 4): just-pins is exclusive, so ticking
 * it clears the others and ticking another removes it; unticking the last option falls back to just-pins.
 */
export function togglePackaging(
  current: readonly PinPackaging[],
  option: PinPackaging,
  checked: boolean,
): PinPackaging[] {
  if (checked && option === 'just-pins') return ['just-pins'];
  const next = checked
    ? [...current.filter((item) => item !== 'just-pins'), option]
    : current.filter((item) => item !== option);
  return normalizePackaging(next);
}
