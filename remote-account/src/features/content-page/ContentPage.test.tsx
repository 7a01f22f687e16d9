import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TestHost } from '@servenear/shared/test-host';
import App from '../../App';
import { fakeApi, ok, pendingReply } from '@servenear/shared/testing';

function renderAt(path: string) {
  return render(
    <TestHost>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pages/:slug" element={<App route="/pages/:slug" />} />
          <Route path="/business-partners" element={<App route="/business-partners" />} />
        </Routes>
      </MemoryRouter>
    </TestHost>,
  );
}

describe('content page', () => {
  it('shows a loading indicator until the page arrives, then its title and body', async () => {
    const reply = pendingReply();
    fakeApi({ 'GET pages/about-us': reply });
    renderAt('/pages/about-us');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    reply.resolve(ok({ title: 'About us', content: '<h2>Who we are</h2><p>Local professionals near you.</p>' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('Local professionals near you.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('removes scripts and event handlers from the body before rendering it', async () => {
    fakeApi({
      'GET pages/terms-and-conditions': ok({
        title: 'Terms',
        content: '<p>Read carefully.</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true" alt="seal">',
      }),
    });
    const { container } = renderAt('/pages/terms-and-conditions');

    expect(await screen.findByText('Read carefully.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const image = screen.getByAltText('seal');
    expect(image).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('hacked');
  });

  it("shows 'Not Found' and 'Page content not available' for an unknown slug", async () => {
    fakeApi({ 'GET pages/nowhere': { status: 404, body: { status: 404, errors: { slug: ['Not found'] } } } });
    renderAt('/pages/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page content not available')).toBeInTheDocument();
  });

  it("shows 'Error' and 'Something went wrong' when the server fails", async () => {
    fakeApi({ 'GET pages/about-us': { status: 500, body: { status: 500, errors: {}, message: 'Internal Server Error' } } });
    renderAt('/pages/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('reads the page again on Retry after a failure', async () => {
    let calls = 0;
    fakeApi({ 'GET pages/about-us': () => (calls++ === 0 ? 'network-error' : ok({ title: 'About us', content: '<p>Local professionals near you.</p>' })) });
    const user = userEvent.setup();
    renderAt('/pages/about-us');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error' })).not.toBeInTheDocument();
  });

  it("shows 'Error' when the network is down", async () => {
    fakeApi({ 'GET pages/about-us': 'network-error' });
    renderAt('/pages/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  });

  it('renders the business-partners content under its own path', async () => {
    const api = fakeApi({ 'GET pages/business-partners': ok({ title: 'Business partners', content: '<p>Grow with us.</p>' }) });
    renderAt('/business-partners');

    expect(await screen.findByRole('heading', { level: 1, name: 'Business partners' })).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'GET', url: 'pages/business-partners', body: undefined }]);
  });
});

describe('App', () => {
  it('refuses a route it has no page for', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<App route="/employee-login" />)).toThrow('remote-account has no page for /employee-login');
    quiet.mockRestore();
  });
});
