import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { customer, renderPage } from '../../test/renderPage';

const profile = ok({ id: 7, name: 'Asha Verma', mobile: '9876500001', email: '', address: '', image_url: null, is_verified: 1, role: 'user' });

describe('account sidebar', () => {
  it('lists the account menu and logs out through the host', async () => {
    fakeApi({ 'GET user/userprofile': profile });
    const { user } = renderPage('/notification', { session: customer });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });

    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/user-edit'],
      ['Change Password', '/change-password'],
      ['Notifications', '/notification'],
      ['Report & Queries', '/user-report'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
  });

  it('has a button that shows and hides the menu on small screens', async () => {
    fakeApi({ 'GET user/userprofile': profile });
    const { user } = renderPage('/notification', { session: customer });
    const toggle = await screen.findByRole('button', { name: 'Account menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('/privacy-policy', () => {
  it('shows the privacy-policy content page beside the sidebar for a signed-in customer', async () => {
    fakeApi({
      'GET user/userprofile': profile,
      'GET pages/privacy-policy': ok({ title: 'Privacy Policy', content: '<p>We keep your data safe.</p>' }),
    });
    renderPage('/privacy-policy', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('We keep your data safe.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Account' })).toBeInTheDocument();
  });

  it('shows the page alone to a visitor', async () => {
    const api = fakeApi({ 'GET pages/privacy-policy': ok({ title: 'Privacy Policy', content: '<p>We keep your data safe.</p>' }) });
    renderPage('/privacy-policy');
    expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Account' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['pages/privacy-policy']);
  });
});

describe('/user-report', () => {
  it('sends the report as the signed-in customer', async () => {
    const api = fakeApi({
      'GET user/userprofile': profile,
      'GET service/all': ok([{ id: 2, name: 'House cleaning' }]),
      'POST report/create/new': ok({ id: 9 }, 'Report submitted successfully'),
    });
    const { user } = renderPage('/user-report', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report & Queries' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'House cleaning' });
    await user.type(screen.getByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Mobile'), '9876500001');
    await user.selectOptions(screen.getByLabelText('Service'), 'House cleaning');
    await user.type(screen.getByLabelText('Description'), 'The plumber left early.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({ url: 'report/create/new', body: expect.objectContaining({ user_id: 7, service: 2 }) }),
      ),
    );
  });
});
