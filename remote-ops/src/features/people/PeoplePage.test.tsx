import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRequest } from '@servenear/shared/testing';
import { members } from '../../test/opsData';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET');
const created = { user_id: 9, name: 'Kavya Menon', mobile: '9876500009', roles: ['verification'], disabled: false, disabled_at: null, created_at: '2026-11-30T09:00:00.000Z', created_by: 3 };

function openPeople(routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const api = fakeApi({ 'GET admin/me': meReply(['admin']), 'GET admin/ops-members': ok(members), ...routes });
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/people' }) };
}

describe('the people an admin manages', () => {
  it('lists each person with the mobile masked, their roles and whether they may sign in', async () => {
    openPeople();
    const table = await screen.findByRole('table', { name: 'Ops people: 3, 2 active' });
    const [, me, asha, dev] = within(table).getAllByRole('row');
    expect(me).toHaveTextContent('Meera Iyer (you)');
    expect(asha).toHaveTextContent('••••••0007');
    expect(within(table).queryByText('9876500007')).not.toBeInTheDocument();
    expect(asha).toHaveTextContent('Support');
    expect(asha).toHaveTextContent('Active');
    expect(dev).toHaveTextContent('Finance, Verification');
    expect(dev).toHaveTextContent('Disabled');
    expect(within(dev!).getByRole('button', { name: 'Enable Dev Nair' })).toBeInTheDocument();
  });

  it('adds a person only with a name, a valid mobile and a role, in the server’s own words, then shows the password once', async () => {
    const { api, user, notices } = openPeople({
      'POST admin/ops-members': { status: 201, body: { status: 201, message: 'Ops member added. Give them the temporary password: it is shown this once.', data: { ...created, temporary_password: 'Zq8-temporary-9x' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an ops person' });

    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Please enter the person’s name.'));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(/Please enter a valid 10-digit mobile number\./);
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose one or more roles: admin, support, verification, finance, releases.');
    expect(writes(api.requests)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Kavya Menon');
    await user.type(within(dialog).getByLabelText('Mobile number'), '98765 00009');
    await user.click(within(dialog).getByRole('checkbox', { name: /Verification/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    const done = await screen.findByRole('dialog', { name: 'Kavya Menon added' });
    expect(writes(api.requests)).toEqual([{ method: 'POST', url: 'admin/ops-members', body: { name: 'Kavya Menon', mobile: '9876500009', roles: ['verification'] } }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Ops member added. Give them the temporary password: it is shown this once.' }]);
    expect(within(done).getByText('Zq8-temporary-9x')).toBeInTheDocument();
    expect(within(done).getByRole('alert')).toHaveTextContent('it is shown only once');
    await user.click(within(done).getByRole('button', { name: 'Copy password' }));
    expect(await within(done).findByText('Copied.')).toBeInTheDocument();
    // user-event's stand-in for the clipboard holds what the page wrote.
    expect(await navigator.clipboard.readText()).toBe('Zq8-temporary-9x');

    await user.click(within(done).getByRole('button', { name: 'I have given it to them' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Zq8-temporary-9x')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === 'admin/ops-members' && request.method === 'GET')).toHaveLength(2);
  });

  it('puts a number already in use under the mobile field', async () => {
    const { user, notices } = openPeople({ 'POST admin/ops-members': failed(409, 'This mobile number is already registered.', { mobile: ['This mobile number is already registered.'] }) });
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an ops person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Asha Again');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876500007');
    await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(/This mobile number is already registered\./));
    expect(notices).toEqual([]);
  });

  it('changes a person’s roles once confirmed, then says so', async () => {
    const { api, user, notices } = openPeople({ 'PATCH admin/ops-members/7': ok({ ...members[1], roles: ['support', 'finance'] }, 'Ops member updated.') });
    await user.click(await screen.findByRole('button', { name: 'Change roles of Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Asha Rao’s roles?' });
    expect(within(dialog).getByRole('checkbox', { name: /Support/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Admin/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByText('Choose one or more roles: admin, support, verification, finance, releases.')).toBeInTheDocument();
    expect(writes(api.requests)).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Finance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api.requests)).toEqual([{ method: 'PATCH', url: 'admin/ops-members/7', body: { roles: ['support', 'finance'] } }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Ops member updated.' }]);
  });

  it('disables a person once confirmed', async () => {
    const { api, user, notices } = openPeople({ 'PATCH admin/ops-members/7': ok({ ...members[1], disabled: true }, 'Ops member updated.') });
    await user.click(await screen.findByRole('button', { name: 'Disable Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Asha Rao?' });
    expect(writes(api.requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Ops member updated.' }]));
    expect(writes(api.requests)).toEqual([{ method: 'PATCH', url: 'admin/ops-members/7', body: { disabled: true } }]);
  });

  it.each([
    ['yourself', 'Disable Meera Iyer', 'Disable Meera Iyer?', 'Disable', 'You cannot disable yourself.'],
    ['the last admin', 'Change roles of Meera Iyer', 'Change Meera Iyer’s roles?', 'Save roles', 'There must be at least one active admin: make someone else admin first.'],
  ])('keeps the dialog open with the server’s refusal of %s', async (_case, opener, title, confirm, refusal) => {
    const { user, notices } = openPeople({ 'PATCH admin/ops-members/3': failed(409, refusal) });
    await user.click(await screen.findByRole('button', { name: opener }));
    const dialog = screen.getByRole('dialog', { name: title });
    if (confirm === 'Save roles') {
      await user.click(within(dialog).getByRole('checkbox', { name: /Admin/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    }
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(notices).toEqual([]);
  });

  it('is not open to a person who is not an admin', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['verification', 'support']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/people' });
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });
});
