import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@ferrolink/shared';
import LoginPage from '../LoginPage';
import { deferred, fail, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { ACCOUNT_PAGES } from './account-pages';

const renderLogin = () => renderPage(<LoginPage />, { url: '/login', path: '/login', otherPages: ACCOUNT_PAGES });

beforeEach(() => {
  useAuthStore.setState({ userName: 'Sign In' });
  localStorage.clear();
});

describe('LoginPage', () => {
  it('shows Email, Password, SIGN IN and the two links', () => {
    fakeApi(() => ok(null));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Change Password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/account');
  });

  it('shows the password as typed with the eye button, and hides it again, keeping what was typed', async () => {
    fakeApi(() => ok(null));
    renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'ring-topology-42');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('ring-topology-42');
  });

  it('checks the email as it is typed', async () => {
    fakeApi(() => ok(null));
    renderLogin();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'maria');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '@northgate.example');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('says both fields are required and sends nothing when they are empty', async () => {
    const sent = fakeApi(() => ok({ UserName: 'x' }));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('posts the credentials in the body, disables SIGN IN while it waits, then signs in and goes to /index', async () => {
    const reply = deferred<ReturnType<typeof ok<{ UserName: string }>>>();
    const sent = fakeApi(() => reply.promise);
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.type(screen.getByLabelText('Password'), 'ring-topology-42');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled());
    expect(sent).toEqual([
      { method: 'POST', path: 'RegUser/UserLogin', params: {}, body: { mail: 'maria.keller@northgate.example', password: 'ring-topology-42' } },
    ]);
    reply.resolve(ok({ UserName: 'maria.keller' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
    expect(useAuthStore.getState().userName).toBe('maria.keller');
    expect(JSON.stringify(localStorage)).not.toContain('ring-topology-42');
  });

  it('sends a password exactly as typed, even one of spaces only, as register accepts it', async () => {
    const sent = fakeApi(() => ok({ UserName: 'ws' }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ws@northgate.example');
    await user.type(screen.getByLabelText('Password'), '          ');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { mail: 'ws@northgate.example', password: '          ' } });
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it('says so in a sentence, and sends nothing, for a password or an address longer than any account can have', async () => {
    const sent = fakeApi(() => ok({ UserName: 'x' }));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    await user.paste(`${'a'.repeat(250)}@northgate.example`);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('p'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The password must be at most 128 characters long.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the server message in a warning line and lets the visitor try again', async () => {
    fakeApi(() => fail(400, 'The email or password is not correct.'));
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria@northgate.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });

  it('lays the page out for a phone when the user agent is a phone, without the brand panel', () => {
    fakeApi(() => ok(null));
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36');
    try {
      const { container } = renderLogin();
      expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
      expect(screen.queryByRole('complementary', { name: 'About your account' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    } finally {
      agent.mockRestore();
    }
  });

  it('shows the brand panel beside the form on a desktop', () => {
    fakeApi(() => ok(null));
    const { container } = renderLogin();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'desktop');
    expect(screen.getByRole('complementary', { name: 'About your account' })).toBeInTheDocument();
  });
});
