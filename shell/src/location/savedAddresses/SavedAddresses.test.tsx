import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '../../auth/authStore';
import { usePopups } from '../../layout/popups/popupStore';
import { customer, fetchMock, json, renderApp, resetShellServer } from '../../test/shellHarness';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

type Kept = { id: number; kind: 'home' | 'work' | 'other'; address: string; latitude: number; longitude: number };
const here = { latitude: 13.0418, longitude: 80.2341, address: 'T. Nagar, Chennai' };
const guindy: Kept = { id: 3, kind: 'work', address: 'Guindy, Chennai', latitude: 13.0067, longitude: 80.2206 };

/** The server's saved addresses, in memory, answering as places/routes.ts does. */
function addressServer(kept: Kept[], options: { refuseAdd?: string; refuseEdit?: string; failList?: number; near?: { road: string | null; city: string | null } | 'fails' } = {}) {
  let failures = options.failList ?? 0;
  let next = 10;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const one = /^\/api\/user\/addresses\/(\d+)$/.exec(url);
    if (url === '/api/onbrowseropen') {
      if (options.near === 'fails' || !options.near) return json(500, { status: 500, errors: {}, message: 'Internal Server Error' });
      return json(200, { status: 200, data: { address: { ...options.near, town: null, village: null } } });
    }
    if (url === '/remotes.json') return json(200, { 'remote-account': '/releases/remote-account/1/mf-manifest.json', 'remote-catalog': '/releases/remote-catalog/1/mf-manifest.json' });
    if (url === '/api/user/addresses' && method === 'GET') {
      if (failures-- > 0) return json(500, { status: 500, errors: {}, message: 'Internal Server Error' });
      return json(200, { status: 200, data: kept.map((address) => ({ ...address })) });
    }
    if (url === '/api/user/addresses' && method === 'POST') {
      if (options.refuseAdd) return json(422, { status: 422, errors: { form: [options.refuseAdd] }, message: 'Unprocessable Entity' });
      const saved = { id: next++, ...body } as Kept;
      kept.push(saved);
      return json(201, { status: 201, message: 'Address saved', data: { ...saved } });
    }
    const index = one ? kept.findIndex((address) => address.id === Number(one[1])) : -1;
    if (one && index < 0) return json(404, { status: 404, errors: {}, message: 'Address not found' });
    if (one && method === 'POST') {
      if (options.refuseEdit) return json(422, { status: 422, errors: { address: [options.refuseEdit] }, message: 'Unprocessable Entity' });
      kept[index] = { ...kept[index]!, ...(body as Partial<Kept>) };
      return json(200, { status: 200, message: 'Address updated', data: { ...kept[index] } });
    }
    if (one && method === 'DELETE') {
      kept.splice(index, 1);
      return json(200, { status: 200, message: 'Address deleted' });
    }
    return json(404, {});
  });
  return kept;
}

async function openPopup() {
  await userEvent.click(within(screen.getByRole('banner')).getAllByRole('button', { name: /^Location:/ })[0]!);
  return screen.findByRole('dialog', { name: 'Enter Your Location' });
}

const savedList = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Saved addresses' });

beforeEach(() => {
  resetShellServer();
  useAuthStore.setState({ location: here });
  usePopups.setState({ open: null });
  jest.mocked(registerRemotes).mockReset();
  // The page behind the popup: a stand-in remote.
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: () => <h1>A page</h1> });
});

describe('saved addresses in the location popup (issue 37)', () => {
  it('keeps the current location as home, edits it to work, and deletes it after asking', async () => {
    const kept = addressServer([]);
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    expect(await within(section).findByText(/^No saved addresses yet/)).toBeInTheDocument();

    expect(within(section).getByText('T. Nagar, Chennai')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'Home' })).toBeChecked();
    await userEvent.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Address saved');
    expect(kept).toEqual([{ id: 10, kind: 'home', ...here }]);
    expect(within(section).getByRole('button', { name: 'Use Home: T. Nagar, Chennai' })).toBeInTheDocument();
    expect(within(section).getByText('This location is saved as Home.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Edit Home: T. Nagar, Chennai' }));
    const renaming = within(section).getByRole('group', { name: 'Name this address' });
    // Focus is on the chosen kind; the arrow keys move between the kinds, Enter sends.
    expect(within(renaming).getByRole('radio', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(renaming).getByRole('radio', { name: 'Work' })).toBeChecked();
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Address updated'));
    expect(kept[0]?.kind).toBe('work');
    expect(within(section).getByRole('button', { name: 'Edit Work: T. Nagar, Chennai' })).toHaveFocus();

    await userEvent.click(within(section).getByRole('button', { name: 'Delete Work: T. Nagar, Chennai' }));
    const asking = within(section).getByRole('group', { name: 'Delete this address? Work: T. Nagar, Chennai' });
    expect(within(asking).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(kept).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Delete Work: T. Nagar, Chennai' })).toHaveFocus();

    await userEvent.click(within(section).getByRole('button', { name: 'Delete Work: T. Nagar, Chennai' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Address deleted'));
    expect(kept).toEqual([]);
    expect(within(section).getByText(/^No saved addresses yet/)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Saved addresses' })).toHaveFocus();
  });

  it('uses a saved address as the location, closes, and goes to /', async () => {
    addressServer([guindy]);
    const router = renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    await userEvent.click(await within(section).findByRole('button', { name: 'Use Work: Guindy, Chennai' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().location).toEqual({ latitude: 13.0067, longitude: 80.2206, address: 'Guindy, Chennai' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s refusal, and a list that could not be read with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A failing server is asked once more (after a second) before the failure shows.
    addressServer([guindy], { refuseAdd: 'You can keep at most 10 addresses. Delete one to add another.', failList: 2 });
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    expect(await within(section).findByText('Your saved addresses could not be loaded.', {}, { timeout: 4_000 })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: 'Use Work: Guindy, Chennai' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('You can keep at most 10 addresses. Delete one to add another.');
  }, 15_000);

  it('saves a point the browser found under the street and city the server finds there', async () => {
    const kept = addressServer([], { near: { road: 'Arcot Road', city: 'Chennai' } });
    useAuthStore.setState({ location: { latitude: 13.085, longitude: 80.2101, address: null } });
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    expect(await within(section).findByText('Arcot Road, Chennai')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Address saved');
    expect(kept).toEqual([{ id: 10, kind: 'other', address: 'Arcot Road, Chennai', latitude: 13.085, longitude: 80.2101 }]);
  });

  it('saves a found point as "Location near …" when the server cannot name it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const kept = addressServer([], { near: 'fails' });
    useAuthStore.setState({ location: { latitude: 13.085, longitude: 80.2101, address: null } });
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    expect(await within(section).findByText('Location near 13.0850, 80.2101')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Address saved');
    expect(kept[0]).toMatchObject({ kind: 'home', address: 'Location near 13.0850, 80.2101' });
  });

  it('edits a saved address: its name, its address line, and moves it to the location chosen now', async () => {
    const kept = addressServer([{ ...guindy }]);
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit Work: Guindy, Chennai' }));
    const form = within(section).getByRole('form', { name: 'Edit Work' });
    const line = within(form).getByLabelText('Address (flat or house number, landmark)');
    expect(line).toHaveValue('Guindy, Chennai');

    // An empty line is refused here, with the server's words, before anything is sent.
    await userEvent.clear(line);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Address cannot be empty.');
    expect(line).toHaveAccessibleDescription('Address cannot be empty.');

    await userEvent.type(line, 'Flat 4B, Lotus Towers, near Kathipara Junction');
    await userEvent.click(within(form).getByRole('radio', { name: 'Home' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Move it to your current location: T. Nagar, Chennai' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Address updated'));
    expect(kept).toEqual([{ id: 3, kind: 'home', address: 'Flat 4B, Lotus Towers, near Kathipara Junction', latitude: 13.0418, longitude: 80.2341 }]);
    expect(within(section).getByRole('button', { name: 'Use Home: Flat 4B, Lotus Towers, near Kathipara Junction' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of an edit in its form, and keeps the form open', async () => {
    addressServer([{ ...guindy }], { refuseEdit: 'Must be at most 300 characters.' });
    renderApp('/pages/about-us', customer);
    const section = savedList(await openPopup());
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit Work: Guindy, Chennai' }));
    const form = within(section).getByRole('form', { name: 'Edit Work' });
    await userEvent.type(within(form).getByLabelText('Address (flat or house number, landmark)'), ', Gate 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Must be at most 300 characters.');
    expect(within(form).getByLabelText('Address (flat or house number, landmark)')).toHaveValue('Guindy, Chennai, Gate 2');
  });

  it('is not offered to a visitor', async () => {
    addressServer([guindy]);
    renderApp('/pages/about-us');
    const dialog = await openPopup();
    expect(within(dialog).queryByRole('region', { name: 'Saved addresses' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user/addresses', expect.anything());
  });
});
