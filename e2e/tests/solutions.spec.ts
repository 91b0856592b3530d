import { expect, test } from '../support/test';
import { isMobile } from '../support/site';
import { expectActiveSector, expectSectorAtTop, scrollTop, SECTORS, sectorTab } from '../support/solutions';

test.describe('solutions overview (/solution)', () => {
  test('shows the banner, the four sector tabs and every sector with its cards', async ({ page }) => {
    await page.goto('/solution');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeAttached();
    const tabs = page.getByRole('navigation', { name: 'Solution sectors' }).getByRole('button');
    await expect(tabs).toHaveText(SECTORS.map((sector) => sector.name));
    for (const sector of SECTORS) {
      const section = page.getByTestId(`sector-${sector.type}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(sector.name);
      await expect(section.getByRole('link')).toHaveCount(sector.solutions.length);
    }
    await expectActiveSector(page, 'Intelligent Transportation');
  });

  for (const sector of SECTORS) {
    test(`type=${sector.type} opens scrolled to ${sector.name}, highlighted`, async ({ page }) => {
      await page.goto(`/solution?type=${sector.type}`);
      await expectSectorAtTop(page, sector.type);
      await expectActiveSector(page, sector.name);
    });
  }

  test('each tab smooth-scrolls to its sector and is highlighted; scrolling by hand moves the highlight', async ({ page }) => {
    await page.goto('/solution');
    await expect(page.getByTestId('sector-4').getByRole('link').first()).toBeVisible();
    for (const sector of [SECTORS[2], SECTORS[0], SECTORS[3], SECTORS[1]]) {
      await sectorTab(page, sector.name).click();
      await expectSectorAtTop(page, sector.type);
      await expectActiveSector(page, sector.name);
    }
    // The visitor scrolls: the highlight follows the sector being read.
    for (const sector of [SECTORS[3], SECTORS[0], SECTORS[2]]) {
      await page.evaluate((type) => {
        const heading = document.getElementById(`sector-${type}-title`);
        const nav = document.querySelector('nav[aria-label="Solution sectors"]');
        if (heading && nav) window.scrollBy(0, heading.getBoundingClientRect().top - nav.getBoundingClientRect().bottom - 10);
      }, sector.type);
      await expectActiveSector(page, sector.name);
    }
  });

  test('without the list service the overview still links every solution and says what is missing', async ({ page }) => {
    // An opened /solution address carries the list in its document: the overview asks the API for it when the visitor
    // comes from another page of the site (here the footer's link, from the sign-in page, which reads no solutions).
    await page.goto('/login');
    await expect(page.locator('[data-remote="mf_account"] input').first()).toBeVisible();
    await page.route('**/api/Solution/GetList**', (route) => route.abort('connectionrefused'));
    await page.locator('footer').getByRole('link', { name: 'Smart Energy' }).click();
    await expect(page).toHaveURL(/\/solution\?type=4$/);
    await expect(page.getByText('Sector descriptions could not be loaded just now')).toBeVisible();
    await expect(page.getByTestId('sector-4').getByRole('link', { name: /^Wind Energy/ })).toHaveAttribute(
      'href',
      '/solutionDetails?type=4&tag=3&id=22',
    );
    await expectActiveSector(page, 'Smart Energy');
  });

  test('an unknown type says so and shows all sectors', async ({ page }) => {
    await page.goto('/solution?type=9');
    await expect(page.getByText('There is no solution sector "9"; here are all four sectors.')).toBeVisible();
    await expect(page.getByTestId('sector-4').getByRole('link')).toHaveCount(4);
  });
});

test.describe('overview cards open their solution detail, scrolled to the top', () => {
  for (const sector of SECTORS) {
    for (const [id, name, tag] of sector.solutions) {
      test(`${name} (id ${id})`, async ({ page }) => {
        await page.goto(`/solution?type=${sector.type}`);
        await expectSectorAtTop(page, sector.type);
        await page
          .getByTestId(`sector-${sector.type}`)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/solutionDetails\\?type=${sector.type}&tag=${tag}&id=${id}$`));
        await expect(page.getByRole('heading', { level: 1, name: sector.name })).toBeAttached();
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect.poll(() => scrollTop(page)).toBe(0);
      });
    }
  }
});

test.describe('solution detail (/solutionDetails)', () => {
  test('breadcrumb, tab switching through the URL, the empty Water Conservancy grid, and cases', async ({ page }, testInfo) => {
    await page.goto('/solutionDetails?type=4&tag=1&id=23');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    await expect(crumbs.getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solution?type=1');
    await expect(crumbs.getByText('Photovoltaic')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Photovoltaic features' }).getByRole('listitem')).toHaveCount(4);

    await page.getByRole('tab', { name: 'Water Conservancy' }).click();
    await expect(page).toHaveURL(/\/solutionDetails\?type=4&tag=2&id=21$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Water Conservancy' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Water Conservancy features' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Water Conservancy features' }).getByRole('listitem')).toHaveCount(0);

    const cases = page.getByRole('tablist', { name: 'Application cases' });
    await expect(cases).toHaveAttribute('aria-orientation', isMobile(testInfo) ? 'horizontal' : 'vertical');
    const caseTabs = cases.getByRole('tab');
    await expect(caseTabs).toHaveCount(2);
    await expect(caseTabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(/^Flood-control network/);
    await caseTabs.nth(1).click();
    await expect(caseTabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(/^Pumping-station automation/);
    await expect(page.getByRole('tabpanel').getByText('Twenty pumping stations')).toBeVisible();

    // Back in the browser history returns to the previous tab.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Photovoltaic' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a long summary is cut at 430 characters, a short one shown whole', async ({ page }) => {
    await page.goto('/solutionDetails?type=1&tag=1&id=24');
    const summary = page.getByTestId('solution-summary');
    await expect(summary).toHaveText(/^Metro and light-rail operators .*\.\.\.$/);
    // 430 characters, less a trailing space the cut may leave, plus the ellipsis.
    expect((await summary.textContent())?.length).toBeGreaterThanOrEqual(430);
    expect((await summary.textContent())?.length).toBeLessThanOrEqual(433);
    await page.goto('/solutionDetails?type=2&tag=1&id=18');
    await expect(page.getByTestId('solution-summary')).toHaveText(/OT traffic apart from IT\.$/);
  });

  test('bad links get a clear message, not a broken page', async ({ page }) => {
    await page.goto('/solutionDetails?type=9&id=abc');
    await expect(page.getByRole('alert')).toContainText('"abc" is not a valid solution id.');
    await page.goto('/solutionDetails?type=9');
    await expect(page.getByRole('alert')).toContainText('no solution sector with this type');
    await page.getByRole('link', { name: 'Browse all solutions' }).click();
    await expect(page).toHaveURL(/\/solution\?type=1$/);
  });

  test('when the service cannot be reached: the connection toast and a message with Try again, never a blank page', async ({ page }) => {
    // The page opened comes with its solution; the next one the visitor picks is asked of the service.
    await page.goto('/solutionDetails?type=3&tag=1&id=8');
    await expect(page.getByRole('heading', { level: 2, name: 'Utility Tunnel' })).toBeVisible();
    await page.route('**/api/Solution/GetDetailById**', (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Intelligent Monitoring' }).click();
    await expect(page.getByText('cannot connect to the service')).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'This solution could not be loaded' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Intelligent Monitoring' })).toHaveAttribute('aria-selected', 'true');
    await page.unroute('**/api/Solution/GetDetailById**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Intelligent Monitoring' })).toBeVisible();
  });

  // Needs the catalogue's products (seeded before the solutions) and mf-catalog's detail page.
  test('a recommended product opens its product detail page', async ({ page }) => {
    await page.goto('/solutionDetails?type=1&tag=1&id=24');
    const products = page.getByRole('region', { name: 'Recommended Products' });
    const first = products.getByRole('link', { name: 'FL-TS9008-M12' });
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/producDtetails\?id=901$/);
    await expect(page.getByRole('heading', { name: /FL-TS9008-M12/ }).first()).toBeVisible();
  });
});

test.describe('home page solutions accordion', () => {
  for (const sector of SECTORS) {
    test(`panel ${sector.type} ${sector.name} leads to /solution?type=${sector.type}`, async ({ page }) => {
      await page.goto('/index');
      // Below a phone's first screen the accordion loads as the visitor nears it.
      await page.locator('#home-solutions-title').scrollIntoViewIfNeeded();
      const accordion = page.getByTestId('solutions-accordion');
      await accordion.scrollIntoViewIfNeeded();
      await expect(accordion.getByRole('button')).toHaveCount(4);
      await accordion.getByRole('button', { name: sector.name }).click();
      await expect(accordion.getByRole('button', { name: sector.name })).toHaveAttribute('aria-expanded', 'true');
      const panel = accordion.getByRole('region', { name: sector.name });
      await expect(panel).toContainText(sector.solutions[0][1]);
      await panel.getByRole('link', { name: /Learn More/ }).click();
      await expect(page).toHaveURL(new RegExp(`/solution\\?type=${sector.type}$`));
      await expectSectorAtTop(page, sector.type);
      await expectActiveSector(page, sector.name);
    });
  }
});
