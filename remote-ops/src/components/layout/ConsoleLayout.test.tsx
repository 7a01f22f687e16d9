import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok } from '@servenear/shared/testing';
import { addedService, otherService, servicesReply } from '../../test/opsData';
import { partnersReply, pendingPartner } from '../../test/partners';
import { meReply, opsSession, probe, renderPage } from '../../test/renderPage';

const sections = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console layout', () => {
  it('shows an admin who is signed in, with every section and the overview current', async () => {
    fakeApi({
      'GET admin/me': meReply(['admin']),
      'GET admin/partners?status=pending&page=1': partnersReply([pendingPartner]),
      'GET admin/partner-services?approval=pending&page=1': servicesReply([addedService, otherService], { total: 23 }),
    });
    renderPage('/ops/*', { session: opsSession, path: '/ops' });

    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ServeNear Ops' })).toHaveAttribute('href', '/ops');
    expect(sections()).toEqual(['Overview', 'Bookings', 'Enquiries', 'Partners', 'Services', 'Queries', 'Disputes', 'Money', 'Content pages', 'Releases', 'People', 'Audit log']);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the verification queue' })).toHaveAttribute('href', '/ops/partners');
    expect(await screen.findByText('23')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the services to approve' })).toHaveAttribute('href', '/ops/services');
  });

  it('lists only the sections a finance person may open, and says so at an address of another', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['finance']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });

    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(sections()).toEqual(['Overview', 'Disputes', 'Money']);
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });

  it('shows a support person the partners but none of the decisions or KYC', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/partners/14': ok(pendingPartner) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/partners/14' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Suresh Pillai' })).toBeInTheDocument();
    expect(sections()).toEqual(['Overview', 'Bookings', 'Enquiries', 'Partners', 'Queries', 'Disputes', 'Content pages']);
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'KYC' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me', 'admin/partners/14']);
  });

  it('shows the server’s words when it refuses a section', async () => {
    fakeApi({ 'GET admin/me': meReply(['verification']), 'GET admin/partners?status=pending&page=1': failed(403, 'Your ops access has been disabled.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/partners' });

    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(screen.getByText('Your ops access has been disabled.')).toBeInTheDocument();
  });

  it('signs out on the server, then at the sign-in page', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['admin']),
      'GET admin/partners?status=pending&page=1': partnersReply([]),
      'GET admin/partner-services?approval=pending&page=1': servicesReply([]),
      'POST admin/logout': ok(null, 'Logout Successfully.'),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops' });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The sign-in page forgets the shell's copy of the session once it shows (its own test).
    await waitFor(() => expect(probe()).toBe('/ops/sign-in|admin:Meera Iyer:3'));
    expect(api.requests.at(-1)).toEqual({ method: 'POST', url: 'admin/logout', body: {} });
  });
});
