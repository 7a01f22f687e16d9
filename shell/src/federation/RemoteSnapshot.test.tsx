import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { noServerState, ServerStateContext, type ServerState } from '../ssr/serverState';
import { RemoteSnapshotOr } from './RemoteSnapshot';

const drawn: ServerState = {
  ...noServerState,
  remoteSnapshot: { remote: 'remote-catalog', path: '/list-of-services?category=3', html: '<h1>Home Repairs</h1><input aria-label="Search">' },
};

function renderAt(url: string, state: ServerState, remote: 'remote-catalog' | 'remote-account' = 'remote-catalog') {
  return render(
    <ServerStateContext.Provider value={state}>
      <MemoryRouter initialEntries={[url]}>
        <RemoteSnapshotOr remote={remote} placeholder={<p role="status">Loading...</p>} />
      </MemoryRouter>
    </ServerStateContext.Provider>,
  );
}

describe("a region's place while its remote loads", () => {
  it("is the server's picture of the page at the URL it was drawn for, inert so nothing typed into it is lost", () => {
    const { container } = renderAt('/list-of-services?category=3', drawn);

    expect(screen.getByRole('heading', { name: 'Home Repairs' })).toBeInTheDocument();
    const picture = container.querySelector('[data-remote-snapshot="remote-catalog"]');
    expect(picture).toHaveAttribute('inert');
    expect(picture).toHaveAttribute('data-path', '/list-of-services?category=3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is the skeleton at another URL, for another remote, or on a page the server did not draw', () => {
    renderAt('/list-of-services?category=4', drawn);
    renderAt('/login', drawn, 'remote-account');
    renderAt('/list-of-services?category=3', noServerState);

    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Home Repairs' })).not.toBeInTheDocument();
  });
});
