import { type Page } from '@playwright/test';
import { expect, gotoHydratedHolding, holdScript, test } from './support';

/**
 * The designer's code loads after the page (decision 021): until it comes the designer is the server's HTML. These hold
 * its chunk back, so what the visitor does happens before it, then let it come.
 */
const DESIGNER_CODE = /\/assets\/custom-pin-designer-[\w-]+\.js$/;

/** gotoHydratedHolding on the designer's page. */
async function openHydrated(page: Page): Promise<void> {
  await gotoHydratedHolding(page, '/custom');
}

test.describe('custom pin designer used before its code has come', () => {
  test('the slider moved with the keyboard keeps its quantity and the focus', async ({ page }) => {
    const { release } = await holdScript(page, DESIGNER_CODE);
    await openHydrated(page);
    const slider = page.getByRole('slider', { name: 'Number of pins' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    // The browser's own range input moves with no script; the prices wait for the designer's code.
    await expect(slider).toHaveValue('125');
    await expect(page.getByTestId('step-total')).toHaveText('$500.00');

    const designerCode = page.waitForResponse(DESIGNER_CODE);
    release();
    await designerCode;
    await expect(slider).toHaveAttribute('aria-valuetext', '125 pins');
    await expect(page.getByTestId('step-total')).toHaveText('$625.00');
    await expect(slider).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '150 pins');
  });

  test('a quick pick pressed before the code is pressed again once it is there', async ({ page }) => {
    const { release } = await holdScript(page, DESIGNER_CODE);
    await openHydrated(page);
    await page.getByRole('button', { name: '500', exact: true }).click();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '100 pins');

    release();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '500 pins');
    await expect(page.getByTestId('step-total')).toHaveText('$1,500.00');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pin Specifications' })).toBeVisible();
  });
});
