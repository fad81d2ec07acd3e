/** The exit-intent popup's timing (shopper-spec sections 4 and 9). */
export const EXIT_INTENT_ARM_MS = 3_000;
export const EXIT_INTENT_TIMER_MS = 60_000;
/** How often the timer looks again when another dialog (the cart, the newsletter) is open at 60 s. */
export const EXIT_INTENT_RETRY_MS = 5_000;

/** The pointer left the page through its top edge (towards the tabs and the address bar). */
export function isExitThroughTop(event: Pick<MouseEvent, 'relatedTarget' | 'clientY'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
