import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Envelope } from '@ferrolink/shared';
import PasswordSettingPage from '../PasswordSettingPage';
import { deferred, fail, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { ACCOUNT_PAGES } from './account-pages';

const renderSetting = (url = '/passwordSetting?hash=Zm9vYmFyLXRva2Vu') =>
  renderPage(<PasswordSettingPage />, { url, path: '/passwordSetting', otherPages: ACCOUNT_PAGES });

jest.setTimeout(20_000);

describe('PasswordSettingPage', () => {
  it('says both passwords are required and sends nothing', async () => {
    const sent = fakeApi(() => ok(null));
    renderSetting();
    await userEvent.setup().click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows 'Password lnconsistency' (spelled so) while the two passwords differ", async () => {
    const sent = fakeApi(() => ok(null));
    renderSetting();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('new-fibre-ring-7');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-fibre');
    expect(screen.getByText('Password lnconsistency')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), '-ring-7');
    expect(screen.queryByText('Password lnconsistency')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.paste('something-else-1');
    await user.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(screen.getByText('Password lnconsistency')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('wants at least 8 characters', async () => {
    fakeApi(() => ok(null));
    renderSetting();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it('sends the hash and both passwords with UPDATE PASSWORD disabled while it waits, then shows the success message', async () => {
    const reply = deferred<Envelope<null>>();
    const sent = fakeApi(() => reply.promise);
    renderSetting();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('new-fibre-ring-7');
    await user.click(screen.getByLabelText('Confirm New Password'));
    await user.paste('new-fibre-ring-7');
    await user.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'UPDATE PASSWORD' })).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'RegUser/UpdatePassword',
        params: {},
        body: { hash: 'Zm9vYmFyLXRva2Vu', Password: 'new-fibre-ring-7', password2: 'new-fibre-ring-7' },
      },
    ]);
    await act(async () => {
      reply.resolve(ok(null));
    });
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(screen.getByText('Your password was successfully updated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/login');
  });

  it('shows the server message in a warning line', async () => {
    fakeApi(() => fail(400, 'This password reset link is not valid or has expired. Please ask for a new one.'));
    renderSetting();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('new-fibre-ring-7');
    await user.click(screen.getByLabelText('Confirm New Password'));
    await user.paste('new-fibre-ring-7');
    await user.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is not valid or has expired. Please ask for a new one.');
    expect(screen.getByRole('button', { name: 'UPDATE PASSWORD' })).toBeEnabled();
  });

  it('explains the page when it is opened without a hash', () => {
    fakeApi(() => ok(null));
    renderSetting('/passwordSetting');
    expect(screen.getByText(/opens from the link in the password email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByRole('button', { name: 'UPDATE PASSWORD' })).not.toBeInTheDocument();
  });
});
