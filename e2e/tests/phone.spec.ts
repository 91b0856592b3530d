import { expect, test, type Locator, type Page } from '../support/test';

// On a phone every tab of a row must be within reach: either the whole row shows, or the end that hides tabs
// shows a cue that scrolls to them.

/** Whether the whole of `tab` shows inside its row and on the screen. */
function wholeInRow(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const row = element.closest('[role="tablist"]');
    if (!row) return false;
    const box = element.getBoundingClientRect();
    const visible = row.getBoundingClientRect();
    return box.left >= Math.max(visible.left, 0) - 1 && box.right <= Math.min(visible.right, window.innerWidth) + 1;
  });
}

async function expectEveryTabReachable(page: Page, tablist: Locator, lastTabName: string): Promise<void> {
  const tabs = tablist.getByRole('tab');
  const last = tablist.getByRole('tab', { name: lastTabName });
  await expect(tabs.last()).toHaveAccessibleName(lastTabName);
  const moreAfter = tablist.locator('xpath=..').getByTestId('tablist-more-after');
  const everyTabShows = (await Promise.all((await tabs.all()).map(wholeInRow))).every(Boolean);
  if (!everyTabShows) {
    // Tabs run past the edge: the cue says so, and pressing it brings the last tab into view.
    await expect(moreAfter).toBeVisible();
    for (let press = 0; press < 6 && !(await wholeInRow(last)); press += 1) {
      await moreAfter.click();
      await page.waitForTimeout(400);
    }
    expect(await wholeInRow(last)).toBe(true);
    // At the end there is nothing more that way, and the cue at the start now says there are tabs back there.
    await expect(moreAfter).toBeHidden();
    await expect(tablist.locator('xpath=..').getByTestId('tablist-more-before')).toBeVisible();
  } else {
    await expect(moreAfter).toBeHidden();
  }
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
}

test.describe('phone details', () => {
  test.skip(({ isMobile }) => !isMobile, 'what a phone shows; the desktop shows every tab and has no slide-out menu');

  test('home Featured Products: every tab shows or the cue reaches the last one', async ({ page }) => {
    await page.goto('/index');
    const tablist = page.getByRole('tablist', { name: 'Featured products' });
    await tablist.scrollIntoViewIfNeeded();
    await expectEveryTabReachable(page, tablist, (await tablist.getByRole('tab').last().textContent()) ?? '');
  });

  test("a product's tabs: every tab shows or the cue reaches Ordering Information", async ({ page }) => {
    await page.goto('/producDtetails?id=501');
    const tablist = page.getByRole('tablist', { name: 'Product information' });
    await tablist.scrollIntoViewIfNeeded();
    await expectEveryTabReachable(page, tablist, 'Ordering Information');
  });

  test('the slide-out menu shows EN and ZH without scrolling', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    // Nothing else pressed and nothing scrolled: both choices show whole.
    const english = menu.getByText('EN', { exact: true });
    const chinese = menu.getByRole('link', { name: 'ZH', exact: true });
    await expect(english).toBeInViewport({ ratio: 1 });
    await expect(chinese).toBeInViewport({ ratio: 1 });
    expect(await menu.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(chinese).toHaveAttribute('hreflang', 'zh');
    await expect(menu.getByRole('group', { name: 'Language' })).toContainText('ENZH');
  });
});
