import { expect, test } from '../support/test';

// The company's contact details and the privacy and legal notices, as a visitor finds them: from the footer of any
// page, on a cold load of their own address, and in the About page's Contact Us.

const SITE_NAME = 'Ferrolink Industrial Networks';

test.describe('contact details and legal pages', () => {
  test('every link of the footer answers 200, the legal ones included', async ({ page, request }) => {
    await page.goto('/index');
    const footer = page.locator('footer');
    await expect(page.getByTestId('copyright')).toContainText('Ferrolink');
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/legal', '/legal#terms']));
    for (const href of new Set(hrefs.map((link) => link.split('#')[0] as string))) {
      const reply = await request.get(href, { maxRedirects: 0 });
      expect({ href, status: reply.status() }).toEqual({ href, status: 200 });
    }
  });

  test("the footer gives the company's addresses, phone and sales email", async ({ page }) => {
    await page.goto('/index');
    const contact = page.getByRole('region', { name: 'Contact', exact: true });
    await expect(contact.getByText('Headquarters and factory')).toBeVisible();
    await expect(contact.getByText('European service centre')).toBeVisible();
    await expect(contact.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    await expect(contact.getByRole('link', { name: 'sales@ferrolink.example' })).toHaveAttribute('href', 'mailto:sales@ferrolink.example');
  });

  test('the Privacy Notice opens from the footer with its own title and description, and keeps them', async ({ page }) => {
    await page.goto('/index');
    await page.locator('footer').getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your enquiries (Contact Us)' })).toBeVisible();
    await expect(page).toHaveTitle(`Privacy Notice | ${SITE_NAME}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /contact|enquiry/i);
  });

  test('/legal#terms opened cold shows the publisher and scrolls to the terms of use', async ({ page }) => {
    const reply = await page.goto('/legal#terms');
    expect(reply?.status()).toBe(200);
    await expect(page).toHaveTitle(`Legal Notice | ${SITE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Notice' })).toBeVisible();
    await expect(page.getByText(/Registered with the Suzhou Administration for Market Regulation/)).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeInViewport();
  });

  test("the About page's Contact Us gives the addresses, phone and sales email above the form", async ({ page }) => {
    await page.goto('/about?type=1');
    const contact = page.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByText('Headquarters and factory')).toBeVisible();
    await expect(contact.getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'sales@ferrolink.example' })).toBeVisible();
    await expect(contact.getByLabel(/Phone\/Whats app\/Skype/)).toBeVisible();
  });
});
