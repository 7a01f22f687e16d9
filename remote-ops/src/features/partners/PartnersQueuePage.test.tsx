import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { partnersReply, pendingPartner } from '../../test/partners';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const verifiedPartner = { ...pendingPartner, id: 15, name: 'Anita Rao', verification_status: 'verified' as const };

describe('the partner verification queue', () => {
  it('lists the pending partners, each linking to its page', async () => {
    fakeApi({ 'GET admin/me': meReply(['verification']), 'GET admin/partners?status=pending&page=1': partnersReply([pendingPartner]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });

    const table = await screen.findByRole('table', { name: 'Pending partners: 1' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Suresh Pillai' })).toHaveAttribute('href', '/ops/partners/14');
    expect(row).toHaveTextContent('9876500003');
    expect(row).toHaveTextContent('20 Nov 2026');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it('lists another state when the filter changes, and says when none is in it', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['verification']),
      'GET admin/partners?status=pending&page=1': partnersReply([pendingPartner]),
      'GET admin/partners?status=verified&page=1': partnersReply([verifiedPartner]),
      'GET admin/partners?status=rejected&page=1': partnersReply([]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
    await screen.findByRole('table', { name: 'Pending partners: 1' });

    await user.selectOptions(screen.getByLabelText('Status'), 'verified');
    expect(await screen.findByRole('link', { name: 'Anita Rao' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('No partners are rejected.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain('admin/partners?status=rejected&page=1');
  });

  it('offers every state the server lists, suspended partners too', async () => {
    const suspendedPartner = { ...pendingPartner, id: 17, name: 'Vijay Menon', verification_status: 'suspended' as const };
    const api = fakeApi({
      'GET admin/me': meReply(['verification']),
      'GET admin/partners?status=pending&page=1': partnersReply([pendingPartner]),
      'GET admin/partners?status=suspended&page=1': partnersReply([suspendedPartner]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
    await screen.findByRole('table', { name: 'Pending partners: 1' });
    const filter = screen.getByLabelText('Status');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending', 'Verified', 'Rejected', 'Suspended']);

    await user.selectOptions(filter, 'suspended');
    const table = await screen.findByRole('table', { name: 'Suspended partners: 1' });
    expect(within(table).getByRole('link', { name: 'Vijay Menon' })).toHaveAttribute('href', '/ops/partners/17');
    expect(api.requests.map((request) => request.url)).toContain('admin/partners?status=suspended&page=1');
  });

  it('asks again every 30 seconds, so new registrations show without a reload', async () => {
    jest.useFakeTimers();
    try {
      let partners = [pendingPartner];
      const api = fakeApi({ 'GET admin/me': meReply(['verification']), 'GET admin/partners?status=pending&page=1': () => partnersReply(partners) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
      await screen.findByRole('table', { name: 'Pending partners: 1' });

      partners = [pendingPartner, { ...pendingPartner, id: 16, name: 'Kiran Das' }];
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === 'admin/partners?status=pending&page=1')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages on the server: the page is in the address, and Next and Previous move through it', async () => {
    const later = { ...pendingPartner, id: 40, name: 'Kiran Das' };
    const api = fakeApi({
      'GET admin/me': meReply(['verification']),
      'GET admin/partners?status=verified&page=2': partnersReply([later], 45, 2),
      'GET admin/partners?status=verified&page=3': partnersReply([{ ...later, id: 41, name: 'Lata Nair' }], 45, 3),
      'GET admin/partners?status=verified&page=1': partnersReply([verifiedPartner], 45, 1),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/partners?status=verified&page=2' });

    expect(await screen.findByRole('table', { name: 'Verified partners: 45' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Partner pages' });
    expect(pager).toHaveTextContent('21–40 of 45 · page 2 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Lata Nair' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Partner pages' })).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(screen.getByRole('navigation', { name: 'Partner pages' })).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Partner pages' })).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Anita Rao' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Partner pages' })).toHaveTextContent('1–20 of 45 · page 1 of 3');
    expect(api.requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(['admin/partners?status=verified&page=2', 'admin/partners?status=verified&page=3', 'admin/partners?status=verified&page=1']),
    );
  });
});
