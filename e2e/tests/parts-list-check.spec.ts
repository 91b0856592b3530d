import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { isMobile } from '../support/site';

// The parts-list check as a plant's network engineer uses it before an audit: a list pasted from a spreadsheet with a
// discontinued switch, a managed switch on a firmware an advisory concerns, and a typo; the answer on screen (a table
// on a desktop, cards on a phone) and the same answer downloaded as CSV. Desktop and phone (the two projects).

/** FL-US1005 was discontinued on 2025-06-30 and replaced by FL-US1008G; FL-MS5008G on 3.1.0 is open to FL-SA-2026-003 (High). */
const LIST = 'FL-US1005\nFL-MS5008G, 3.1.0\nFL-MS5080G\n';

/** Layout shifts without recent input, summed from the moment the page starts (a jump a visitor did not cause). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __unexpectedShift: number };
    store.__unexpectedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) store.__unexpectedShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const unexpectedShift = (page: Page) => page.evaluate(() => (window as unknown as { __unexpectedShift: number }).__unexpectedShift);

/** The result of line `n` of the list: a row of the table, or a card on a phone. */
function resultOfLine(page: Page, phone: boolean, line: number) {
  const results = page.locator('[data-remote="mf_support"]');
  return phone
    ? results
        .getByRole('list', { name: 'Results by line' })
        .locator(':scope > li')
        .nth(line - 1)
    : results
        .getByRole('table', { name: 'Results by line' })
        .locator('tbody tr')
        .nth(line - 1);
}

test.describe('the parts-list check', () => {
  test('flags a discontinued part and an affected firmware, shows the nearest name of a typo, and downloads the CSV', async ({ page }, testInfo) => {
    const phone = isMobile(testInfo);
    await watchLayoutShifts(page);
    await page.goto('/partsListCheck');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts-List Check' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Part numbers or model names, one a line' }).fill(LIST);
    await page.getByRole('button', { name: 'Check parts list' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Results for the list in the text box' })).toBeVisible();
    await expect(page.getByText('3 lines checked: 2 found, 1 not found, 2 discontinued or in phase-out, 1 with security advisories.')).toBeVisible();
    if (phone) await expect(page.getByRole('table')).toHaveCount(0);

    const discontinued = resultOfLine(page, phone, 1);
    await expect(discontinued.getByText('Discontinued 2025-06-30')).toBeVisible();
    await expect(discontinued.getByRole('link', { name: 'Replaced by FL-US1008G' })).toHaveAttribute('href', '/producDtetails?id=602');
    const affected = resultOfLine(page, phone, 2);
    await expect(affected.getByText('High', { exact: true })).toBeVisible();
    await expect(affected.getByText(/^FL-SA-2026-003 \(High 8\.8; 3\.0\.0 to before 3\.2\.1; fixed in 3\.2\.1\)$/)).toBeVisible();
    await expect(affected.getByText('Phase-out: last order 2027-03-31')).toBeVisible();
    await expect(affected.getByRole('link', { name: /^Cross-site request forgery in the web management/ })).toHaveAttribute(
      'href',
      '/securityAdvisory?id=FL-SA-2026-003',
    );
    const typo = resultOfLine(page, phone, 3);
    await expect(typo.getByText('Not found')).toBeVisible();
    await expect(typo.getByRole('link', { name: 'FL-MS5008G' })).toBeVisible();

    // Nothing jumped that the visitor did not cause: the page's arrival and the answer appearing under the form.
    expect(await unexpectedShift(page)).toBeLessThan(0.02);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const severe = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(severe.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' > ')) }))).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^parts-list-check-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const rows = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Line,Input,Firmware,Status,Product,Description,Part number,Part description,Nearest names,Lifecycle,Lifecycle date,Successor,Highest severity,Advisories',
    );
    expect(rows[1]).toMatch(/^1,FL-US1005,,Model name,FL-US1005,[^,]*,,,,Discontinued,2025-06-30,FL-US1008G,/);
    expect(rows[2]).toMatch(/^2,FL-MS5008G,3\.1\.0,Model name,FL-MS5008G,.*,Phase-out,2027-03-31,FL-MS5010G-2S,High,".*FL-SA-2026-003 \(High 8\.8/);
    expect(rows[3]).toMatch(/^3,FL-MS5080G,,Not found,,,,,FL-MS5008G/);
    expect(rows).toHaveLength(5);
  });

  test('checks a semicolon CSV file with a header and quotes, and explains a picture chosen by mistake', async ({ page }) => {
    await page.goto('/partsListCheck');
    const file = page.getByLabel('Or upload a CSV or text file');
    const csv = 'Cabinet;"Order code";Firmware\r\n"Line 4; rack ""A""";fl-ms5008g-t;3.2.1\r\n';
    await file.setInputFiles({ name: 'plant-a.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('heading', { level: 2, name: 'Results for plant-a.csv' })).toBeVisible();
    await expect(page.getByText('Part number FL-MS5008G-T', { exact: false })).toBeVisible();
    await expect(page.getByText('None for firmware 3.2.1')).toBeVisible();

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await file.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
    await expect(page.getByRole('alert')).toHaveText('The file is an image, not a CSV file. Choose a CSV or text file with one part a line.');
  });

  test('is in the Support menu and the footer', async ({ page }, testInfo) => {
    await page.goto('/index');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Parts-List Check' });
    await expect(footerLink).toHaveAttribute('href', '/partsListCheck');
    test.skip(isMobile(testInfo), 'the phone header has a slide-out menu; the footer link is the same on both');
    // A pointer over the menu's button opens it (a click would then close it again).
    await page.locator('header').getByRole('button', { name: 'Support', exact: true }).hover();
    await page.getByRole('region', { name: 'Support menu' }).getByRole('link', { name: 'Parts-List Check' }).click();
    await expect(page).toHaveURL(/\/partsListCheck$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts-List Check' })).toBeVisible();
  });
});
