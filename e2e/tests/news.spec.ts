import { expect, test } from '../support/test';
import { isMobile } from '../support/site';
import { inboxMessages, markPage, newsCards, pageStillMarked, runEnquiriesCli } from '../support/news';

test.describe('news list', () => {
  test('pages six cards at a time: numbers on desktop, Load More on mobile', async ({ page }, testInfo) => {
    await page.goto('/newsList');
    // The banner's words are text over its picture: the page's h1 and the banner's summary.
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByText('Industry insight, customer cases and company activity')).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Total news', 'Industry', 'Classic case', 'Social responsibility', 'Activity']);
    const cards = newsCards(page);
    await expect(cards).toHaveCount(6);
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const firstTitle = await cards.first().getByRole('heading').textContent();

    if (isMobile(testInfo)) {
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(cards).toHaveCount(12);
      await expect(cards.first().getByRole('heading')).toHaveText(firstTitle ?? '');
      // A category with fewer pages: Load More disappears on the last one.
      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(cards).toHaveCount(6);
      while (await page.getByRole('button', { name: 'Load More' }).isVisible()) {
        const before = await cards.count();
        await page.getByRole('button', { name: 'Load More' }).click();
        await expect(cards).not.toHaveCount(before);
      }
      expect(await cards.count()).toBeGreaterThan(6);
    } else {
      const pager = page.getByRole('navigation', { name: 'News pages' });
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
      await expect(cards).toHaveCount(6);
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
      const pageButtons = pager.getByRole('button', { name: /^Page \d+$/ });
      await pageButtons.last().click();
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
      const cardsOnLast = await cards.count();
      expect(cardsOnLast).toBeGreaterThanOrEqual(1);
      expect(cardsOnLast).toBeLessThanOrEqual(6);
    }
  });

  test('a category tab shows only its news and a card opens the article', async ({ page }) => {
    await page.goto('/newsList');
    await page.getByRole('tab', { name: 'Classic case' }).click();
    await expect(page.getByRole('tab', { name: 'Classic case' })).toHaveAttribute('aria-selected', 'true');
    const card = newsCards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/newsContent\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.replace(/\.\.\.$/, ''));
  });
});

test.describe('news article', () => {
  test('shows breadcrumb, "date | author", the body, a hidden share block, and Hot news loads another article in place', async ({ page }) => {
    await page.goto('/newsList');
    await newsCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/newsContent\?id=\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    // The URL changes before the article replaces the list (whose heading is "News"): wait for the article's title.
    await expect.poll(async () => ((await heading.textContent()) ?? '').length).toBeGreaterThan(10);
    const firstTitle = (await heading.textContent()) ?? '';

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    await expect(breadcrumb.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/newsList');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(firstTitle);
    await expect(page.locator('article').getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} \| .+$/)).toBeVisible();
    // The body's sections are h2 under the article's h1.
    await expect(page.locator('article h2').first()).toBeVisible();

    const share = page.getByTestId('share-block');
    await expect(share).toBeHidden();
    await expect(share).toHaveAttribute('hidden', '');
    await expect(share.getByRole('link', { name: 'Share on Facebook', includeHidden: true })).toHaveAttribute('href', /facebook\.com\/sharer/);

    const hot = page.getByRole('complementary', { name: 'Hot news' });
    const hotLinks = hot.getByRole('link');
    await expect(hotLinks).toHaveCount(3);
    const currentUrl = page.url();
    await markPage(page);
    const target = hotLinks.first();
    const targetHref = (await target.getAttribute('href')) ?? '';
    expect(currentUrl.endsWith(targetHref)).toBe(false);
    // The visitor has read down to Hot news (at the bottom on a phone): the next article opens at its top.
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${targetHref.replace(/[?]/g, '\\?')}$`));
    await expect(heading).not.toHaveText(firstTitle);
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await pageStillMarked(page)).toBe(true);
  });

  test("an unknown article shows the site's not-found page", async ({ page }) => {
    await page.goto('/newsContent?id=987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });
});

test.describe('about', () => {
  test('shows the profile, milestones with arrows and three random news cards', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(/founded in 2006/)).toBeVisible();
    await expect(page.getByText(/more than 40 countries/).first()).toBeVisible();
    const track = page.getByRole('list', { name: 'Milestones' });
    await expect(track.getByText('2006', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Earlier milestones' })).toBeDisabled();
    await page.getByRole('button', { name: 'Later milestones' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Earlier milestones' })).toBeEnabled();
    const newsLinks = page.locator('#news').getByRole('link');
    await expect(newsLinks).toHaveCount(3);
    await expect(newsLinks.first()).toHaveAttribute('href', /^\/newsContent\?id=\d+$/);
  });

  test('type=1 scrolls to Contact Us and type=2 to Milestone', async ({ page }) => {
    await page.goto('/about?type=1');
    await expect(page.locator('#contact-us h2')).toBeInViewport();
    await expect(page.locator('#company-profile h1')).not.toBeInViewport();
    await page.goto('/about?type=2');
    await expect(page.locator('#milestone h2')).toBeInViewport();
    await expect(page.locator('#company-profile h1')).not.toBeInViewport();
  });

  test('a link inside the site to Contact Us or Milestone scrolls there too, from anywhere down a page', async ({ page }) => {
    await page.goto('/newsList');
    await newsCards(page).first().waitFor();
    // The footer's About Us column, clicked at the bottom of another page: a navigation inside the app.
    await page.locator('footer').getByRole('link', { name: 'Milestone' }).click();
    await expect(page).toHaveURL(/\/about\?type=2$/);
    await expect(page.locator('#milestone h2')).toBeInViewport();
    await expect(page.locator('#company-profile h1')).not.toBeInViewport();
    // And from the About page itself to its Contact Us.
    await page.locator('footer a[href="/about?type=1"]').first().click();
    await expect(page).toHaveURL(/\/about\?type=1$/);
    await expect(page.locator('#contact-us h2')).toBeInViewport();
  });

  test('the contact form checks its fields, stores the enquiry that npm run enquiries lists, and notifies sales', async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const email = `buyer.${stamp}@plant.example`;
    await page.goto('/about?type=1');
    const form = page.locator('#contact-us');
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Company is required.',
      'Email is required.',
      'Country is required.',
      'Message is required.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('First name').fill('Amara');
    await form.getByLabel('Last name').fill(`Okafor ${stamp}`);
    await form.getByLabel('Company', { exact: false }).first().fill('Lagos Metro Rail');
    await form.getByLabel('Email').fill('amara.okafor');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Country/Region').fill('Nigeria');
    await form.getByLabel('Phone/Whats app/Skype').fill('+234 1 555 0100');
    await form.getByLabel('Message').fill('We need EN 50155 switches for 24 trains. Please send datasheets and a quotation.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Thank You!')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();

    const listing = runEnquiriesCli('--limit', '20');
    expect(listing).toContain(`Email:   ${email}`);
    expect(listing).toContain(`Name:    Amara Okafor ${stamp}`);
    expect(listing).toContain('Company: Lagos Metro Rail');
    expect(listing).toContain('Country: Nigeria');
    expect(listing).toContain('Phone:   +234 1 555 0100');
    expect(listing).toContain('We need EN 50155 switches for 24 trains.');

    await expect
      .poll(() => inboxMessages().some((message) => message.includes('X-Test-Recipients: sales@ferrolink.example') && message.includes(email)))
      .toBe(true);
  });
});
