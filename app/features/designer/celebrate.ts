/**
 * The first-order celebration (shopper-spec sections 4 and 9): 50 pieces of confetti for 3 seconds.
 * canvas-confetti's default instance draws in a Web Worker made from a blob: URL, which the page's CSP
 * (script-src 'self' + nonce) refuses; this instance draws on the main thread on a canvas it adds itself.
 */
export const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 3000;

export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const half = CONFETTI_PIECES / 2;
  const ticks = Math.round((CONFETTI_MS / 1000) * 60); // about one tick per frame
  const colors = ['#1f7a3a', '#58ab67', '#f5c542', '#ffffff'];
  void fire({ particleCount: half, angle: 60, spread: 70, origin: { x: 0, y: 0.7 }, ticks, colors });
  void fire({ particleCount: half, angle: 120, spread: 70, origin: { x: 1, y: 0.7 }, ticks, colors });
  setTimeout(() => fire.reset(), CONFETTI_MS);
}
