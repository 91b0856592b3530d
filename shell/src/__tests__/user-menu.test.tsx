import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useAuthStore, useLocation } from '@ferrolink/shared';
import { UserMenu } from '../layout/UserMenu';

function LoginPage() {
  return <p>Login page at {useLocation().pathname}</p>;
}

// A declarative router: jsdom has no fetch Request, which data routers need.
function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <Routes>
        <Route path="/index" element={<UserMenu />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });
});
