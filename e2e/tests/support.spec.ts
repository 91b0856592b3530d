import { expect, test } from '../support/test';
import { isMobile } from '../support/site';
import { documentRows, signInWithSession } from '../support/support';

test.describe('support: Documentation Download', () => {
  test('lists ten documents and pages through them', async ({ page }, testInfo) => {
    await page.goto('/support');
    await expect(page.getByRole('tab', { name: 'Documentation Download' })).toHaveAttribute('aria-selected', 'true');
    // The banner's words are text over its picture: the page's h1 and the banner's summary.
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByText('Manuals, datasheets, firmware notes and videos')).toBeVisible();
    await expect(documentRows(page)).toHaveCount(10);
    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(documentRows(page)).toHaveCount(20);
    } else {
      const pages = page.getByRole('navigation', { name: 'Document pages' });
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
      const firstTitle = await documentRows(page).first().getByRole('heading').textContent();
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(documentRows(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the Type checkboxes filter the list and RESET brings every type back', async ({ page }) => {
    await page.goto('/support?type=1');
    await expect(documentRows(page)).toHaveCount(10);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Certificate' }).check();
    await expect(documentRows(page)).toHaveCount(4);
    await expect(documentRows(page).getByText('Certificate', { exact: true })).toHaveCount(4);
    await filters.getByRole('button', { name: 'RESET' }).click();
    await expect(documentRows(page)).toHaveCount(10);
  });

  test('the chosen type and page stay in the address: a reload keeps them and Back undoes them', async ({ page }, testInfo) => {
    await page.goto('/support?type=1');
    await expect(documentRows(page)).toHaveCount(10);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const certificate = filters.getByRole('checkbox', { name: 'Certificate' });
    await certificate.check();
    await expect(page).toHaveURL(/\/support\?type=1&docType=\d+$/);
    await expect(documentRows(page)).toHaveCount(4);

    await page.reload();
    await expect(certificate).toBeChecked();
    await expect(documentRows(page)).toHaveCount(4);
    await expect(documentRows(page).getByText('Certificate', { exact: true })).toHaveCount(4);

    await page.goBack();
    await expect(page).toHaveURL(/\/support\?type=1$/);
    await expect(certificate).not.toBeChecked();
    await expect(documentRows(page)).toHaveCount(10);
    await page.goForward();
    await expect(certificate).toBeChecked();
    await expect(documentRows(page)).toHaveCount(4);

    // Bad values beside it (hostile text, a type that does not exist, a negative page) are left out, without errors.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${page.url()}&docType=%3Cscript%3Ealert(1)%3C%2Fscript%3E&docType=999999&docType=-1&page=-3`);
    await expect(certificate).toBeChecked();
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(documentRows(page)).toHaveCount(4);
    expect(errors).toEqual([]);

    if (!isMobile(testInfo)) {
      // The desktop's page too: a link to page 2 opens page 2.
      await page.goto('/support?page=2');
      const pages = page.getByRole('navigation', { name: 'Document pages' });
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('searching a model lists its own document first, with version and date, and the search survives a reload', async ({ page }) => {
    await page.goto('/support');
    await expect(documentRows(page)).toHaveCount(10);
    const box = page.getByRole('search', { name: 'Search documents' }).getByRole('searchbox', { name: 'Search by model, product or title' });
    await box.fill('FL-MS5008G');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/support\?keyword=FL-MS5008G$/);
    const results = page.getByRole('region', { name: 'Documentation Download' });
    await expect(results.getByRole('status')).toHaveText('2 documents match “FL-MS5008G”');
    // The model's own datasheet first, then the newer selection guide that lists the model among all the switches.
    await expect(documentRows(page).getByRole('heading')).toHaveText([
      'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet',
      'Industrial Ethernet Switch Selection Guide 2026',
    ]);
    // Its type, product, version, the date of that version (as its PDF's header states them) and its size.
    const datasheet = documentRows(page).first();
    await expect(datasheet.getByRole('definition')).toHaveText(['Datasheet', 'FL-MS5008G', 'V1.4', 'March 12, 2026', /^\d+\.\d KB$/]);
    await expect(datasheet.locator('time')).toHaveAttribute('datetime', '2026-03-12');

    await page.reload();
    await expect(box).toHaveValue('FL-MS5008G');
    await expect(documentRows(page)).toHaveCount(2);
    await expect(documentRows(page).first().getByRole('heading')).toHaveText('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet');

    // With a type checked, the search stays and narrows to that type.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Datasheet' }).check();
    await expect(page).toHaveURL(/keyword=FL-MS5008G&docType=\d+$/);
    await expect(documentRows(page)).toHaveCount(1);

    await results.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/support\?docType=\d+$/);
    await expect(box).toHaveValue('');
    await expect(documentRows(page)).toHaveCount(10);
  });

  test('a search that finds nothing says so and offers to clear it; hostile words are only words', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const hostile = `%_\\' OR 1=1; -- <script>alert(1)</script>`;
    await page.goto(`/support?keyword=${encodeURIComponent(hostile)}`);
    const results = page.getByRole('region', { name: 'Documentation Download' });
    await expect(results.getByRole('status')).toHaveText(`No documents match “${hostile}”.`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await results.getByRole('button', { name: 'Clear search' }).click();
    await expect(documentRows(page)).toHaveCount(10);

    // Longer than the page searches for: the first 100 characters are searched, and the page says so.
    await page.goto(`/support?keyword=${'FL-MS5008G '.repeat(20)}`);
    await expect(page.getByText('Only the first 100 characters of the search words are searched.')).toBeVisible();
    await expect(documentRows(page)).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('Download while signed out goes to /login', async ({ page }) => {
    await page.goto('/support');
    // Marked before the click, in words a screen reader reads with the button.
    const first = documentRows(page).first();
    await expect(first.getByText('Sign in to download')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(/Sign in to download$/);
    await first.getByRole('button', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in visitor downloads a real PDF in a new window', async ({ page, context, baseURL }, testInfo) => {
    await signInWithSession(context, baseURL ?? '', `support-${testInfo.project.name}@example.com`);
    await page.goto('/support');
    await expect(documentRows(page)).toHaveCount(10);
    await expect(page.getByText('Sign in to download')).toHaveCount(0);
    const fileRequest = context.waitForEvent('request', (request) => request.url().includes('/api/Files/Download?'));
    const popup = context.waitForEvent('page');
    await documentRows(page).first().getByRole('button', { name: 'Download' }).click();
    await popup;
    const fileUrl = (await fileRequest).url();
    expect(fileUrl).toMatch(/\/api\/Files\/Download\?fid=\d+&expires=\d+&signature=[\w-]+$/);
    const reply = await page.request.get(fileUrl);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toBe('application/pdf');
    const bytes = await reply.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same link with its signature changed opens nothing.
    const tampered = await page.request.get(fileUrl.replace(/signature=./, (match) => (match.endsWith('A') ? 'signature=B' : 'signature=A')));
    expect(tampered.status()).toBe(403);
    await expect(page).toHaveURL(/\/support$/);
  });
});

test.describe('support: Video Center', () => {
  test('type=2 opens the Video Center and switching tabs updates the address', async ({ page }) => {
    await page.goto('/support?type=2');
    await expect(page.getByRole('tab', { name: 'Video Center' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(9);
    await page.getByRole('tab', { name: 'Documentation Download' }).click();
    await expect(page).toHaveURL(/\/support\?type=1$/);
    await expect(documentRows(page)).toHaveCount(10);
    await page.getByRole('tab', { name: 'Video Center' }).click();
    await expect(page).toHaveURL(/\/support\?type=2$/);
  });

  test('the featured video plays once its overlay is pressed', async ({ page }) => {
    await page.goto('/support?type=2');
    const featured = page.getByRole('region', { name: 'Featured video' });
    const overlay = featured.getByRole('button', { name: /^Play video: / });
    await expect(overlay).toBeVisible();
    await overlay.click();
    await expect(overlay).toHaveCount(0);
    const video = featured.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  });
});
