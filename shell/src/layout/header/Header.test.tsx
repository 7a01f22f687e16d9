import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TestHost, type Session } from '@servenear/shared/host';
import { Header } from './Header';
import { BottomBar } from './BottomBar';

const customer: Session = { role: 'user', name: 'Asha', userId: 1, verified: true };

function renderHeader(options: { session?: Session | null; cartCount?: number; address?: string | null } = {}) {
  return render(
    <MemoryRouter>
      <TestHost session={options.session ?? null} cartCount={options.cartCount ?? 0} location={{ latitude: null, longitude: null, address: options.address ?? null }}>
        <Header />
        <BottomBar />
        <p>Outside the menus</p>
      </TestHost>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows Login and no profile menu to a visitor, with Categories and Booking History pointing to /login', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Profile menu/ })).not.toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Booking History' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'ServeNear home' })).toHaveAttribute('href', '/');
  });

  it('shows Logout and the profile menu with a session', async () => {
    renderHeader({ session: customer });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu for Asha' }));
    const menu = screen.getByRole('menu', { name: 'Profile' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user-edit');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Booking History' })).toHaveAttribute('href', '/instand-booking');
  });

  it('signs out from the Logout button', async () => {
    renderHeader({ session: customer });
    const logout = screen.getAllByRole('button', { name: 'Logout' })[0];
    await userEvent.click(logout!);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('closes the profile menu on an outside click', async () => {
    renderHeader({ session: customer });
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu for Asha' }));
    expect(screen.getByRole('menu', { name: 'Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside the menus'));
    expect(screen.queryByRole('menu', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with its four entries and closes it on an outside click', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Booking History' })).toHaveAttribute('href', '/instand-booking');
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByText('Outside the menus'));
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });

  it('has a mobile bottom bar with Home, Categories and Booking History', () => {
    renderHeader();
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Categories', 'Booking History']);
  });

  it('shows the cart count badge linking to /service-booking', () => {
    renderHeader({ session: customer, cartCount: 3 });
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/service-booking');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('shows the stored address in the location chip, or Select location', () => {
    renderHeader({ address: 'MG Road, Bengaluru' });
    expect(screen.getByTitle('Location')).toHaveTextContent('MG Road, Bengaluru');
  });

  it('shows Select location and the notifications bell when nothing is stored', () => {
    renderHeader();
    expect(screen.getByTitle('Location')).toHaveTextContent('Select location');
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('becomes sticky after more than 90 px of scroll', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      window.scrollY = 90;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      window.scrollY = 91;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });
});
