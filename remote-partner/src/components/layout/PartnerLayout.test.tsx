import { act, fireEvent, screen, within } from '@testing-library/react';
import { currentLanguage, setTabLanguage } from '@servenear/shared/i18n';
import { failed, fakeApi, type FakeRoute, removeMatchMedia, stubMatchMedia } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, probe, renderPage } from '../../test/renderPage';

function renderLayout(profile: FakeRoute = profileReply()) {
  const api = fakeApi({ 'GET employee/userprofile': profile });
  return { api, ...renderPage('/employee-change-password', { session: partnerSession }) };
}

function useViewport(mobile: boolean) {
  stubMatchMedia((query) => mobile && query.includes('max-width'));
}

afterEach(() => {
  removeMatchMedia();
});

describe('employee layout', () => {
  it('shows the logo, the header links and the profile address as the location', async () => {
    renderLayout();
    expect(await screen.findByText('Anna Nagar, Chennai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ServeNear Partner' })).toHaveAttribute('href', '/');
    const header = within(screen.getByRole('navigation', { name: 'Partner' }));
    expect(header.getByRole('link', { name: 'Services Upload' })).toHaveAttribute('href', '/service-upload');
    expect(header.getByRole('link', { name: 'Booking List' })).toHaveAttribute('href', '/employee-booking-list');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("shows 'chennai' when the profile has no address", async () => {
    renderLayout(profileReply({ address: '' }));
    expect(await screen.findByText('chennai')).toBeInTheDocument();
  });

  it("shows 'chennai' when the profile cannot be loaded", async () => {
    renderLayout({ status: 500, body: { status: 500, errors: {}, message: 'Internal Server Error' } });
    expect(await screen.findByText('chennai')).toBeInTheDocument();
  });

  it('on a 401, asks to log in once, ends the session and goes home', async () => {
    const { notices } = renderLayout(failed(401, 'Please log in to continue.'));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(probe()).toBe('/|signed-out');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
  });

  it('opens the profile menu, closes it on an outside press, and logs out from it', async () => {
    const { user } = renderLayout();
    await screen.findByText('Anna Nagar, Chennai');
    const toggle = screen.getByRole('button', { name: 'Profile menu for Ravi Kumar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('list', { name: 'Profile options' }));
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/employee-edit-profile');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

    fireEvent.mouseDown(screen.getByRole('heading', { level: 1, name: 'Change password' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(probe()).toBe('/employee-change-password|signed-out');
  });

  it('lists the account pages in the sidebar', async () => {
    renderLayout();
    const sidebar = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(sidebar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/employee-edit-profile'],
      ['Bank details', '/employee-edit-bank'],
      ['Change password', '/employee-change-password'],
      ['Work area', '/employee-work-area'],
      ['Earnings', '/employee-earnings'],
      ['Report', '/employee-report-query'],
      ['Privacy', '/employee-privacy-policy'],
    ]);
    expect(sidebar.getByRole('link', { name: 'Change password' })).toHaveAttribute('aria-current', 'page');
  });

  it('on a phone, toggles the sidebar with a button and shows the footer menu', async () => {
    useViewport(true);
    const { user } = renderLayout();
    await screen.findByText('Anna Nagar, Chennai');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Account menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    const footer = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Bookings', '/employee-booking-list'],
      ['Profile', '/employee-edit-profile'],
    ]);
  });

  it('has no footer menu or sidebar button on a wide screen', async () => {
    useViewport(false);
    renderLayout();
    await screen.findByText('Anna Nagar, Chennai');
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('tells a pending partner that the account is waiting for verification', async () => {
    renderLayout(profileReply({ is_verified: 0, verification_status: 'pending' }));
    expect(await screen.findByText('Your account is waiting for verification')).toBeInTheDocument();
    expect(screen.getByText(/usually within 1 working day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your work area' })).toHaveAttribute('href', '/employee-work-area');
  });

  it('tells a rejected partner why', async () => {
    renderLayout(profileReply({ is_verified: 0, verification_status: 'rejected', rejection_reason: 'ID proof unreadable' }));
    expect(await screen.findByText('Your registration was not approved: ID proof unreadable')).toBeInTheDocument();
  });

  it('shows no verification note to a verified partner', async () => {
    renderLayout();
    await screen.findByText('Anna Nagar, Chennai');
    expect(screen.queryByText('Your account is waiting for verification')).not.toBeInTheDocument();
  });
});

describe('the language switch in the employee layout (issue 41)', () => {
  // The shell draws no header on these pages, so its switch is not here: the layout's header has one.
  afterEach(() => act(() => setTabLanguage('en')));

  it.each([
    ['on a phone', true],
    ['on a wide screen', false],
  ])('is in the header %s, and switches the page through the host', async (_, mobile) => {
    useViewport(mobile);
    const { user } = renderLayout();
    await screen.findByText('Anna Nagar, Chennai');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await user.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
    // The host's setLanguage (TestHost's, as the shell's: the catalogues, then the tab's language)
    // was asked: the layout is drawn again in Tamil, its switch with it.
    expect(await header.findByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    expect(currentLanguage()).toBe('ta');
    expect(header.getByRole('navigation', { name: 'பார்ட்னர்' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'சேவை அப்லோடு' })).toHaveAttribute('href', '/service-upload');
  });
});
