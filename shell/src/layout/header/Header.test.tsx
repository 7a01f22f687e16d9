import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { queryKeys, type Session } from '@servenear/shared/host';
import { TestHost } from '@servenear/shared/test-host';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { createQueryClient } from '@servenear/shared/query';
import { Header } from './Header';
import { BottomBar } from './BottomBar';
import { useLiveLocation } from '../../location/liveLocationStore';
import { usePopups } from '../popups/popupStore';

type Locate = (success: PositionCallback, failure?: PositionErrorCallback | null) => void;

/** The browser's geolocation as a test sets it: null for a browser without one. */
function stubGeolocation(locate: Locate | null) {
  const geolocation = locate ? { getCurrentPosition: jest.fn(locate) } : undefined;
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation ?? { getCurrentPosition: jest.fn() };
}

/** The chip in the bar (phones get the same button as a line under it). */
const locationChip = () => within(screen.getByRole('banner')).getAllByRole('button', { name: /^Location:/ })[0]!;

beforeEach(() => {
  useLiveLocation.setState({ label: null });
  usePopups.setState({ open: null });
});

afterEach(() => jest.restoreAllMocks());

const customer: Session = { role: 'user', name: 'Asha', userId: 1, verified: true };

function renderHeader(options: { session?: Session | null; cartCount?: number; address?: string | null; path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  // The count as the page's cart-count query last read it.
  if (options.cartCount !== undefined) queryClient.setQueryData(queryKeys.cart.count(), options.cartCount);
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <TestHost session={options.session ?? null} queryClient={queryClient} location={{ latitude: null, longitude: null, address: options.address ?? null }}>
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

  it('lights up no tab on the login page, where Categories and Booking History lead a visitor', () => {
    renderHeader({ path: '/login' });
    for (const name of ['Quick links', 'Main']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([]);
    }
  });

  it('lights up the one tab of the page a signed-in customer is on', () => {
    renderHeader({ session: customer, path: '/instand-booking' });
    const current = within(screen.getByRole('navigation', { name: 'Quick links' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Booking History']);
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

  it('shows the stored address in the location chip without asking the browser', () => {
    const geolocation = stubGeolocation(() => undefined);
    renderHeader({ address: 'MG Road, Bengaluru' });
    expect(locationChip()).toHaveTextContent('MG Road, Bengaluru');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/login');
  });

  it('says Geolocation not supported when the browser has no geolocation', () => {
    stubGeolocation(null);
    renderHeader();
    expect(locationChip()).toHaveTextContent('Geolocation not supported');
  });

  it('says Location access denied when the visitor refuses, and Unable to fetch location on other failures', () => {
    stubGeolocation((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError));
    const { unmount } = renderHeader();
    expect(locationChip()).toHaveTextContent('Location access denied');
    unmount();
    stubGeolocation((_success, failure) => failure?.({ code: 3 } as GeolocationPositionError));
    renderHeader();
    expect(locationChip()).toHaveTextContent('Unable to fetch location');
  });

  it('shows Fetching location... while the browser answers, then street and city from the server', async () => {
    let answer: PositionCallback = () => undefined;
    stubGeolocation((success) => {
      answer = success;
    });
    const calls: Array<[string, RequestInit | undefined]> = [];
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return {
        ok: true,
        status: 200,
        json: async () => ({ status: 200, data: { address: { road: 'Anna Salai', city: 'Chennai', town: null, village: null } } }),
      };
    }) as unknown as typeof fetch;
    renderHeader();
    expect(locationChip()).toHaveTextContent('Fetching location...');
    act(() => answer({ coords: { latitude: 13.06, longitude: 80.25 } } as GeolocationPosition));
    await waitFor(() => expect(locationChip()).toHaveTextContent('Anna Salai, Chennai'));
    expect(calls[0]?.[0]).toBe('/api/onbrowseropen');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ latitude: 13.06, longitude: 80.25 });
  });

  it('falls back to Street not available and City not available, and to Unable to fetch location when the server fails', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 20, longitude: 78 } } as GeolocationPosition));
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ status: 200, data: { address: { road: null, city: null, town: null, village: null } } }),
    })) as unknown as typeof fetch;
    const { unmount } = renderHeader();
    await waitFor(() => expect(locationChip()).toHaveTextContent('Street not available, City not available'));
    unmount();
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeader();
    await waitFor(() => expect(locationChip()).toHaveTextContent('Unable to fetch location'));
  });

  it('opens the location popup from the chip, and the category popup from Categories for a signed-in customer', async () => {
    stubGeolocation(null);
    renderHeader({ session: customer });
    await userEvent.click(locationChip());
    expect(usePopups.getState().open).toBe('location');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Categories' }));
    expect(usePopups.getState().open).toBe('categories');
    await userEvent.click(screen.getByRole('button', { name: 'Search services' }));
    expect(usePopups.getState().open).toBe('search');
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

describe('the header in another language (issue 41)', () => {
  // The switch itself is @servenear/shared/language-switch's (its own tests); here, where the
  // shell's frame holds it and what the frame says once it has switched.
  afterEach(() => act(() => setTabLanguage('en')));

  function renderChrome() {
    render(
      <MemoryRouter>
        <TestHost location={{ latitude: 13.08, longitude: 80.21, address: 'Anna Nagar, Chennai' }}>
          <Header />
          <BottomBar />
        </TestHost>
      </MemoryRouter>,
    );
  }

  it('holds the switch in its bar and in the bottom bar', () => {
    renderChrome();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('is drawn in Hindi when the page is', async () => {
    await loadTexts('hi');
    setTabLanguage('hi');
    renderChrome();
    expect(screen.getByRole('link', { name: 'लॉगिन' })).toHaveAttribute('href', '/login');
    const main = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(main).getByRole('link', { name: 'बुकिंग हिस्ट्री' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'लोकेशन: Anna Nagar, Chennai। लोकेशन बदलें' }).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('turns to Tamil when Tamil is chosen in the bottom bar', async () => {
    renderChrome();
    await userEvent.selectOptions(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('combobox', { name: 'Language' }), 'தமிழ்');
    expect(await screen.findByRole('link', { name: 'லாகின்' })).toHaveAttribute('href', '/login');
    const bar = screen.getByRole('navigation', { name: 'விரைவு இணைப்புகள்' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['முகப்பு', 'வகைகள்', 'புக்கிங் வரலாறு']);
    expect(within(bar).getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
  });
});
