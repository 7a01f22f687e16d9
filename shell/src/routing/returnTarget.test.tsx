import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Session } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';
import { customer, renderApp, resetShellServer } from '../test/shellHarness';
import { rememberReturn, returnFor, returnTargetMaxAgeMs, sameSitePath, storedReturn } from './returnTarget';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const partner: Session = { role: 'employee', name: 'Ravi', userId: 2, verified: true };

beforeEach(() => {
  resetShellServer();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
});

describe('back to the service after login (issue 37)', () => {
  it('sends a visitor who pressed Book Service to log in, then back to /service-book with the service, not to the home', async () => {
    const router = renderApp({ pathname: '/service-book', state: { serviceId: 21 } });
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    // The login page signs in and goes to '/', as customer §4 says.
    act(() => useAuthStore.getState().signIn(customer));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service-book'));
    expect(router.state.location.state).toEqual({ serviceId: 21 });
    // Followed once: the next visit to '/' is the home.
    expect(storedReturn()).toBeNull();
  });

  it('waits for the OTP step: a new customer whose number is not confirmed goes there first, then on', async () => {
    const router = renderApp({ pathname: '/service-book', state: { serviceId: 21 } });
    await screen.findByText('Please log in to continue.');
    act(() => useAuthStore.getState().signIn({ ...customer, verified: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'));
    expect(storedReturn()).not.toBeNull();
  });

  it('does not send a partner to a customer’s page: he gets his own home', async () => {
    const router = renderApp('/service-booking');
    await screen.findByText('Please log in to continue.');
    act(() => useAuthStore.getState().signIn(partner));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/service-booking'));
  });
});

describe('the return target is a same-site page only', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/service-book', 'javascript:alert(1)', '/login', '/', '/no-such-page', '/service-book\n'])(
    'refuses %j',
    (path) => {
      expect(sameSitePath(path)).toBeNull();
    },
  );

  it('keeps a page of the site with its query', () => {
    expect(sameSitePath('/list-of-services?category=1&subcategory=2')?.path).toBe('/list-of-services?category=1&subcategory=2');
  });

  it('ignores a stale target, and a stored value that was tampered with', () => {
    rememberReturn('/service-book', { serviceId: 3 }, 1_000);
    expect(returnFor(storedReturn(), customer, 1_000 + returnTargetMaxAgeMs + 1)).toBeNull();
    expect(returnFor(storedReturn(), customer, 2_000)).toEqual({ path: '/service-book', state: { serviceId: 3 } });
    const tampered = JSON.stringify({ path: '//evil.example', state: null, savedAt: 2_000 });
    expect(returnFor(tampered, customer, 2_000)).toBeNull();
  });
});
