import { waitFor } from '@testing-library/react';
import type { Session } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';
import { syncLocationWithAccount } from './accountLocation';

const customer: Session = { role: 'user', name: 'Asha', userId: 7, verified: true };
const chennai = { latitude: 13.04, longitude: 80.23, address: 'T. Nagar, Chennai' };
const shimla = { latitude: 31.1, longitude: 77.17, address: 'Mall Road, Shimla' };

const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
let fetchMock: jest.Mock;
let stop: () => void;

beforeEach(() => {
  useAuthStore.setState({ session: null, location: { latitude: null, longitude: null, address: null } });
  fetchMock = jest.fn(async (_url: string, init?: RequestInit) => reply(init?.method === 'POST' ? { status: 200, message: 'Location saved' } : { status: 200, data: null }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  stop = syncLocationWithAccount();
});
afterEach(() => stop());

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
});
