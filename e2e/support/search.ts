import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { openMobileMenu } from './site';

/** Types `term` into the header's search box (inside the slide-out menu on a phone) and submits it. */
export async function searchFromHeader(page: Page, testInfo: TestInfo, term: string): Promise<void> {
  await openMobileMenu(page, testInfo);
  const box = page.locator('header, #mobile-menu').getByRole('searchbox', { name: 'Search the site' }).first();
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchList\?/);
}

/** The result cards on the page. */
export function resultCards(page: Page): Locator {
  return page.locator('main').getByRole('article');
}

/** A content type's radio button ("Products", "Solutions", "Support", "news"). */
export function typeRadio(page: Page, label: 'Products' | 'Solutions' | 'Support' | 'news'): Locator {
  return page.getByRole('radio', { name: new RegExp(`^${label}\\b`) });
}

/** The count shown beside a content type. */
export async function typeCount(page: Page, label: 'Products' | 'Solutions' | 'Support' | 'news'): Promise<number> {
  const name = (await typeRadio(page, label).getAttribute('value')) ?? '';
  const text = await page.locator(`label:has(input[value="${name}"])`).innerText();
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
}

/** Waits for the heading that reports the total, and returns the total. */
export async function totalResults(page: Page, term: string): Promise<number> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^\\d+ results? for "${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"$`) });
  await expect(heading).toBeVisible();
  return Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
}
