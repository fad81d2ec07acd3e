/**
 * The exit-intent offer's watch (./exit-intent-popup loads this module once the home page is up): at most once per
 * browser session, armed 3 s after the page mounted the popup, shown when the pointer leaves through the top of the
 * window or 60 s after it. A claimed pin is remembered, so the offer is not made again. The offer's dialog and form
 * (./exit-intent-dialog) load when it is first made, and stay mounted to play its closing.
 */
import { useEffect, useState } from 'react';
import { useOnDemand } from '../../lib/use-on-demand';
import { EXIT_INTENT_ARM_MS, EXIT_INTENT_RETRY_MS, EXIT_INTENT_TIMER_MS, isExitThroughTop } from './exit-intent';
import { EXIT_INTENT_SHOWN_KEY, FREE_PIN_CLAIMED_KEY, readFlag, writeFlag } from './popup-storage';

const loadDialog = () => import('./exit-intent-dialog');

/** Another dialog (the cart, the newsletter popup) is open: the offer waits rather than stacking on it. */
function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * Calls `setOpen(true)` once when the visitor seems about to leave (setOpen is a stable state setter). `since`: when
 * the page mounted the popup (Date.now()), so the delays count from then, not from when this code came.
 */
function useExitIntent(setOpen: (open: boolean) => void, since: number) {
  useEffect(() => {
    if (readFlag('session', EXIT_INTENT_SHOWN_KEY) || readFlag('local', FREE_PIN_CLAIMED_KEY)) return;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const trigger = () => {
      if (done) return;
      done = true;
      writeFlag('session', EXIT_INTENT_SHOWN_KEY);
      document.removeEventListener('mouseout', onMouseOut);
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (isExitThroughTop(event) && !anotherDialogOpen()) trigger();
    };
    const onTimer = () => {
      if (anotherDialogOpen()) timers.push(setTimeout(onTimer, EXIT_INTENT_RETRY_MS));
      else trigger();
    };
    const after = (delay: number) => Math.max(0, since + delay - Date.now());
    timers.push(setTimeout(() => document.addEventListener('mouseout', onMouseOut), after(EXIT_INTENT_ARM_MS)));
    timers.push(setTimeout(onTimer, after(EXIT_INTENT_TIMER_MS)));
    return () => {
      done = true;
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [setOpen, since]);
}

export function ExitIntentOffer({ since }: { since: number }) {
  const [open, setOpen] = useState(false);
  useExitIntent(setOpen, since);
  const dialog = useOnDemand(loadDialog, open);
  return dialog ? <dialog.ExitIntentDialog open={open} setOpen={setOpen} /> : null;
}
