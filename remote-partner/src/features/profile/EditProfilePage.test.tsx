import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, formFields, pendingReply, type FakeReply, type FakeRoute as Route } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, probe, renderPage } from '../../test/renderPage';

function renderEditProfile(profile: Route, update: FakeReply = { status: 200, body: { status: 200, message: 'Profile updated successfully.' } }) {
  const api = fakeApi({ 'GET employee/userprofile': profile, 'POST employee/updateprofile': update });
  return { api, ...renderPage('/employee-edit-profile', { session: partnerSession }) };
}

describe('edit profile', () => {
  it('prefills the form and shows the verification status', async () => {
    renderEditProfile(profileReply());
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876500002');
    expect(screen.getByLabelText('Address')).toHaveValue('Anna Nagar, Chennai');
    expect(screen.getByText('Verified partner')).toBeInTheDocument();
  });

  it('shows a pending partner as waiting for verification', async () => {
    renderEditProfile(profileReply({ is_verified: 0, verification_status: 'pending' }));
    expect(await screen.findByText('Waiting for verification')).toBeInTheDocument();
  });

  it('sends the changes and a new photo as multipart and toasts the server message', async () => {
    let address = 'Anna Nagar, Chennai';
    const { api, user, notices } = renderEditProfile(() => profileReply({ address }));
    const field = await screen.findByLabelText('Address');
    await user.clear(field);
    await user.type(field, 'Velachery, Chennai');
    await user.upload(screen.getByLabelText('Change photo'), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('me.jpg will be saved with your changes.')).toBeInTheDocument();
    address = 'Velachery, Chennai';
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Profile updated successfully.' }]));
    const update = api.requests.find((request) => request.url === 'employee/updateprofile');
    expect(formFields(update?.body)).toEqual([
      ['name', 'Ravi Kumar'],
      ['email', 'ravi@example.in'],
      ['mobile', '9876500002'],
      ['address', 'Velachery, Chennai'],
      ['profile_image', 'me.jpg'],
    ]);
    // The header's location follows the saved address.
    expect(await screen.findByText('Velachery, Chennai', { selector: 'span' })).toBeInTheDocument();
  });

  it('reads the profile once for the layout and the page, and saves until it is read again', async () => {
    const reread = pendingReply();
    let reads = 0;
    const { api, user, notices } = renderEditProfile(() => (reads++ === 0 ? profileReply() : reread.promise));
    await screen.findByLabelText('Full name');
    const profileReads = () => api.requests.filter((request) => request.url === 'employee/userprofile');
    expect(profileReads()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(profileReads()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    reread.resolve(profileReply());
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(notices).toEqual([{ kind: 'success', message: 'Profile updated successfully.' }]);
  });

  it('checks the fields with the partner rules', async () => {
    const { api, user } = renderEditProfile(profileReply());
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '1234567890');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a refused photo under the photo control', async () => {
    const { user } = renderEditProfile(profileReply(), failed(422, 'Upload a JPG, PNG or WebP image up to 2 MB.', { profile_image: ['Upload a JPG, PNG or WebP image up to 2 MB.'] }));
    await screen.findByLabelText('Full name');
    await user.upload(screen.getByLabelText('Change photo'), new File(['x'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Change photo')).toHaveAccessibleDescription(expect.stringContaining('Upload a JPG, PNG or WebP image up to 2 MB.'));
  });

  it("says 'Failed to fetch user profile data' when the server refuses", async () => {
    const { notices } = renderEditProfile(failed(500, 'Internal Server Error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user profile data');
    expect(notices).toEqual([{ kind: 'error', message: 'Failed to fetch user profile data' }]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads the profile again on Retry and then shows the form', async () => {
    let reply: FakeReply = failed(500, 'Internal Server Error');
    const { user, notices } = renderEditProfile(() => reply);
    await screen.findByRole('alert');
    reply = profileReply();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(notices).toEqual([{ kind: 'error', message: 'Failed to fetch user profile data' }]);
  });

  it("says 'Error fetching user profile data' when no reply comes", async () => {
    const { notices } = renderEditProfile('network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching user profile data');
    expect(notices).toEqual([{ kind: 'error', message: 'Error fetching user profile data' }]);
  });

  it('on a 401, asks to log in, ends the session and goes home', async () => {
    const { notices } = renderEditProfile(failed(401, 'Please log in to continue.'));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(probe()).toBe('/|signed-out');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
  });
});
