import { expect, type Page } from '@playwright/test';

/** The sectors of /solution: sector type, name, and its solutions as [id, name, tag]. Written out here, not imported from shared/src/solutions.ts, so the suite checks the site against an independent copy. */
export const SECTORS = [
  {
    type: 1,
    name: 'Intelligent Transportation',
    solutions: [
      [24, 'Rail Transit', 1],
      [17, 'High-speed Railway', 2],
      [19, 'Expressway', 3],
    ],
  },
  {
    type: 2,
    name: 'Intelligent Manufacturing',
    solutions: [
      [18, 'Factory Automation', 1],
      [20, 'Metallurgical', 2],
    ],
  },
  {
    type: 3,
    name: 'Smart City',
    solutions: [
      [8, 'Utility Tunnel', 1],
      [14, 'Intelligent Monitoring', 2],
      [10, 'Smart Elevator', 3],
      [9, 'Smart Community', 4],
    ],
  },
  {
    type: 4,
    name: 'Smart Energy',
    solutions: [
      [23, 'Photovoltaic', 1],
      [21, 'Water Conservancy', 2],
      [22, 'Wind Energy', 3],
      [7, 'Electric Power', 4],
    ],
  },
] as const;

/** The in-page sector tabs of /solution. */
export function sectorTab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Solution sectors' }).getByRole('button', { name, exact: true });
}

/** Waits until exactly this sector tab is the highlighted one. */
export async function expectActiveSector(page: Page, name: string): Promise<void> {
  await expect(sectorTab(page, name)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: 'Solution sectors' }).locator('[aria-current="true"]')).toHaveCount(1);
}

/** True when the sector's heading sits just below the sticky header and tab bar (it was scrolled to). */
export async function expectSectorAtTop(page: Page, type: number): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate((sectorType) => {
        const heading = document.getElementById(`sector-${sectorType}-title`);
        const nav = document.querySelector('nav[aria-label="Solution sectors"]');
        if (!heading || !nav) return Number.NaN;
        return Math.round(heading.getBoundingClientRect().top - nav.getBoundingClientRect().bottom);
      }, type),
    )
    .toBeLessThan(120);
  await expect(page.locator(`#sector-${type}-title`)).toBeInViewport();
}

/** The page's vertical scroll offset. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}
