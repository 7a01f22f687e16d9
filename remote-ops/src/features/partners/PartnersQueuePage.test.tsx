import { act, screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { pendingPartner } from '../../test/partners';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const verifiedPartner = { ...pendingPartner, id: 15, name: 'Anita Rao', verification_status: 'verified' as const };

describe('the partner verification queue', () => {
  it('lists the pending partners, each linking to its page', async () => {
    fakeApi({ 'GET admin/me': meReply(['verification']), 'GET admin/partners?status=pending': ok([pendingPartner]) });
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
      'GET admin/partners?status=pending': ok([pendingPartner]),
      'GET admin/partners?status=verified': ok([verifiedPartner]),
      'GET admin/partners?status=rejected': ok([]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
    await screen.findByRole('table', { name: 'Pending partners: 1' });

    await user.selectOptions(screen.getByLabelText('Status'), 'verified');
    expect(await screen.findByRole('link', { name: 'Anita Rao' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('No partners are rejected.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain('admin/partners?status=rejected');
  });

  it('offers every state the server lists, suspended partners too', async () => {
    const suspendedPartner = { ...pendingPartner, id: 17, name: 'Vijay Menon', verification_status: 'suspended' as const };
    const api = fakeApi({
      'GET admin/me': meReply(['verification']),
      'GET admin/partners?status=pending': ok([pendingPartner]),
      'GET admin/partners?status=suspended': ok([suspendedPartner]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
    await screen.findByRole('table', { name: 'Pending partners: 1' });
    const filter = screen.getByLabelText('Status');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending', 'Verified', 'Rejected', 'Suspended']);

    await user.selectOptions(filter, 'suspended');
    const table = await screen.findByRole('table', { name: 'Suspended partners: 1' });
    expect(within(table).getByRole('link', { name: 'Vijay Menon' })).toHaveAttribute('href', '/ops/partners/17');
    expect(api.requests.map((request) => request.url)).toContain('admin/partners?status=suspended');
  });

  it('asks again every 30 seconds, so new registrations show without a reload', async () => {
    jest.useFakeTimers();
    try {
      let partners = [pendingPartner];
      const api = fakeApi({ 'GET admin/me': meReply(['verification']), 'GET admin/partners?status=pending': () => ok(partners) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });
      await screen.findByRole('table', { name: 'Pending partners: 1' });

      partners = [pendingPartner, { ...pendingPartner, id: 16, name: 'Kiran Das' }];
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === 'admin/partners?status=pending')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
