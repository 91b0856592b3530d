import { expect, test } from '../support/test';
import { createAccountThroughApi, guardPasswords, signInThroughApi, uniqueEmail, userMenu } from '../support/account';
import { mailsFor, resetLinkIn, verificationCodeIn, waitForNewMail } from '../support/mail';

// The whole account journey through the real server and a real SMTP server
// (run-e2e.mjs): sign up with the mailed code, sign in, sign out, reset the
// password from the mailed link. The steps share one account, so they run in order.

const FIRST_PASSWORD = 'Ring-Topology-42';
const NEW_PASSWORD = 'New-Fibre-Ring-77';

let email = '';
const nameOf = (address: string) => address.split('@')[0] ?? address;

test.describe.serial('accounts', () => {
  test('sign up with the code read from the mail, then the success view leads to /login', async ({ page }, testInfo) => {
    email = uniqueEmail(testInfo);
    const guard = guardPasswords(page, [FIRST_PASSWORD, NEW_PASSWORD]);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = mailsFor(email).length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The 60-second countdown locks the button.
    await expect(page.getByRole('button', { name: /^Send again in \d+ seconds$/ })).toBeDisabled();
    const mail = await waitForNewMail(email, before);
    expect(mail.subject).toContain('Ferrolink Industrial Networks');
    expect(mail.html).toContain(verificationCodeIn(mail));

    await page.getByLabel('Verification Code').fill(verificationCodeIn(mail));
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
    await page.getByLabel('Company').fill('Northgate Rail Systems');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'SIGN UP' }).click();

    await expect(page.getByRole('heading', { name: 'login was successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    await guard.check();
  });

  test("sign in: the shell's header shows the name, proving the shell sees a change the remote made through the shared store", async ({ page }) => {
    const guard = guardPasswords(page, [FIRST_PASSWORD, NEW_PASSWORD]);
    await page.goto('/login');
    await expect(userMenu(page)).toHaveText('Sign In');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    const login = page.waitForRequest((request) => request.url().endsWith('/api/RegUser/UserLogin'));
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    expect((await login).method()).toBe('POST');

    await expect(page).toHaveURL(/\/index$/);
    await expect(userMenu(page)).toHaveText(nameOf(email));
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'fl_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The server session, not only the stored name, keeps the visitor signed in across a reload.
    await page.reload();
    await expect(userMenu(page)).toHaveText(nameOf(email));
    await guard.check();
  });

  test("sign out ends the session: the header says 'Sign In' again, at /login", async ({ page }) => {
    const guard = guardPasswords(page, [FIRST_PASSWORD, NEW_PASSWORD]);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(userMenu(page)).toHaveText(nameOf(email));

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(userMenu(page)).toHaveText('Sign In');
    const me = await page.request.get('/api/RegUser/Me');
    expect((await me.json()) as { response: unknown }).toMatchObject({ code: 200, response: null });
    await page.reload();
    await expect(userMenu(page)).toHaveText('Sign In');
    await guard.check();
  });

  test('forgotten password: the mailed link sets a new password, which signs in while the old one fails', async ({ page }) => {
    const guard = guardPasswords(page, [FIRST_PASSWORD, NEW_PASSWORD]);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Change Password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = mailsFor(email).length;
    await page.getByRole('button', { name: 'NEXT STEP' }).click();
    await expect(page.getByText("Didn't get the mail? Click here to resend.")).toBeVisible();

    const link = resetLinkIn(await waitForNewMail(email, before));
    expect(new URL(link).pathname).toBe('/passwordSetting');
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await expect(page.getByText('Your password was successfully updated.')).toBeVisible();

    await page.getByRole('link', { name: 'SIGN IN', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(userMenu(page)).toHaveText(nameOf(email));

    // The link was single-use.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Third-Password-99');
    await page.getByLabel('Confirm New Password').fill('Third-Password-99');
    await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await expect(page.getByRole('alert')).toContainText('not valid or has expired');
    await guard.check();
  });
});

test.describe('the session decides who is signed in', () => {
  test('a live session cookie puts the name in the header at start, even with nothing stored in the browser', async ({ page }, testInfo) => {
    const address = uniqueEmail(testInfo).replace('e2e-', 'e2e-session-');
    await createAccountThroughApi(page.request, address, FIRST_PASSWORD);
    const name = await signInThroughApi(page.request, address, FIRST_PASSWORD);
    expect(name).toBe(nameOf(address));
    await page.goto('/index');
    await expect(userMenu(page)).toHaveText(name);
  });

  test("a stored name without a live session is corrected to 'Sign In' at start", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ferrolink-user', JSON.stringify({ state: { userName: 'ghost.user' }, version: 0 })));
    // Control: while the service cannot be asked, the stored name stands (so the store really was restored from storage)...
    await page.route('**/api/RegUser/Me', (route) => route.abort());
    await page.goto('/index');
    await expect(userMenu(page)).toHaveText('ghost.user');
    // ...and once the server answers that there is no session, the header says so.
    await page.unroute('**/api/RegUser/Me');
    await page.reload();
    await expect(userMenu(page)).toHaveText('Sign In');
  });
});
