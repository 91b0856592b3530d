import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '@ferrolink/shared';
import { UserMenu } from '../layout/UserMenu';

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: '/index', element: <UserMenu /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/index'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<UserMenu> (SPEC §2, §4)', () => {
  afterEach(() => useAuthStore.setState({ userName: 'Sign In' }));

  it('links to /login when signed out', async () => {
    useAuthStore.setState({ userName: 'Sign In' });
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows the user name with a Sign Out menu that signs out and goes to /login', async () => {
    const signOut = jest.fn(async () => useAuthStore.setState({ userName: 'Sign In' }));
    useAuthStore.setState({ userName: 'jane', signOut });
    const router = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'jane' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });
});
