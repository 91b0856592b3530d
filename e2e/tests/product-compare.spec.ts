import AxeBuilder from '@axe-core/playwright';
import { appReady, expect, test, type Locator, type Page } from '../support/test';
import { isMobile } from '../support/site';

// The product comparison as a buyer uses it: three switches picked from their list with Compare, the tray's
// "Compare (3)", the differences only, and the same address opened in a browser that has never seen the site (as a
// link sent by mail is): the same table, because the address is the whole state. At desktop and phone size.

const LIST = '/producList?id=5';
const PICKED = ['FL-MS5008G', 'FL-MS5010G-2S', 'FL-MS5028G-4S'];

/** Each row of the table as the visitor reads it: the row's heading, then its cells' text. */
async function tableText(table: Locator): Promise<string[][]> {
  return table.locator('tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));
}

const SEVERE = new Set(['serious', 'critical']);

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .map((violation) => ({ rule: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' > ')) }));
}

test.describe('product comparison', () => {
  test('pick three switches from a list, compare them, show the differences only, and share the address', async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    await page.goto(LIST);
    const list = page.getByRole('list', { name: /products$/ });
    for (const name of PICKED) {
      const toggle = list.getByRole('button', { name: `Compare ${name}`, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByRole('complementary', { name: 'Products to compare' });
    await expect(tray.getByRole('listitem')).toHaveText(PICKED.map((name) => new RegExp(`^${name}`)));
    // The tray never hides the end of the page: the page has room below it for the tray.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual((await tray.boundingBox())?.height ?? Infinity);

    // The choice survives a reload.
    await page.reload();
    await expect(tray.getByRole('listitem')).toHaveCount(3);
    expect(await severeViolations(page), 'axe on the list with the tray open').toEqual([]);

    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL('/productCompare?ids=501,502,503');
    const table = page.getByRole('table');
    const heads = table.getByRole('row').first().getByRole('link');
    await expect(heads).toHaveText(PICKED);
    await expect(heads.first()).toHaveAttribute('href', '/producDtetails?id=501');
    // Aligned rows: the two-port switch has fibre ports, the eight-port one none, said in words.
    const fibre = table.getByRole('row', { name: /^Fibre ports/ });
    await expect(fibre.getByRole('cell').nth(0)).toHaveText('—not specified');
    await expect(fibre.getByRole('cell').nth(1)).toHaveText('2 x 100/1000BASE-X SFP');
    await expect(table.getByRole('rowheader', { name: /^MAC table/ })).toBeVisible();

    await page.getByRole('switch', { name: 'Show differences only' }).check();
    await expect(page).toHaveURL('/productCompare?ids=501,502,503&diff=1');
    // All three have 16K MAC table entries: that row is gone; their copper ports differ.
    await expect(table.getByRole('rowheader', { name: /^MAC table/ })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: /^Copper ports/ })).toBeVisible();
    const shown = await tableText(table);
    expect(await severeViolations(page), 'axe on the comparison').toEqual([]);

    if (isMobile(info)) {
      // The field names stay in view while the products scroll sideways.
      const scroller = page.getByRole('region', { name: /^Specifications of/ });
      const field = table.getByRole('rowheader', { name: /^Copper ports/ });
      const value = table
        .getByRole('row', { name: /^Copper ports/ })
        .getByRole('cell')
        .nth(1);
      const before = { field: await field.boundingBox(), value: await value.boundingBox() };
      await scroller.evaluate((element) => element.scrollBy(300, 0));
      await expect.poll(async () => (await value.boundingBox())?.x).toBeLessThan((before.value?.x ?? 0) - 100);
      expect((await field.boundingBox())?.x).toBe(before.field?.x);
    }

    // A browser with nothing stored, given the address: the same table.
    const { viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor, baseURL } = info.project.use;
    const fresh = await browser.newContext({ viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor, baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto('/productCompare?ids=501,502,503&diff=1');
      await appReady(other);
      await expect(other.getByRole('switch', { name: 'Show differences only' })).toBeChecked();
      expect(await tableText(other.getByRole('table'))).toEqual(shown);
      expect(await other.evaluate(() => localStorage.getItem('ferrolink-compare'))).toBeNull();
    } finally {
      await fresh.close();
    }

    // Removing a column changes the address and keeps the others' order.
    await table.getByRole('button', { name: 'Remove FL-MS5010G-2S from the comparison' }).click();
    await expect(page).toHaveURL('/productCompare?ids=501,503&diff=1');
    await expect(heads).toHaveText(['FL-MS5008G', 'FL-MS5028G-4S']);
  });

  test('the product page picks a product, and the comparison adds another by name', async ({ page }) => {
    await page.goto('/producDtetails?id=504');
    await page.getByRole('button', { name: 'Compare FL-MS5006G-2S-HV', exact: true }).click();
    const tray = page.getByRole('complementary', { name: 'Products to compare' });
    await tray.getByRole('link', { name: 'Compare (1)' }).click();
    await expect(page).toHaveURL('/productCompare?ids=504');
    const finder = page.getByRole('search', { name: 'Find a product to add' });
    await finder.getByRole('searchbox', { name: 'Model or name' }).fill('FL-MS5012-4M');
    await finder.getByRole('button', { name: 'Find products' }).click();
    await page.getByRole('button', { name: /^Add FL-MS5012-4M/ }).click();
    await expect(page).toHaveURL('/productCompare?ids=504,505');
    await expect(page.getByRole('table').getByRole('row').first().getByRole('link')).toHaveText(['FL-MS5006G-2S-HV', 'FL-MS5012-4M']);

    // Printed: the table without the site's header and footer, the switch or the finder.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Show differences only' })).toBeHidden();
    await expect(page.getByRole('search', { name: 'Find a product to add' })).toBeHidden();
  });
});
