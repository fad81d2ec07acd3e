import type { JobHandler } from '../../server/jobs';

/** Counts to 10, a step every 150 ms, saving { step } after each: taken again, it goes on from the saved step. */
export function countingJob(onStep: (step: number, from: number) => void): JobHandler {
  return async ({ progress, saveProgress }) => {
    const from = typeof progress?.step === 'number' ? progress.step : 0;
    for (let step = from + 1; step <= 10; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await saveProgress({ step });
      onStep(step, from);
    }
  };
}
