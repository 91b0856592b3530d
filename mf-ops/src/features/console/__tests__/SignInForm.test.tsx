import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from '../SignInForm';

describe('the console sign-in form', () => {
  it('sends the typed token once, trimmed, and empties the field whatever the answer', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn<Promise<void>, [string]>().mockRejectedValueOnce(new Error('That is not a rollout token of this site.'));
    render(<SignInForm onSignIn={onSignIn} />);
    const field = screen.getByLabelText('Rollout token');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');

    await user.type(field, '  wrong-token-0123456789abcdefgh ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledWith('wrong-token-0123456789abcdefgh');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not a rollout token of this site.');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    onSignIn.mockResolvedValueOnce(undefined);
    await user.type(field, 'release-desk-token-0123456789abcd{Enter}');
    expect(onSignIn).toHaveBeenLastCalledWith('release-desk-token-0123456789abcd');
    expect(field).toHaveValue('');
    // Nothing of the token is kept where a script could read it back.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('release-desk-token');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('release-desk-token');
    expect(document.cookie).not.toContain('release-desk-token');
  });

  it('asks for a token instead of sending an empty one', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn<Promise<void>, [string]>();
    render(<SignInForm onSignIn={onSignIn} notice="The rollout console session has expired: please sign in again." />);
    expect(screen.getByText('The rollout console session has expired: please sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a rollout token.');
  });
});
