import { lazy, Suspense } from 'react';
import { render as renderBare, screen, type RenderOptions } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { TestHost } from '@servenear/shared/test-host';
import { createQueryClient } from '@servenear/shared/query';
import { createRemoteApp } from './remoteApp';

/** A remote's App is always mounted inside the host (the shell, or the test host). */
const render = (ui: React.ReactElement, options: RenderOptions = {}) => renderBare(ui, { wrapper: TestHost, ...options });

const App = createRemoteApp('remote-example', {
  '/report': () => <h1>Report and Queries</h1>,
  '/slow': lazy(() => new Promise<never>(() => undefined)),
});

it('renders the page for the route pattern it is given', () => {
  render(<App route="/report" />);
  expect(screen.getByRole('heading', { name: 'Report and Queries' })).toBeInTheDocument();
});

it("leaves the host's region fallback (the server's picture, or the skeleton) in place while a lazy page arrives", () => {
  render(
    <Suspense fallback={<p role="status">The region's placeholder</p>}>
      <App route="/slow" />
    </Suspense>,
  );
  expect(screen.getByRole('status')).toHaveTextContent("The region's placeholder");
});

it('gives its pages the QueryClient the host hands over', () => {
  const client = createQueryClient({ retry: false });
  client.setQueryData(['greeting'], 'Namaste');
  function Greeting() {
    return <p>{useQueryClient().getQueryData<string>(['greeting'])}</p>;
  }
  const WithQuery = createRemoteApp('remote-example', { '/greeting': Greeting });
  renderBare(<WithQuery route="/greeting" />, { wrapper: ({ children }) => <TestHost queryClient={client}>{children}</TestHost> });
  expect(screen.getByText('Namaste')).toBeInTheDocument();
});

it('refuses a route it has no page for', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<App route="/pages/:slug" />)).toThrow('remote-example has no page for /pages/:slug');
  quiet.mockRestore();
});

describe('widgets', () => {
  const WithWidgets = createRemoteApp(
    'remote-example',
    {},
    { 'search-popup': ({ onClose }) => <button onClick={onClose}>Close search</button> },
  );

  it('renders the widget it is asked for, with the shell’s close callback', () => {
    const onClose = jest.fn();
    render(<WithWidgets widget="search-popup" onClose={onClose} />);
    screen.getByRole('button', { name: 'Close search' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a widget it does not have', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WithWidgets widget="hero-search" />)).toThrow('remote-example has no widget hero-search');
    quiet.mockRestore();
  });
});
