import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

// The security advisories as a plant's network engineer reaches them: from a product's page to the advisory that
// concerns it, whose page gives the score, the firmware affected and the version that fixes it. On a phone and a
// desktop (the two projects), with axe's serious and critical findings at none and no layout shift while it loads.

const remote = (page: Page, name: string) => page.locator(`[data-remote="${name}"]`);

/** Records every layout shift from the start of the document, as the layout-shift test does. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0 };
    (window as unknown as { __shiftTotal: typeof record }).__shiftTotal = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) => page.evaluate(() => (window as unknown as { __shiftTotal: { total: number } }).__shiftTotal.total);

async function seriousAxeFindings(page: Page) {
  // The header's menus and the footer come from the API too: wait for them and for every loading state to end.
  await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' > ')) }));
}

test('a product page lists its advisory, and the advisory page gives the score, affected and fixed firmware', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/producDtetails?id=502');
  await expect(remote(page, 'mf_catalog').getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Security advisories' });
  const advisories = section.getByRole('list', { name: 'Security advisories for this product' }).getByRole('listitem');
  await expect(advisories).toHaveCount(2);
  const csrf = advisories.filter({ hasText: 'FL-SA-2026-003' });
  await expect(csrf).toContainText('High 8.8');
  await expect(csrf).toContainText('Affected firmware: 3.0.0 to before 3.2.1. Fixed in 3.2.1.');
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await shiftTotal(page)).toBeLessThan(0.02);

  await csrf.getByRole('link').click();
  await expect(page).toHaveURL(/\/securityAdvisory\?id=FL-SA-2026-003$/);
  const advisory = remote(page, 'mf_support');
  await expect(advisory.getByRole('heading', { level: 1 })).toHaveText(
    'Cross-site request forgery in the web management of managed and rackmount switches',
  );
  await expect(advisory.getByText('CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H')).toBeVisible();
  await expect(advisory.getByText('8.8', { exact: true })).toBeVisible();
  const affected = advisory.getByRole('table', { name: 'Affected products and firmware versions' });
  const row = affected.getByRole('row', { name: /FL-MS5010G-2S/ });
  await expect(row.getByRole('cell').first()).toHaveText('3.0.0 to before 3.2.1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('3.2.1');
  await expect(page).toHaveTitle(
    'FL-SA-2026-003: Cross-site request forgery in the web management of managed and rackmount switches | Ferrolink Industrial Networks',
  );
});

test('an advisory opened from its address: no serious axe finding and no layout shift while it loads', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/securityAdvisory?id=FL-SA-2026-001');
  const advisory = remote(page, 'mf_support');
  await expect(advisory.getByRole('heading', { level: 1 })).toContainText('LLDP frame flood');
  await expect(advisory.getByRole('table', { name: 'Affected products and firmware versions' })).toContainText('No fix yet: apply the mitigations');
  await expect(advisory.getByRole('heading', { level: 2, name: 'Mitigations' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await shiftTotal(page)).toBeLessThan(0.02);
});

test('the advisories list is under Support, filters by severity in the address, and has no serious axe finding', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/securityAdvisories');
  const list = page.getByRole('list', { name: 'Security advisories' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  await expect(list.first()).toContainText('FL-SA-2026-008');
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await shiftTotal(page)).toBeLessThan(0.02);
  await page.getByRole('link', { name: 'Critical (1)' }).click();
  await expect(page).toHaveURL(/severity=Critical/);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('FL-SA-2025-009');
  // The footer lists the page under Support, as the Support mega menu does.
  await expect(page.locator('footer').getByRole('link', { name: 'Security Advisories' })).toHaveAttribute('href', '/securityAdvisories');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page is the page: the advisory, the list, and a product's advisories", async ({ page }) => {
    await page.goto('/securityAdvisory?id=FL-SA-2026-003');
    const advisory = remote(page, 'mf_support');
    await expect(advisory.getByRole('heading', { level: 1 })).toContainText('Cross-site request forgery');
    await expect(advisory.getByRole('table', { name: 'Affected products and firmware versions' })).toContainText('3.0.0 to before 3.2.1');
    await page.goto('/securityAdvisories');
    await expect(remote(page, 'mf_support').getByRole('list', { name: 'Security advisories' }).getByRole('listitem')).toHaveCount(10);
    await page.goto('/producDtetails?id=502');
    await expect(page.getByRole('list', { name: 'Security advisories for this product' }).getByRole('listitem')).toHaveCount(2);
  });
});
