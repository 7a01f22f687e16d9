import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { noServerState, ServerStateContext, type ServerState } from '../ssr/serverState';
import { PictureUntilLive } from './RemoteSnapshot';

const drawn: ServerState = {
  ...noServerState,
  remoteSnapshot: { remote: 'remote-catalog', path: '/list-of-services?category=3', html: '<h1>Home Repairs</h1><input aria-label="Search">' },
};

function LiveApp({ route }: RemoteAppProps) {
  return <h1>Live {route}</h1>;
}

function region(url: string, state: ServerState, remote: 'remote-catalog' | 'remote-account' = 'remote-catalog') {
  return (
    <ServerStateContext.Provider value={state}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <PictureUntilLive remote={remote} App={LiveApp} route="/list-of-services" />
        </Suspense>
      </MemoryRouter>
    </ServerStateContext.Provider>
  );
}

describe("a region's content on a page the server drew", () => {
  it("is first the server's picture, inert so nothing typed into it is lost, as a finished boundary the browser hydrates in place", () => {
    const html = renderToString(region('/list-of-services?category=3', drawn));

    // '<!--$-->' is a boundary the server finished: hydrated, not redrawn (a suspended one is '<!--$!-->').
    expect(html).toMatch(/^<!--\$--><div data-remote-snapshot="remote-catalog" data-path="\/list-of-services\?category=3" inert="">/);
    expect(html).toContain('<h1>Home Repairs</h1>');
    expect(html).not.toContain('Loading...');
  });

  it('then turns to the live App', async () => {
    const { container } = render(region('/list-of-services?category=3', drawn));

    expect(await screen.findByRole('heading', { name: 'Live /list-of-services' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote-snapshot]')).toBeNull();
  });

  it('is the live App at once at another URL, for another remote, or on a page the server did not draw', () => {
    for (const [url, state, remote] of [
      ['/list-of-services?category=4', drawn, 'remote-catalog'],
      ['/login', drawn, 'remote-account'],
      ['/list-of-services?category=3', noServerState, 'remote-catalog'],
    ] as const) {
      expect(renderToString(region(url, state, remote))).not.toContain('data-remote-snapshot');
    }
  });
});
