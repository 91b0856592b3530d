import { expect, type Page } from '@playwright/test';

/** The product centre's FILTERS sidebar. */
export function filters(page: Page) {
  return page.getByRole('complementary', { name: 'Product filters' });
}

/** On a phone the sidebar sits behind the full-width FILTERS button: opens it (a desktop shows the sidebar as it is). */
export async function openFilters(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  const button = page.getByRole('button', { name: /^FILTERS/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** Picks an option of one of the sidebar's selects (antd Select: open it, then click the option in the list). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = filters(page).getByRole('combobox', { name: label });
  const choice = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  // The list animates open and closes again if the select loses focus meanwhile (seen on a loaded 2-core
  // machine): open it again until the option takes the click, as a person would.
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click();
    await choice.click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits until the filters are usable again (they are disabled while a search loads). */
export async function filtersIdle(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /Matching products|categories$/ })).toHaveAttribute('aria-busy', 'false');
}
