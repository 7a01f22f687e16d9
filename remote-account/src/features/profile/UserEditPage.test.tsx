import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, type FakeReply } from '@servenear/shared/testing';
import { customer, renderPage } from '../../test/renderPage';

const profile = {
  id: 7,
  name: 'Asha Verma',
  mobile: '9876500001',
  email: 'asha@example.in',
  address: 'Anna Nagar, Chennai',
  image_url: null,
  is_verified: 1,
  role: 'user',
};

function openUserEdit(routes: Record<string, FakeReply | ((request: { body: unknown }) => FakeReply)> = {}) {
  const api = fakeApi({ 'GET user/userprofile': ok(profile), ...routes });
  return { api, ...renderPage('/user-edit', { session: customer }) };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});

describe('/user-edit', () => {
  it('fills the form from the profile and shows the sidebar with the default picture', async () => {
    openUserEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876500001');
    expect(screen.getByLabelText('Address')).toHaveValue('Anna Nagar, Chennai');

    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'test-file-stub');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the stored profile picture when there is one', async () => {
    openUserEdit({ 'GET user/userprofile': ok({ ...profile, image_url: '/api/files/profile/abc.webp' }) });
    const sidebar = await screen.findByRole('complementary', { name: 'Account' });
    await waitFor(() =>
      expect(within(sidebar).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/files/profile/abc.webp'),
    );
  });

  it("on a 401 says 'Please log in to access this page.', forgets the session and goes home", async () => {
    const { notices } = openUserEdit({
      'GET user/userprofile': { status: 401, body: { status: 401, errors: {}, message: 'Please log in to continue.' } },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let calls = 0;
    const { user } = openUserEdit({ 'GET user/userprofile': () => (calls++ === 0 ? 'network-error' : ok(profile)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
  });

  it('reads the profile once for the sidebar and the form', async () => {
    const { api } = openUserEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
    expect(api.requests.filter((request) => request.url === 'user/userprofile')).toHaveLength(1);
  });

  it('checks name, e-mail and mobile before sending', async () => {
    const { api, user } = openUserEdit();
    await user.clear(await screen.findByLabelText('Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('previews a new photo and saves the profile as multipart with profile_image', async () => {
    const saved = { ...profile, name: 'Asha V', image_url: '/api/files/profile/new.png' };
    const { api, user, notices } = openUserEdit({
      'POST user/updateprofile': { status: 200, body: { status: 200, message: 'Profile updated successfully.', data: saved } },
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Change photo'), photo);
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', 'blob:preview-1');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha V');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Profile updated successfully.' }]));
    const post = api.requests.find((request) => request.url === 'user/updateprofile');
    expect(post?.body).toBeInstanceOf(FormData);
    const form = post?.body as FormData;
    expect(form.get('name')).toBe('Asha V');
    expect(form.get('email')).toBe('asha@example.in');
    expect(form.get('mobile')).toBe('9876500001');
    expect(form.get('address')).toBe('Anna Nagar, Chennai');
    expect((form.get('profile_image') as File).name).toBe('me.png');

    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('Asha V')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/files/profile/new.png');
    expect(JSON.parse(screen.getByTestId('session').textContent ?? '')).toMatchObject({ name: 'Asha V' });
    // The saved profile came with the reply: nothing asks for it again.
    expect(api.requests.filter((request) => request.url === 'user/userprofile')).toHaveLength(1);
  });

  it('says the save failed when its reply does not carry the saved profile, which the server always sends', async () => {
    const { api, user, notices } = openUserEdit({
      'POST user/updateprofile': { status: 200, body: { status: 200, message: 'Profile updated successfully.' } },
    });
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha V');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Something went wrong.' }]));
    expect(api.requests.filter((request) => request.url === 'user/userprofile')).toHaveLength(1);
    expect(within(screen.getByRole('complementary', { name: 'Account' })).getByText('Asha Verma')).toBeInTheDocument();
  });

  it("on a 401 to a save says 'Please log in to access this page.', forgets the session and goes home", async () => {
    const { user, notices } = openUserEdit({
      'POST user/updateprofile': { status: 401, body: { status: 401, errors: {}, message: 'Please log in to continue.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
  });

  it('saves without profile_image when no new photo was chosen', async () => {
    const { api, user } = openUserEdit({ 'POST user/updateprofile': ok(profile, 'Profile updated successfully.') });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests.some((request) => request.url === 'user/updateprofile')).toBe(true));
    const form = api.requests.find((request) => request.url === 'user/updateprofile')?.body as FormData;
    expect(form.has('profile_image')).toBe(false);
  });

  it('refuses a photo that is not a JPG, PNG or WebP image, and saves nothing while it stands', async () => {
    const { api, user, notices } = openUserEdit({ 'POST user/updateprofile': ok(profile, 'Profile updated successfully.') });
    const input = await screen.findByLabelText('Change photo');
    // The picker's accept list is only a hint to the browser: a dropped or forced file still arrives.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Upload a JPG, PNG or WebP image up to 2 MB.')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    // issue 13: saving then must not also say 'Profile updated successfully.'
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.some((request) => request.url === 'user/updateprofile')).toBe(false);
    expect(notices).toEqual([]);
    expect(screen.getByText('Upload a JPG, PNG or WebP image up to 2 MB.')).toBeInTheDocument();
  });

  it('shows the server errors of each field under that field', async () => {
    const { user, notices } = openUserEdit({
      'POST user/updateprofile': {
        status: 422,
        body: {
          status: 422,
          errors: {
            mobile: ['This mobile number is already registered.'],
            profile_image: ['Upload a JPG, PNG or WebP image up to 2 MB.'],
          },
        },
      },
    });
    await user.upload(await screen.findByLabelText('Change photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This mobile number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This mobile number is already registered.');
    expect(screen.getByText('Upload a JPG, PNG or WebP image up to 2 MB.')).toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
