import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
    path: '/solution?type=1',
    ready: (page) => expect(remote(page, 'mf_solutions').getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
  {
    path: '/support',
    ready: (page) => expect(remote(page, 'mf_support').getByRole('heading', { level: 1, name: 'Support' })).toBeVisible(),
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
