import { waitFor } from '@testing-library/react';
import type { Session } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';
import { syncLocationWithAccount } from './accountLocation';
import { browserPointIsNewer } from './accountLocationCalls';

const customer: Session = { role: 'user', name: 'Asha', userId: 7, verified: true };
const chennai = { latitude: 13.04, longitude: 80.23, address: 'T. Nagar, Chennai' };
const shimla = { latitude: 31.1, longitude: 77.17, address: 'Mall Road, Shimla' };

const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
let fetchMock: jest.Mock;
let stop: () => void;

beforeEach(() => {
  useAuthStore.setState({ session: null, location: { latitude: null, longitude: null, address: null }, locationChosenAt: null });
  fetchMock = jest.fn(async (_url: string, init?: RequestInit) => reply(init?.method === 'POST' ? { status: 200, message: 'Location saved' } : { status: 200, data: null }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  stop = syncLocationWithAccount();
});
afterEach(() => stop());

const mumbai = { latitude: 19.076, longitude: 72.8777, address: 'Bandra West, Mumbai' };
/** The account's point as GET user/location answers it, kept at `keptAt`. */
const accountAt = (keptAt: string) => async (_url: string, init?: RequestInit) =>
  reply(init?.method === 'POST' ? { status: 200, message: 'Location saved' } : { status: 200, data: { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai', kept_at: keptAt } });

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init.body))]);

describe('the location belongs to the account (issue 37)', () => {
  it('at login, replaces this browser’s point with the account’s, on a browser that never saw it', async () => {
    fetchMock.mockImplementation(async () => reply({ status: 200, data: { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai' } }));
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(useAuthStore.getState().location).toEqual(chennai));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/location', { credentials: 'include' });
    // What came from the account is not sent back to it.
    expect(posts()).toEqual([]);
  });

  it('gives an account with no point yet the one the visitor chose here', async () => {
    useAuthStore.getState().setLocation(shimla);
    expect(posts()).toEqual([]);
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(posts()).toEqual([['/api/user/location', { latitude: 31.1, longitude: 77.17, user_address: 'Mall Road, Shimla' }]]));
  });

  it('keeps each new point with the account while signed in, and keeps it in the browser after logout', async () => {
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    useAuthStore.getState().setLocation(chennai);
    await waitFor(() => expect(posts()).toEqual([['/api/user/location', { latitude: 13.04, longitude: 80.23, user_address: 'T. Nagar, Chennai' }]]));
    useAuthStore.getState().signOutHere();
    expect(useAuthStore.getState().location).toEqual(chennai);
  });

  it('keeps the point a visitor has just picked when the account’s is older, and gives it to the account', async () => {
    fetchMock.mockImplementation(accountAt('2026-11-01T10:00:00.000Z'));
    // The visitor picks Mumbai in the popup (the host's setLocation: chosen now)...
    useAuthStore.getState().setLocation(mumbai);
    // ...then logs in to an account whose point is Chennai, kept weeks ago.
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(posts()).toEqual([['/api/user/location', { latitude: 19.076, longitude: 72.8777, user_address: 'Bandra West, Mumbai' }]]));
    expect(useAuthStore.getState().location).toEqual(mumbai);
  });

  it('restores the account’s point when it was kept after the browser’s was chosen, with the account’s time', async () => {
    const keptAt = new Date(Date.now() + 60_000).toISOString();
    fetchMock.mockImplementation(accountAt(keptAt));
    useAuthStore.getState().setLocation(mumbai);
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(useAuthStore.getState().location).toEqual(chennai));
    expect(useAuthStore.getState().locationChosenAt).toBe(Date.parse(keptAt));
    expect(posts()).toEqual([]);
  });

  it('counts a browser point with no time (found at page load, or stored by an older version) as older', async () => {
    fetchMock.mockImplementation(accountAt('2020-01-01T00:00:00.000Z'));
    useAuthStore.setState({ location: mumbai, locationChosenAt: null });
    useAuthStore.getState().signIn(customer);
    await waitFor(() => expect(useAuthStore.getState().location).toEqual(chennai));
    expect(posts()).toEqual([]);
  });
});

describe('browserPointIsNewer: the point chosen most recently wins', () => {
  it.each([
    [2_000, 1_000, true],
    [1_000, 2_000, false],
    [1_000, 1_000, false],
    [null, 1_000, false],
    [1_000, null, true],
    [null, null, false],
  ])('browser chosen at %p, account kept at %p: browser wins %p', (chosenAt, keptAt, expected) => {
    expect(browserPointIsNewer(chosenAt, keptAt)).toBe(expected);
  });
});
