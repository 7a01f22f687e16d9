import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';
import { streetCityLabel } from './locationLabel';
import { usePopups } from '../layout/popups/popupStore';
import { customer, fetchMock, json, renderApp, resetShellServer } from '../test/shellHarness';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A stand-in remote-catalog: says which page or widget the shell asked it for. */
function CatalogApp(props: RemoteAppProps) {
  return props.widget ? <p>{`catalog widget ${props.widget}`}</p> : <h1>{`catalog page for ${props.route}`}</h1>;
}

const registry = { 'remote-catalog': '/releases/remote-catalog/1/mf-manifest.json' };

function answerGeocode(reply: (address: string) => ReturnType<typeof json> | Promise<never>) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/remotes.json') return json(200, registry);
    if (url.startsWith('/api/geocode?')) return reply(new URL(url, 'http://site').searchParams.get('address') ?? '');
    return json(404, {});
  });
}

const chip = () => within(screen.getByRole('banner')).getAllByRole('button', { name: /^Location:/ })[0]!;

beforeEach(() => {
  resetShellServer();
  useAuthStore.setState({ location: { latitude: null, longitude: null, address: 'Anna Nagar, Chennai' } });
  usePopups.setState({ open: null });
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: CatalogApp });
});

describe('the location popup', () => {
  it('checks the address, tells a place it cannot find from a failed call, and stays open until one is found', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerGeocode((address) => (address === 'Atlantis' ? json(404, { status: 404, errors: {} }) : Promise.reject(new TypeError('offline'))));
    renderApp('/');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    const field = within(dialog).getByPlaceholderText('Change live Address');

    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Address cannot be empty.');

    await userEvent.clear(field);
    await userEvent.type(field, 'Atlantis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Failed to geocode the address.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('An error occurred while fetching the address.')).toBeInTheDocument();
    expect(useAuthStore.getState().location.address).toBe('Anna Nagar, Chennai');
  });

  it('uses the browser’s position on "Use my current location", in words, as a point the person chose now', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/remotes.json') return json(200, registry);
      if (url === '/api/onbrowseropen') return json(200, { status: 200, data: { address: { road: 'Arcot Road', city: 'Chennai', town: null, village: null } } });
      return json(404, {});
    });
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (found: PositionCallback) => found({ coords: { latitude: 13.085, longitude: 80.2101 } } as GeolocationPosition) },
      configurable: true,
    });
    const before = Date.now();
    const router = renderApp('/pages/about-us');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().location).toEqual({ latitude: 13.085, longitude: 80.2101, address: 'Arcot Road, Chennai' });
    expect(useAuthStore.getState().locationChosenAt).toBeGreaterThanOrEqual(before);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so when the browser is refused the position, and stays open', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/remotes.json' ? json(200, registry) : json(404, {})));
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) => failed({ code: 1 } as GeolocationPositionError) },
      configurable: true,
    });
    renderApp('/pages/about-us');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Location access denied');
    expect(useAuthStore.getState().location.address).toBe('Anna Nagar, Chennai');
  });

  it('stores the geocoded point and address, closes, and goes to /', async () => {
    answerGeocode(() => json(200, { status: 200, data: { latitude: 18.52, longitude: 73.86, formatted_address: 'Pune, Maharashtra' } }));
    const router = renderApp('/pages/about-us');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    await userEvent.type(within(dialog).getByPlaceholderText('Change live Address'), 'Pune{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().location).toEqual({ latitude: 18.52, longitude: 73.86, address: 'Pune, Maharashtra' });
    // A navigation is a React transition: the landing page shows once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(chip()).toHaveTextContent('Pune, Maharashtra');
    expect(fetchMock).toHaveBeenCalledWith('/api/geocode?address=Pune', expect.anything());
  });
});

describe('an address found in more than one place', () => {
  const chennai = { latitude: 13.0429, longitude: 80.2385, formatted_address: 'T. Nagar, Chennai, Tamil Nadu 600017' };
  const theni = { latitude: 10.0103, longitude: 77.4768, formatted_address: 'T.Nagar, Teni, Tamil Nadu 625531' };

  it('is not guessed: the popup offers each place, stores the one picked, closes and goes to /', async () => {
    answerGeocode(() => json(200, { status: 200, data: { ...chennai, choices: [chennai, theni] } }));
    const router = renderApp('/pages/about-us');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    await userEvent.type(within(dialog).getByPlaceholderText('Change live Address'), 'T. Nagar{Enter}');

    const choices = await within(dialog).findByRole('group', { name: 'We found this name in more than one place. Which one do you mean?' });
    expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual([chennai.formatted_address, theni.formatted_address]);
    expect(useAuthStore.getState().location.address).toBe('Anna Nagar, Chennai');

    await userEvent.click(within(choices).getByRole('button', { name: theni.formatted_address }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().location).toEqual({ latitude: 10.0103, longitude: 77.4768, address: theni.formatted_address });
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers the choices under the hero’s address box too, and picking one stores it and hides them', async () => {
    answerGeocode((address) =>
      address === 'T. Nagar'
        ? json(200, { status: 200, data: { ...chennai, choices: [chennai, theni] } })
        : json(200, { status: 200, data: { latitude: 9.93, longitude: 76.26, formatted_address: 'Kochi, Kerala', choices: [] } }),
    );
    renderApp('/list-of-services?category=1', customer);
    const hero = screen.getByRole('region', { name: 'Your location and search' });
    const field = within(hero).getByLabelText('Services near');
    await userEvent.clear(field);
    await userEvent.type(field, 'T. Nagar{Enter}');
    await userEvent.click(await within(hero).findByRole('button', { name: chennai.formatted_address }));
    expect(useAuthStore.getState().location).toEqual({ latitude: 13.0429, longitude: 80.2385, address: chennai.formatted_address });
    expect(within(hero).queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('the location chip’s label', () => {
  it('shows what is known: the city alone when the street is not, both when both are', () => {
    expect(streetCityLabel({ road: null, city: 'Bengaluru', town: null, village: null })).toBe('Bengaluru');
    expect(streetCityLabel({ road: 'MG Road', city: 'Bengaluru', town: null, village: null })).toBe('MG Road, Bengaluru');
    expect(streetCityLabel({ road: null, city: null, town: 'Hosur', village: null })).toBe('Hosur');
    expect(streetCityLabel({ road: null, city: null, town: null, village: null })).toBe('Street not available, City not available');
  });
});

describe('the hero banner', () => {
  it('is shown to a verified customer on the service list with the catalogue’s search, and on the home without it', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/remotes.json' ? json(200, registry) : json(404, {})));
    renderApp('/list-of-services?category=1', customer);
    const hero = screen.getByRole('region', { name: 'Your location and search' });
    expect(within(hero).getByLabelText('Services near')).toHaveValue('Anna Nagar, Chennai');
    expect(await within(hero).findByText('catalog widget hero-search')).toBeInTheDocument();
  });

  it('has no search box on the signed-in home, and is not shown to a visitor', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/remotes.json' ? json(200, registry) : json(404, {})));
    renderApp('/', customer);
    const hero = screen.getByRole('region', { name: 'Your location and search' });
    expect(await screen.findByText('catalog page for /user-home')).toBeInTheDocument();
    expect(within(hero).queryByText('catalog widget hero-search')).not.toBeInTheDocument();
    cleanup();
    renderApp('/list-of-services?category=1');
    expect(screen.queryByRole('region', { name: 'Your location and search' })).not.toBeInTheDocument();
  });

  it('geocodes and saves the typed address on Enter, and shows why when it cannot', async () => {
    answerGeocode((address) =>
      address === 'Kochi' ? json(200, { status: 200, data: { latitude: 9.93, longitude: 76.26, formatted_address: 'Kochi, Kerala' } }) : json(404, {}),
    );
    renderApp('/list-of-services?category=1', customer);
    const field = within(screen.getByRole('region', { name: 'Your location and search' })).getByLabelText('Services near');
    await userEvent.clear(field);
    await userEvent.type(field, 'Nowhere{Enter}');
    expect(await screen.findByText('Failed to geocode the address.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Kochi{Enter}');
    await waitFor(() => expect(useAuthStore.getState().location).toEqual({ latitude: 9.93, longitude: 76.26, address: 'Kochi, Kerala' }));
    expect(field).toHaveValue('Kochi, Kerala');
  });
});

describe('the catalogue popups in the header', () => {
  it('mounts remote-catalog’s category popup for Categories, and its search popup for the search button', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/remotes.json' ? json(200, registry) : json(404, {})));
    renderApp('/pages/about-us', customer);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Categories' }));
    expect(await screen.findByText('catalog widget category-popup')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search services' }));
    expect(await screen.findByText('catalog widget search-popup')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('remote_catalog/App');
  });

  it('shows the fallback with Retry in a dialog that still closes when remote-catalog cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url: string) => (url === '/remotes.json' ? json(200, registry) : json(404, {})));
    jest.mocked(loadRemote).mockRejectedValue(new Error('remote-catalog is down'));
    renderApp('/pages/about-us', customer);
    await userEvent.click(screen.getByRole('button', { name: 'Search services' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('This part of ServeNear could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
