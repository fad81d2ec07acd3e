/**
 * "Wait! Did you grab your free American Flag golf pin yet?" (shopper-spec sections 2, 4, 8 and 9) on the home page.
 * The offer cannot be made in its first 3 s, so its watch (./exit-intent-offer) loads once the page is up rather than
 * with it (decision 021); its delays still count from the moment the page mounted it.
 */
import { useState } from 'react';
import { useOnDemand } from '../../lib/use-on-demand';

const loadOffer = () => import('./exit-intent-offer');

export function ExitIntentPopup() {
  const [since] = useState(() => Date.now());
  const offer = useOnDemand(loadOffer, true);
  return offer ? <offer.ExitIntentOffer since={since} /> : null;
}
