import { screen, within } from '@testing-library/react';
import { fakeApi, ok, pendingReply } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';

describe('privacy policy', () => {
  it('shows the privacy policy from the server inside the partner layout', async () => {
    const reply = pendingReply();
    const api = fakeApi({ 'GET employee/userprofile': profileReply(), 'GET pages/privacy-policy': reply });
    const { container } = renderPage('/employee-privacy-policy', { session: partnerSession });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    reply.resolve(
      ok({ title: 'Privacy Policy (updated)', content: '<h3>What we collect</h3><p>Your name and mobile number.</p><script>window.hacked = true</script>' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy (updated)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Your name and mobile number.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Partner' })).getByRole('link', { name: 'Booking List' })).toBeInTheDocument();
    expect(api.requests).toContainEqual({ method: 'GET', url: 'pages/privacy-policy', body: undefined });
  });

  it('says so when the page cannot be read', async () => {
    fakeApi({ 'GET employee/userprofile': profileReply(), 'GET pages/privacy-policy': 'network-error' });
    renderPage('/employee-privacy-policy', { session: partnerSession });

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
