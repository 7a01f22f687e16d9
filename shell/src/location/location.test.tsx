import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';
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

  it('stores the geocoded point and address, closes, and goes to /', async () => {
    answerGeocode(() => json(200, { status: 200, data: { latitude: 18.52, longitude: 73.86, formatted_address: 'Pune, Maharashtra' } }));
    const router = renderApp('/pages/about-us');
    await userEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Location' });
    await userEvent.type(within(dialog).getByPlaceholderText('Change live Address'), 'Pune{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().location).toEqual({ latitude: 18.52, longitude: 73.86, address: 'Pune, Maharashtra' });
    expect(router.state.location.pathname).toBe('/');
    expect(chip()).toHaveTextContent('Pune, Maharashtra');
    expect(fetchMock).toHaveBeenCalledWith('/api/geocode?address=Pune', expect.anything());
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
