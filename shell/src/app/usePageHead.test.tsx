import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { queryKeys, type Session } from '@servenear/shared/host';
import { loadQueryClient } from '../query/queryRuntime';
import { usePageHead } from './usePageHead';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

function Page({ session }: { session: Session | null }) {
  usePageHead(session, []);
  return (
    <>
      <Link to="/report">Report and Queries</Link>
      <Link to="/pages/terms-and-conditions">Terms</Link>
      <Link to="/">Home</Link>
    </>
  );
}

const customer: Session = { role: 'user', name: 'Asha', userId: 1, verified: true };

beforeEach(() => {
  // The head as the server wrote it for the address the document was loaded with.
  document.head.innerHTML = '<title>Login · ServeNear</title><meta name="description" content="From the server" />';
});

describe("the page's title and description", () => {
  it('keeps what the server wrote for the first page, and follows every move inside the site', async () => {
    const view = render(
      <MemoryRouter initialEntries={['/login']}>
        <Page session={null} />
      </MemoryRouter>,
    );
    // Nothing to change on the document's first page: the server's head is right for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('Login · ServeNear');
    expect(description()).toBe('From the server');

    fireEvent.click(screen.getByRole('link', { name: 'Report and Queries' }));
    await waitFor(() => expect(document.title).toBe('Report and Queries · ServeNear'));
    expect(description()).toBe('Report a problem or ask us a question; we answer by email or phone.');

    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    await waitFor(() => expect(document.title).toBe('Terms and conditions · ServeNear'));
    // Then the page's own title, once the content page has read it.
    (await loadQueryClient()).setQueryData(queryKeys.pages.page('terms-and-conditions'), { title: 'Terms & Conditions', content: '<p>…</p>' });
    await waitFor(() => expect(document.title).toBe('Terms & Conditions · ServeNear'));

    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('ServeNear — Local services near you'));

    // Signing in on '/' shows the customer's home there.
    view.rerender(
      <MemoryRouter initialEntries={['/login']}>
        <Page session={customer} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Home · ServeNear'));
  });
});
