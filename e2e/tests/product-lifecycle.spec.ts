import { expect, test } from '../support/test';

// A buyer on a product that is no longer sold: its page says so and links what replaces it, and the product list can
// leave such products out, in an address that a reload (or a shared link) keeps.

test.describe('product lifecycle', () => {
  test("a discontinued product's page shows its badge and links its successor, which opens", async ({ page }) => {
    await page.goto('/producDtetails?id=601');
    await expect(page.getByRole('heading', { level: 1, name: 'FL-US1005' })).toBeVisible();
    await expect(page.getByText('Discontinued 2025-06-30', { exact: true })).toBeVisible();
    const successor = page.getByRole('link', { name: 'Replaced by FL-US1008G' });
    await expect(successor).toHaveAttribute('href', '/producDtetails?id=602');
    await successor.click();
    await expect(page).toHaveURL(/\/producDtetails\?id=602$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FL-US1008G' })).toBeVisible();
    // The successor is sold: no badge.
    await expect(page.getByText(/^(Discontinued|Phase-out)/)).toHaveCount(0);
  });

  test('"Hide discontinued" hides it from the list and stays in the address after a reload', async ({ page }) => {
    await page.goto('/producList?id=6');
    const list = page.getByRole('list', { name: 'Unmanaged DIN-Rail Switches products' });
    const discontinued = list.getByRole('link', { name: /^FL-US1005 / });
    await expect(discontinued).toBeVisible();
    await expect(discontinued).toContainText('Discontinued 2025-06-30');

    const hide = page.getByRole('checkbox', { name: 'Hide discontinued' });
    await expect(hide).not.toBeChecked();
    // Click, then wait: the filter lives in the address, so the box is ticked once the navigation renders.
    await hide.click();
    await expect(hide).toBeChecked();
    await expect(page).toHaveURL(/[?&]hideDiscontinued=1(&|$)/);
    await expect(discontinued).toHaveCount(0);
    await expect(list.getByRole('link', { name: /^FL-US1008G / })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/[?&]hideDiscontinued=1(&|$)/);
    await expect(page.getByRole('checkbox', { name: 'Hide discontinued' })).toBeChecked();
    await expect(list.getByRole('link', { name: /^FL-US1008G / })).toBeVisible();
    await expect(list.getByRole('link', { name: /^FL-US1005 / })).toHaveCount(0);

    // Unticked, the product is back and the address forgets the filter.
    await page.getByRole('checkbox', { name: 'Hide discontinued' }).click();
    await expect(page.getByRole('checkbox', { name: 'Hide discontinued' })).not.toBeChecked();
    await expect(list.getByRole('link', { name: /^FL-US1005 / })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('hideDiscontinued')).toBeNull();
  });
});
