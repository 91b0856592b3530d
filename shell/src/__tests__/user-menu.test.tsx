import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@ferrolink/shared';
import { renderPage } from '@ferrolink/testing';
import { UserMenu } from '../layout/UserMenu';

const renderMenu = () => renderPage(<UserMenu />, { url: '/index', otherPages: { '/login': 'Login page' } });

describe('<UserMenu>', () => {
  afterEach(() => useAuthStore.setState({ userName: 'Sign In' }));

  it('links to /login when signed out', async () => {
    useAuthStore.setState({ userName: 'Sign In' });
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows the user name with a Sign Out menu that signs out and goes to /login', async () => {
    const signOut = jest.fn(async (): Promise<void> => {
      useAuthStore.setState({ userName: 'Sign In' });
    });
    useAuthStore.setState({ userName: 'jane', signOut });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'jane' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });
});
