import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Console errors and uncaught exceptions, minus the expected 401 of the signed-out user check. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/status of 401/.test(text)) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
