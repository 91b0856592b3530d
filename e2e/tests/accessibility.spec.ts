import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

// axe on every main route, at the desktop and the phone widths of the two projects: no serious or critical
// violation of WCAG 2.0/2.1 A and AA. Each route waits for its section's content, not its skeleton, so axe
// sees what a visitor reads (on /index also react-slick's cloned slides, which only exist once it has loaded).

interface AuditedRoute {
  path: string;
  /** Resolves once the route's section shows its content. */
  ready: (page: Page) => Promise<void>;
}

const remote = (page: Page, name: string) => page.locator(`[data-remote="${name}"]`);

const ROUTES: readonly AuditedRoute[] = [
  {
    path: '/index',
    ready: async (page) => {
      await expect(page.getByTestId('home-carousel').locator('.slick-initialized')).toBeVisible();
      await expect(remote(page, 'mf_catalog').getByRole('heading').first()).toBeVisible();
      // The solutions accordion loads as the visitor nears it (below a phone's first screen).
      await page.locator('#home-solutions-title').scrollIntoViewIfNeeded();
      await expect(remote(page, 'mf_solutions').getByRole('heading').first()).toBeVisible();
    },
  },
  {
    path: '/productCenter?type=1',
    ready: (page) => expect(remote(page, 'mf_catalog').getByRole('heading', { level: 1, name: 'Industrial Switch' })).toBeVisible(),
  },
  {
    path: '/producList?id=22',
    ready: async (page) => {
      await expect(remote(page, 'mf_catalog').getByRole('heading', { level: 1, name: 'Industrial PoE Switches' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Industrial PoE Switches products' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    path: '/producDtetails?id=501',
    ready: async (page) => {
      await expect(remote(page, 'mf_catalog').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    // A discontinued product: its lifecycle badge and the link to its successor.
    path: '/producDtetails?id=601',
    ready: (page) => expect(remote(page, 'mf_catalog').getByRole('link', { name: 'Replaced by FL-US1008G' })).toBeVisible(),
  },
  {
    path: '/solution?type=1',
    ready: (page) => expect(remote(page, 'mf_solutions').getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
  {
    path: '/support',
    ready: (page) => expect(remote(page, 'mf_support').getByRole('heading', { level: 1, name: 'Support' })).toBeVisible(),
  },
  {
    path: '/securityAdvisories',
    ready: (page) =>
      expect(remote(page, 'mf_support').getByRole('list', { name: 'Security advisories' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/securityAdvisory?id=FL-SA-2026-003',
    ready: (page) => expect(remote(page, 'mf_support').getByRole('table', { name: 'Revision history' })).toBeVisible(),
  },
  {
    path: '/newsList',
    ready: (page) => expect(remote(page, 'mf_news').getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/about',
    ready: (page) => expect(remote(page, 'mf_news').getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/login',
    ready: (page) => expect(remote(page, 'mf_account').getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible(),
  },
  {
    path: '/privacy',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible(),
  },
  {
    path: '/partsListCheck',
    ready: (page) => expect(remote(page, 'mf_support').getByRole('heading', { level: 1, name: 'Parts-List Check' })).toBeVisible(),
  },
  {
    path: '/searchList?search=switch',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: /^\d+ results? for "switch"$/ })).toBeVisible(),
  },
];

const SEVERE = new Set(['serious', 'critical']);

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const route of ROUTES) {
    test(`${route.path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(route.path);
      await route.ready(page);
      // The header's menus and the footer come from the API too; the widgets below the fold finish loading.
      await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const severe = results.violations
        .filter((violation) => SEVERE.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' > ')),
        }));
      expect(severe, `axe on ${route.path}:\n${JSON.stringify(severe, null, 2)}`).toEqual([]);
    });
  }
});

test.describe('keyboard focus', () => {
  test('Escape on a header menu closes it and gives focus back to the button that opened it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the phone header has a slide-out menu, not these menus');
    await page.goto('/index');
    await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
    const trigger = page.locator('header').getByRole('button', { name: 'Products', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Products menu' });
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('Go To Top moves focus to the top of the page, the skip link', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
    await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    const button = page.getByRole('button', { name: 'Go To Top' });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');

    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A keyboard visitor sees where focus is; the next Tab goes on through the header as on a fresh page.
    await expect(skipLink).toBeInViewport();
  });

  test("the search box shows the site's amber focus ring", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the phone search box is in the slide-out menu: the desktop covers the ring');
    await page.goto('/index');
    const box = page.locator('header').getByRole('search');
    await box.getByRole('searchbox', { name: 'Search the site' }).focus();
    const ring = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    // The site's ring: `:focus-visible` in shell/src/styles.css.
    expect(ring).toEqual({ style: 'solid', width: '3px', color: 'rgb(255, 191, 71)' });
  });
});
