import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './support';

/** axe-core in the page (WCAG 2 A and AA, 2.1 A and AA), once its entry animations are done: no violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog or toast still fading in is checked at its final colours: axe measures contrast through opacity.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, 'axe violations').toEqual([]);
}
