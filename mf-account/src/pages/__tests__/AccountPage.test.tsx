import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../AccountPage';
import { advanceSeconds, byPath, deferred, fail, fakeApi, NETWORK_ERROR, ok, renderPage, sentHeader, type SentRequest } from '@ferrolink/testing';
import { ACCOUNT_PAGES } from './account-pages';
import type { Envelope } from '@ferrolink/shared';

const renderAccount = () => renderPage(<AccountPage />, { url: '/account', path: '/account', otherPages: ACCOUNT_PAGES });

async function fillForm(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Email: 'maria.keller@northgate.example',
    'Verification Code': '042917',
    Password: 'ring-topology-42',
    'Confirm Password': 'ring-topology-42',
    Company: 'Northgate Rail',
    Phone: '+44 20 7946 0000',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasted rather than typed key by key: the form is long and the per-field checks are covered by typing tests.
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

function informationDialog() {
  return screen.findByRole('dialog', { name: 'Information' });
}

// Six antd inputs re-render on every key: allow a loaded machine its time.
jest.setTimeout(20_000);

afterEach(() => {
  jest.useRealTimers();
});

describe('AccountPage', () => {
  it('shows every field, Send, SIGN UP and the link back to sign in', () => {
    fakeApi(() => ok(null));
    renderAccount();
    for (const label of ['Email', 'Verification Code', 'Password', 'Confirm Password', 'Company', 'Phone']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Already Registered? Login' })).toHaveAttribute('href', '/login');
  });

  it('says which fields are required, word for word, and sends nothing', async () => {
    const sent = fakeApi(() => ok(null));
    renderAccount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'SIGN UP' }));
    for (const message of [
      'Email is required.',
      'Code is required.',
      'Password is required.',
      'Please confirm your password.',
      'Company is required.',
      'Phone is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
  });

  it('checks the email as it is typed and wants 8 characters of password', async () => {
    fakeApi(() => ok(null));
    renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it("shows the modal 'Please enter a valid email address' when Send is pressed without a valid email", async () => {
    const sent = fakeApi(() => ok(null));
    renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria.northgate.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await informationDialog();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the code, then locks Send for a 60-second countdown and gives it back', async () => {
    jest.useFakeTimers();
    const sent = fakeApi(() => ok({ ExpiresInSeconds: 600, ResendAfterSeconds: 60 }));
    renderAccount();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const locked = await screen.findByRole('button', { name: 'Send again in 60 seconds' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveTextContent('60s');
    expect(sent).toEqual([
      { method: 'GET', path: 'RegUser/GetVerificationCode', params: { mail: 'maria.keller@northgate.example' }, body: undefined },
    ]);

    await advanceSeconds(59);
    expect(screen.getByRole('button', { name: 'Send again in 1 seconds' })).toBeDisabled();
    await advanceSeconds(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a failed code send in the Information modal and keeps Send available', async () => {
    fakeApi(() => fail(400, 'An account with this email address already exists.'));
    renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(await informationDialog()).getByText('An account with this email address already exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows the modal 'Password inconsistency' when the passwords differ, and does not register", async () => {
    const sent = fakeApi(() => ok(null));
    renderAccount();
    const user = userEvent.setup();
    await fillForm(user, { 'Confirm Password': 'ring-topology-43' });
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(within(await informationDialog()).getByText('Password inconsistency')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("registers with the register payload, disables SIGN UP while it waits, shows 'login was successful' and goes to /login", async () => {
    jest.useFakeTimers();
    const reply = deferred<Envelope<null>>();
    const sent: SentRequest[] = fakeApi(() => reply.promise);
    renderAccount();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'RegUser/Register',
        params: {},
        body: {
          Email: 'maria.keller@northgate.example',
          VCode: '042917',
          PassWord: 'ring-topology-42',
          Company: 'Northgate Rail',
          Phone: '+44 20 7946 0000',
        },
      },
    ]);
    await act(async () => {
      reply.resolve(ok(null));
    });
    expect(await screen.findByRole('heading', { name: 'login was successful' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('sends the code and the sign-up each with an Idempotency-Key, and a sign-up sent again after a dropped connection with the same', async () => {
    let registrations = 0;
    const sent = fakeApi(
      byPath({
        'RegUser/GetVerificationCode': () => ok({ ExpiresInSeconds: 600, ResendAfterSeconds: 60 }),
        'RegUser/Register': () => (++registrations === 1 ? NETWORK_ERROR : fail(400, 'The verification code is not correct.')),
      }),
    );
    renderAccount();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: /Send again in/ });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
      const dialog = await informationDialog();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Information' })).not.toBeInTheDocument());
    }

    const keyOf = (request: SentRequest | undefined) => sentHeader(request, 'Idempotency-Key');
    const [code, ...signUps] = sent;
    expect(code?.path).toBe('RegUser/GetVerificationCode');
    expect(keyOf(code)).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(signUps.map((request) => request.path)).toEqual(['RegUser/Register', 'RegUser/Register', 'RegUser/Register']);
    // The first sign-up got no answer: sent again, it is the same submission. The second was answered (refused),
    // so the third, unchanged, is a new one.
    expect(keyOf(signUps[0])).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keyOf(signUps[1])).toBe(keyOf(signUps[0]));
    expect(keyOf(signUps[2])).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keyOf(signUps[2])).not.toBe(keyOf(signUps[0]));
    expect(keyOf(signUps[0])).not.toBe(keyOf(code));
  });

  it('shows a refused registration in the Information modal', async () => {
    fakeApi(() => fail(400, 'The verification code is not correct. Please check the email and try again.'));
    renderAccount();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    const dialog = await informationDialog();
    expect(within(dialog).getByText('The verification code is not correct. Please check the email and try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Information' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
  });
});
