import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Envelope } from '@ferrolink/shared';
import ForgotPasswordPage from '../ForgotPasswordPage';
import { advanceSeconds, deferred, fail, fakeApi, NETWORK_ERROR, ok, renderPage, sentHeader } from '@ferrolink/testing';
import { ACCOUNT_PAGES } from './account-pages';

const renderForgot = () => renderPage(<ForgotPasswordPage />, { url: '/forgotPassword', path: '/forgotPassword', otherPages: ACCOUNT_PAGES });
const SENT = 'If an account exists for this address, we have sent it a link to set a new password.';

jest.setTimeout(20_000);
afterEach(() => {
  jest.useRealTimers();
});

describe('ForgotPasswordPage', () => {
  it('checks the email as it is typed and on NEXT STEP', async () => {
    const sent = fakeApi(() => ok(null, SENT));
    renderForgot();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maria');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(sent).toHaveLength(0);
  });

  it('asks for the link with NEXT STEP disabled while it waits, then shows the instruction and a resend link that waits 60 seconds', async () => {
    jest.useFakeTimers();
    const first = deferred<Envelope<null>>();
    const sent = fakeApi(() => (sent.length === 1 ? first.promise : ok(null, SENT)));
    renderForgot();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'NEXT STEP' })).toBeDisabled());
    expect(sent[0]).toEqual({
      method: 'GET',
      path: 'RegUser/PasswordRetrieval',
      params: { mail: 'maria.keller@northgate.example' },
      body: undefined,
    });
    await act(async () => {
      first.resolve(ok(null, SENT));
    });

    expect(await screen.findByText(/contains a special link for creating a new password/)).toBeInTheDocument();
    expect(screen.getByText('maria.keller@northgate.example')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Click here to resend.' });
    expect(resend.parentElement).toHaveTextContent("Didn't get the mail? Click here to resend.");
    expect(resend).toBeDisabled();
    await advanceSeconds(59);
    expect(resend).toBeDisabled();
    await advanceSeconds(1);
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText(/We have sent the mail again/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('asks for the link with an Idempotency-Key, the same when asked again after a dropped connection, another for the resend', async () => {
    jest.useFakeTimers();
    const sent = fakeApi(() => (sent.length === 1 ? NETWORK_ERROR : ok(null, SENT)));
    renderForgot();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Information' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(await screen.findByText(/contains a special link for creating a new password/)).toBeInTheDocument();
    await advanceSeconds(60);
    await user.click(screen.getByRole('button', { name: 'Click here to resend.' }));
    expect(await screen.findByText(/We have sent the mail again/)).toBeInTheDocument();

    const keys = sent.map((request) => sentHeader(request, 'Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);
    // The resend is a second request on purpose, for the same address: a new key, or the API would answer it from the first.
    expect(keys[2]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a refusal in the Information modal', async () => {
    fakeApi(() => fail(429, 'A link was sent to this address a moment ago. Please wait 60 seconds and try again.'));
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria.keller@northgate.example');
    await user.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    expect(within(dialog).getByText('A link was sent to this address a moment ago. Please wait 60 seconds and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEXT STEP' })).toBeEnabled();
  });
});
