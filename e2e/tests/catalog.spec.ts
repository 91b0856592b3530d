import { expect, test } from '../support/test';
import { isMobile } from '../support/site';
import { chooseOption, filters, filtersIdle, openFilters } from '../support/catalog';

test.describe('catalogue', () => {
  test('family page -> filter -> product detail -> every tab', async ({ page }, info) => {
    await page.goto('/productCenter?type=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Industrial Switch' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Advantages' }).getByRole('listitem')).toHaveCount(4);
    // No filter differs yet: the sub categories, each with Learn more...
    const poeCategory = page.getByRole('link', { name: /Industrial PoE Switches/ });
    await expect(poeCategory).toContainText('Learn more...');
    await expect(poeCategory).toHaveAttribute('href', '/producList?id=22');
    await openFilters(page, isMobile(info));

    // click, then wait: the filters live in the URL, so the box is ticked once the navigation renders.
    await filters(page).getByRole('checkbox', { name: 'POE' }).click();
    await expect(filters(page).getByRole('checkbox', { name: 'POE' })).toBeChecked();
    await expect(page).toHaveURL(/tags=5%7CPOE/);
    await filtersIdle(page);
    await chooseOption(page, 'Managed/Unmanaged', 'Managed');
    await expect(page).toHaveURL(/tags=1%7CManaged%2C5%7CPOE/);
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByText(/\d+ products? found/)).toBeVisible();
    await expect(results.getByRole('link', { name: 'FL-PS6010P' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'FL-PU2005P' })).toHaveCount(0);

    await results.getByRole('link', { name: 'FL-PS6020BT' }).click();
    await expect(page).toHaveURL(/\/producDtetails\?id=2202$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FL-PS6020BT' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Industrial Switch' })).toHaveAttribute('href', '/productCenter?type=1');
    await expect(crumbs.getByRole('link', { name: 'Industrial PoE Switches' })).toHaveAttribute('href', '/producList?id=22');
    await expect(page.getByRole('link', { name: 'Project Consulting' })).toHaveAttribute('href', '/about?type=1');

    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await expect(tabs.getByRole('tab')).toHaveText(['Introduce', 'Specifications', 'Ordering Information']);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(panel.getByRole('cell', { name: '720 W, up to 90 W per port' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Ordering Information' }).click();
    await expect(panel.getByRole('cell', { name: 'FL-PS6020BT-T' })).toBeVisible();

    // The thumbnails switch the large image (hover on desktop, tap on a phone).
    const thumbnail = page.getByRole('button', { name: 'Show image 3' });
    if (isMobile(info)) await thumbnail.click();
    else await thumbnail.hover();
    await expect(page.getByTestId('large-image')).toHaveAttribute('src', '/media/catalog/product-2202-3.svg');
  });

  test("a product's tabs: links to the page on each tab, switched in place with the address following", async ({ page }) => {
    await page.goto('/producList?id=22');
    await page.goto('/producDtetails?id=2202&tab=specifications');
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    const panel = page.getByRole('tabpanel');
    // The address opens its tab.
    await expect(tabs.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('cell', { name: '720 W, up to 90 W per port' })).toBeVisible();
    expect(await tabs.getByRole('tab').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/producDtetails?id=2202',
      '/producDtetails?id=2202&tab=specifications',
      '/producDtetails?id=2202&tab=ordering',
    ]);
    // The page is kept: a click switches the tab in place, and the address says which tab is open.
    const heading = await page.getByRole('heading', { level: 1, name: 'FL-PS6020BT' }).elementHandle();
    await tabs.getByRole('tab', { name: 'Ordering Information' }).click();
    await expect(panel.getByRole('cell', { name: 'FL-PS6020BT-T' })).toBeVisible();
    await expect(page).toHaveURL('/producDtetails?id=2202&tab=ordering');
    // The keyboard moves as before: the arrow selects the next tab (wrapping round) and the address follows.
    await expect(tabs.getByRole('tab', { name: 'Ordering Information' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Introduce' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Introduce' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL('/producDtetails?id=2202');
    expect(await heading?.evaluate((element) => element.isConnected), 'no new page was loaded').toBe(true);
    // The address was replaced, not added to: Back leaves the product.
    await page.goBack();
    await expect(page).toHaveURL('/producList?id=22');
  });

  test('accessories show the tabs of their family', async ({ page }) => {
    await page.goto('/producDtetails?id=1901');
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await expect(tabs.getByRole('tab')).toHaveText(['Introduce', 'OutputCapability', 'DeratingCurve', 'Ordering Information']);
    await tabs.getByRole('tab', { name: 'OutputCapability' }).click();
    await expect(page.getByRole('tabpanel').getByRole('cell', { name: 'Continuous current' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'DeratingCurve' }).click();
    await expect(page.getByRole('tabpanel').getByRole('cell', { name: '-40 to 60 °C' })).toBeVisible();

    await page.goto('/producDtetails?id=1701');
    await expect(tabs.getByRole('tab')).toHaveText(['Description', 'Ordering Information']);
    await page.goto('/producDtetails?id=1801');
    await expect(tabs.getByRole('tab')).toHaveText(['Introduce', 'Installation Requirement', 'Ordering Information']);
    await tabs.getByRole('tab', { name: 'Installation Requirement' }).click();
    await expect(page.getByRole('tabpanel').getByText('Receive sensitivity')).toBeVisible();
  });

  test('product list: card/list toggle and paging of 8', async ({ page }, info) => {
    await page.goto('/producList?id=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Managed DIN-Rail Switches' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Managed DIN-Rail Switches products' });
    // The products are the list's own items (the list layout's summaries have bullet lists of their own).
    const products = list.locator(':scope > li');
    await expect(products).toHaveCount(8);
    await expect(list).toHaveAttribute('data-layout', 'card');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    if (isMobile(info)) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(products).toHaveCount(9);
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    } else {
      const pager = page.getByRole('navigation', { name: 'Product pages' });
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(products).toHaveCount(1);
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    }
    // The introduction shows only for sub category 22.
    await expect(page.getByText(/Ferrolink industrial PoE switches power cameras/)).toHaveCount(0);
    await page.goto('/producList?id=22');
    await expect(page.getByText(/Ferrolink industrial PoE switches power cameras/)).toBeVisible();
    await page.getByRole('link', { name: 'FL-PS6020BT' }).click();
    await expect(page).toHaveURL(/\/producDtetails\?id=2202$/);
  });

  test('the back button restores the filters', async ({ page }, info) => {
    await page.goto('/productCenter?type=1');
    await expect(page.getByRole('link', { name: /Industrial PoE Switches/ })).toBeVisible();
    await openFilters(page, isMobile(info));
    const poe = filters(page).getByRole('checkbox', { name: 'POE' });
    const m12 = filters(page).getByRole('checkbox', { name: 'M12' });
    await poe.click();
    await expect(poe).toBeChecked();
    await filtersIdle(page);
    await m12.click();
    await expect(m12).toBeChecked();
    await expect(page.getByRole('region', { name: 'Matching products' }).getByRole('link', { name: 'FL-TS9010-PoE' })).toBeVisible();
    await page.getByRole('region', { name: 'Matching products' }).getByRole('link', { name: 'FL-TS9010-PoE' }).click();
    await expect(page).toHaveURL(/\/producDtetails\?id=903$/);
    // The visitor goes back from the product's page once it shows. (The address changes first; a Back before the
    // product page has replaced the list returns to the same list, its FILTERS panel as it was.)
    await expect(page.getByRole('heading', { level: 1, name: 'FL-TS9010-PoE' })).toBeVisible();

    await page.goBack();
    // A phone comes back with its FILTERS button shut, as any page opens.
    await openFilters(page, isMobile(info));
    await expect(m12).toBeChecked();
    await expect(poe).toBeChecked();
    await page.goBack();
    await expect(m12).not.toBeChecked();
    await expect(poe).toBeChecked();
    await page.goBack();
    await expect(poe).not.toBeChecked();
    await expect(page.getByRole('link', { name: /Industrial PoE Switches/ })).toBeVisible();
  });

  test('changing a filter keeps the visitor where they are; a product opens at its top', async ({ page }, info) => {
    await page.goto('/productCenter?type=1');
    await expect(page.getByRole('link', { name: /Industrial PoE Switches/ })).toBeVisible();
    await filtersIdle(page);
    await openFilters(page, isMobile(info));
    const poe = filters(page).getByRole('checkbox', { name: 'POE' });
    await poe.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await poe.click();
    await expect(poe).toBeChecked();
    await expect(page).toHaveURL(/tags=5%7CPOE/);
    const result = page.getByRole('region', { name: 'Matching products' }).getByRole('link').first();
    await expect(result).toBeVisible();
    // Not thrown back above the banner: at most the page's own small moves as the results replace the cards.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await result.click();
    await expect(page).toHaveURL(/\/producDtetails\?id=\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a shared link with filters restores them; RESET clears them', async ({ page }, info) => {
    await page.goto('/productCenter?type=1&tags=6%7CRackmount&ports=20-52');
    await openFilters(page, isMobile(info));
    await expect(
      filters(page).getByRole('combobox', { name: 'Installation' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).toContainText('Rackmount');
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByRole('link', { name: 'FL-RS7052-L3' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'FL-RS7012-10G' })).toHaveCount(0);
    await filters(page).getByRole('button', { name: 'RESET' }).click();
    await expect(page).toHaveURL(/\/productCenter\?type=1$/);
    await expect(page.getByRole('link', { name: /Rackmount Layer 3 Switches/ })).toContainText('Learn more...');
  });

  test('the wireless family offers Wi-Fi standard, bands and cellular, not managed, ports or M12, and each narrows the list', async ({
    page,
  }, info) => {
    await page.goto('/productCenter?type=3');
    await expect(page.getByRole('heading', { level: 1, name: 'Industrial Wireless' })).toBeVisible();
    await openFilters(page, isMobile(info));
    const sidebar = filters(page);
    for (const label of ['Wi-Fi standard', 'Frequency bands', 'Cellular']) await expect(sidebar.getByRole('combobox', { name: label })).toBeVisible();
    await expect(sidebar.getByRole('combobox', { name: 'Managed/Unmanaged' })).toHaveCount(0);
    await expect(sidebar.getByRole('slider')).toHaveCount(0);
    await expect(sidebar.getByText('Total No. of Ports')).toHaveCount(0);
    await expect(sidebar.getByRole('checkbox', { name: 'M12' })).toHaveCount(0);

    await chooseOption(page, 'Cellular', '5G');
    await expect(page).toHaveURL(/tags=33%7C5G/);
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByText('2 products found')).toBeVisible();
    await expect(results.getByRole('link', { name: 'FL-CR5G10' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'FL-CR4G20' })).toHaveCount(0);
    await expect(results.getByRole('link', { name: 'FL-AP6200' })).toHaveCount(0);
    await filtersIdle(page);
    await chooseOption(page, 'Frequency bands', '60 GHz');
    // Cellular and Wi-Fi bands together: no product has both.
    await expect(results.getByText(/No products match these filters/)).toBeVisible();
  });

  test('a link with filters of another family opens that family unfiltered, not on an error', async ({ page }) => {
    await page.goto('/productCenter?type=4&tags=1%7CManaged,4%7CM12&ports=8-24');
    await expect(page.getByRole('link', { name: /Power Supplies/ })).toContainText('Learn more...');
    await expect(page.getByRole('region', { name: 'Matching products' })).toHaveCount(0);
  });

  test('on a phone the FILTERS button comes before the advantages, across the whole width, and opens the filters there', async ({ page }, info) => {
    test.skip(!isMobile(info), 'the phone layout');
    await page.goto('/productCenter?type=1');
    const button = page.getByRole('button', { name: /^FILTERS/ });
    const advantages = page.getByRole('region', { name: 'Advantages' });
    await expect(advantages).toBeAttached();
    const buttonBox = (await button.boundingBox())!;
    const advantagesBox = (await advantages.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(buttonBox.y + buttonBox.height).toBeLessThan(advantagesBox.y);
    expect(buttonBox.width).toBeGreaterThan(width * 0.85);
    await button.click();
    const sidebarBox = (await filters(page).boundingBox())!;
    expect(sidebarBox.width).toBeGreaterThan(width * 0.85);
    expect(sidebarBox.y).toBeLessThan(advantagesBox.y);
  });

  test('FeaturedProducts on /index: tabs with Learn More to the detail page', async ({ page }) => {
    await page.goto('/index');
    const tabs = page.getByRole('tablist', { name: 'Featured products' });
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    await tabs.getByRole('tab').nth(1).click();
    await page.getByRole('link', { name: 'Learn More about FL-MS5010G-2S' }).click();
    await expect(page).toHaveURL(/\/producDtetails\?id=502$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FL-MS5010G-2S' })).toBeVisible();
  });
});
