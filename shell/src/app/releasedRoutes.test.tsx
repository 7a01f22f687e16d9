/**
 * Decision 0058 in the shell: routes the live releases claim are routed like the table's, guarded
 * by their access rule, drawn by their remote, which the shell registers from the registry although
 * no build of the shell ever named it.
 */
import { screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Session } from '@servenear/shared/host';
import type { ReleasedRoute, RemoteAppProps } from '@servenear/shared/routes';
import { customer, fetchMock, json, renderApp, resetShellServer } from '../test/shellHarness';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const opsRoutes: ReleasedRoute[] = [
  { remote: 'remote-ops', path: '/ops/sign-in', access: 'public', title: 'Ops sign-in', ownChrome: true },
  { remote: 'remote-ops', path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in', ownChrome: true },
];
const opsPerson: Session = { role: 'admin', name: 'Meena', userId: 9, verified: true };

beforeEach(() => {
  resetShellServer();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url === '/remotes.json' ? json(200, { 'remote-ops': '/releases/remote-ops/0.1.0-abc/mf-manifest.json' }) : json(404, {}),
  );
  jest.mocked(loadRemote).mockResolvedValue({ default: ({ route }: RemoteAppProps) => <h1>{`ops page for ${route}`}</h1> });
});

describe('a route a live release claims', () => {
  it('is drawn by its remote, registered from the registry, with no shell header around it', async () => {
    renderApp('/ops/partners/12', opsPerson, opsRoutes);

    expect(await screen.findByRole('heading', { name: 'ops page for /ops/*' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_ops', entry: 'http://localhost/releases/remote-ops/0.1.0-abc/mf-manifest.json' }], expect.anything());
    expect(loadRemote).toHaveBeenCalledWith('remote_ops/App');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('prefers the exact claim to the splat, and lets a visitor see a public one', async () => {
    renderApp('/ops/sign-in', null, opsRoutes);

    expect(await screen.findByRole('heading', { name: 'ops page for /ops/sign-in' })).toBeInTheDocument();
  });

  it("sends a visitor to the claim's own sign-in page with the login toast", async () => {
    const router = renderApp('/ops/bookings', null, opsRoutes);

    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/sign-in'));
  });

  it('sends a customer to /unauthorized', async () => {
    const router = renderApp('/ops/bookings', customer, opsRoutes);

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('is not found once no live release claims it', async () => {
    renderApp('/ops/sign-in', opsPerson, []);

    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
