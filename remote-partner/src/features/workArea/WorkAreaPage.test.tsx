import { screen, waitFor, within } from '@testing-library/react';
import type { WorkAreaWire } from '@servenear/shared/wire';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';
import { fill } from '@servenear/shared/i18n';
import { workAreaTexts } from './texts';

const home: WorkAreaWire = { id: 7, label: 'Home', address: 'Anna Nagar, Chennai', city: 'Chennai', latitude: 13.085, longitude: 80.2101, radius_km: 10 };
const shop: WorkAreaWire = { id: 8, label: null, address: null, city: 'Chennai', latitude: 13.0418, longitude: 80.2341, radius_km: 25 };
const whitefield: WorkAreaWire = { id: 9, label: null, address: 'Whitefield, Bengaluru', city: 'Hoskote', latitude: 12.9698, longitude: 77.75, radius_km: 5 };

/** The server as the page sees it: GET answers whatever `places` holds now. */
function renderWorkArea(routes: Record<string, FakeRoute> = {}, initial: WorkAreaWire[] = [home, shop]) {
  let places = [...initial];
  const api = fakeApi({
    'GET employee/userprofile': profileReply(),
    'GET employee/work-areas': () => ok({ places, max_radius_km: 25, max_places: 5 }),
    ...routes,
  });
  const view = renderPage('/employee-work-area', { session: partnerSession });
  return { api, ...view, setPlaces: (next: typeof places) => (places = next) };
}

function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}
afterEach(() => stubGeolocation(undefined));

describe('work area', () => {
  it('lists each place with its name, address, radius in words and point', async () => {
    renderWorkArea();
    const homeItem = await screen.findByRole('listitem', { name: 'Home' });
    expect(homeItem).toHaveTextContent('Anna Nagar, Chennai');
    expect(homeItem).toHaveTextContent('Within 10 km of this point: 13.0850° N, 80.2101° E');
    // A place set up by ops has neither a name nor an address: its town names it.
    expect(screen.getByRole('listitem', { name: 'Chennai' })).toHaveTextContent('Within 25 km');
  });

  it('says so when there is no place yet', async () => {
    renderWorkArea({}, []);
    expect(await screen.findByText(workAreaTexts.empty)).toBeInTheDocument();
  });

  it('offers radii up to the maximum the server reports', async () => {
    renderWorkArea();
    const select = await screen.findByLabelText(workAreaTexts.radius);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['2 km', '5 km', '10 km', '15 km', '20 km', '25 km']);
    expect(select).toHaveValue('5');
  });

  it('adds a place from a typed address and lists it as the server stored it', async () => {
    const { api, user, notices, setPlaces } = renderWorkArea({
      'POST employee/work-areas': () => {
        setPlaces([home, shop, whitefield]);
        return { status: 201, body: { status: 201, message: 'Place added', data: whitefield } };
      },
    });
    await user.type(await screen.findByLabelText(workAreaTexts.address), 'Whitefield, Bengaluru');
    await user.selectOptions(screen.getByLabelText(workAreaTexts.radius), '5');
    await user.click(screen.getByRole('button', { name: workAreaTexts.add }));

    expect(await screen.findByRole('listitem', { name: 'Whitefield, Bengaluru' })).toHaveTextContent('Within 5 km');
    expect(api.requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: 'employee/work-areas',
      body: { address: 'Whitefield, Bengaluru', radius_km: 5 },
    });
    expect(notices).toEqual([{ kind: 'success', message: 'Place added' }]);
    expect(screen.getByLabelText(workAreaTexts.address)).toHaveValue('');
  });

  it("shows the server's refusal of the address under the address field", async () => {
    const message = 'We could not find this address on the map. Please add your locality or PIN code, for example "T. Nagar, Chennai 600017".';
    const { user } = renderWorkArea({ 'POST employee/work-areas': failed(422, '', { address: [message] }) });
    await user.type(await screen.findByLabelText(workAreaTexts.address), 'T. Nagar');
    await user.click(screen.getByRole('button', { name: workAreaTexts.add }));

    const address = screen.getByLabelText(workAreaTexts.address);
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(address).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an address before sending anything', async () => {
    const { api, user } = renderWorkArea();
    await user.click(await screen.findByRole('button', { name: workAreaTexts.add }));
    expect(await screen.findByText('Please enter the address of the place, or use your current location.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks before deleting, and keeps the place when told to', async () => {
    const { api, user, notices, setPlaces } = renderWorkArea({
      'DELETE employee/work-areas/7': () => {
        setPlaces([shop]);
        return ok(undefined, 'Place deleted');
      },
    });
    const homeItem = await screen.findByRole('listitem', { name: 'Home' });
    await user.click(within(homeItem).getByRole('button', { name: workAreaTexts.delete }));
    expect(within(homeItem).getByText(workAreaTexts.confirmDelete)).toBeInTheDocument();
    await user.click(within(homeItem).getByRole('button', { name: workAreaTexts.confirmNo }));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(homeItem).getByRole('button', { name: workAreaTexts.delete }));
    await user.click(within(homeItem).getByRole('button', { name: workAreaTexts.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Home' })).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['employee/work-areas/7']);
    expect(notices).toEqual([{ kind: 'success', message: 'Place deleted' }]);
  });

  it('adds the current location with the chosen radius', async () => {
    stubGeolocation({
      getCurrentPosition: (success) => success({ coords: { latitude: 12.97, longitude: 77.75 } } as GeolocationPosition),
    });
    const { api, user } = renderWorkArea({ 'POST employee/work-areas': { status: 201, body: { status: 201, message: 'Place added', data: whitefield } } });
    await user.selectOptions(await screen.findByLabelText(workAreaTexts.radius), '10');
    await user.type(screen.getByLabelText(workAreaTexts.label), 'Shop');
    await user.click(screen.getByRole('button', { name: workAreaTexts.useLocation }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ latitude: 12.97, longitude: 77.75, radius_km: 10, label: 'Shop' }),
    );
  });

  it('says how to allow the location when permission is denied', async () => {
    stubGeolocation({
      getCurrentPosition: (_success, failure) => failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' }),
    });
    const { api, user } = renderWorkArea();
    await user.click(await screen.findByRole('button', { name: workAreaTexts.useLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(workAreaTexts.locationDenied);
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says to type the address when the browser has no location', async () => {
    stubGeolocation(undefined);
    const { user } = renderWorkArea();
    await user.click(await screen.findByRole('button', { name: workAreaTexts.useLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(workAreaTexts.locationUnsupported);
  });

  it('offers no form once the partner keeps the most places', async () => {
    const many = [1, 2, 3, 4, 5].map((id) => ({ ...shop, id, label: `Place ${id}` }));
    renderWorkArea({}, many);
    expect(await screen.findByText(fill(workAreaTexts.full, { maximum: 5 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: workAreaTexts.add })).not.toBeInTheDocument();
  });
});
