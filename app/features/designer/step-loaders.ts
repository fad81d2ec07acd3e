/**
 * Steps 2 to 5 of the designer load apart from the page (decision 021): a visitor starts on step 1, so the others are
 * left out of /custom's first load, fetched when the browser is idle after it, and the next one at the latest when the
 * visitor reaches the step before it. A step the visitor gets to before its code (a draft restored on step 3, a very
 * slow network) shows a placeholder of its size for that moment.
 */
import { onDemand } from '../../lib/use-on-demand';
import type { DesignerStep } from './designer-state';

export const loadSpecsStep = onDemand(() => import('./specs-step'));
export const loadPackagingStep = onDemand(() => import('./packaging-step'));
export const loadUploadStep = onDemand(() => import('./upload-step'));
export const loadReviewStep = onDemand(() => import('./review-step'));
/** Pay Deposit's work (use-submit-order.ts), fetched with the last step. */
export const loadPrepareOrder = onDemand(() => import('./prepare-order'));

const LOADERS: Partial<Record<DesignerStep, () => Promise<unknown>>> = {
  2: loadSpecsStep,
  3: loadPackagingStep,
  4: loadUploadStep,
  5: () => Promise.all([loadReviewStep(), loadPrepareOrder()]),
};

/** Fetches the code of `steps` ahead of need; a failure (offline) is tried again when the step is needed. */
export function preloadSteps(steps: readonly DesignerStep[]): void {
  for (const step of steps) {
    LOADERS[step]?.().catch(() => undefined);
  }
}
