import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRequest } from '@servenear/shared/testing';
import { bookingCanary, bookingLive, overview, v1, v2 } from '../../test/releases';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

/** The panel for a person with these roles, the server's state moving with the actions it is sent. */
function openReleases(roles: Parameters<typeof meReply>[0] = ['releases'], routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  let state = bookingLive;
  const api = fakeApi({
    'GET admin/me': meReply(roles),
    'GET admin/releases?minutes=60': () => ok(overview([state])),
    'POST admin/releases/remote-booking/canary': () => ((state = bookingCanary), ok({ remote: 'remote-booking', live: v1, canary: null }, `remote-booking ${v2} is a canary for 20 % of browsers; the others keep ${v1}.`)),
    'POST admin/releases/remote-booking/rollback': () => ((state = bookingLive), ok({ remote: 'remote-booking', live: v1, canary: null }, `remote-booking's canary ${v2} ended: every browser gets ${v1}.`)),
    ...routes,
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/releases' }) };
}

describe('the Releases panel', () => {
  it('shows the live version, each version’s figures as a chart with a table, the totals and the audit', async () => {
    openReleases();
    const remote = await screen.findByRole('region', { name: 'remote-booking' });

    expect(within(remote).getByText('Live', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${v1} since 29 Nov 2026, 13:30, commit 4845ddf012`);
    expect(within(remote).getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None');
    expect(within(remote).getByRole('img', { name: `remote-booking ${v1} (live) over the last hour: 14 loads by 9 browsers, 1 failures, 7.1 % failed.` })).toBeInTheDocument();
    const totals = within(remote).getByRole('table', { name: 'remote-booking: totals per version over the last hour' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent(`${v1}Live91417.1 %`);
    // The chart's figures as a table: 5-minute buckets in India's time.
    const buckets = within(within(remote).getByRole('region', { name: `Figures of ${v1}` })).getByRole('table');
    expect(within(buckets).getAllByRole('row')[2]).toHaveTextContent('14:3516116.7 %');
    expect(within(remote).getByRole('listitem')).toHaveTextContent(`asha@build-01: Published ${v1}`);
  });

  it('starts a 20 % canary only once confirmed, then says so and shows it', async () => {
    const { api, user, notices } = openReleases();
    const controls = await screen.findByRole('form', { name: 'A canary of remote-booking' });
    expect(within(controls).getByRole('combobox', { name: 'Version' })).toHaveValue(v2);
    expect(within(controls).getByRole('textbox', { name: 'Share of browsers (%)' })).toHaveValue('20');

    await user.click(within(controls).getByRole('button', { name: 'Start canary' }));
    const dialog = screen.getByRole('dialog', { name: `Start a canary of remote-booking ${v2} for 20 % of browsers?` });
    expect(within(dialog).getByText(`20 % of browsers get ${v2}; the others keep ${v1}.`)).toBeInTheDocument();
    expect(posts(api.requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the canary' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/releases/remote-booking/canary', body: { version: v2, percent: 20, auto_rollback: null } }]);
    expect(notices).toEqual([{ kind: 'success', message: `remote-booking ${v2} is a canary for 20 % of browsers; the others keep ${v1}.` }]);
    const remote = screen.getByRole('region', { name: 'remote-booking' });
    expect(await within(remote).findByText('20 %')).toBeInTheDocument();
    expect(within(remote).getByRole('img', { name: /^remote-booking 0\.1\.0-bbbbbbbbbb \(canary\) over the last hour: 4 loads by 2 browsers, 1 failures, 25 % failed\.$/ })).toBeInTheDocument();
  });

  it('refuses a share outside 1–99 before asking, and sends an auto-rollback threshold as a rate', async () => {
    const { api, user } = openReleases();
    const controls = await screen.findByRole('form', { name: 'A canary of remote-booking' });
    const share = within(controls).getByRole('textbox', { name: 'Share of browsers (%)' });
    await user.clear(share);
    await user.type(share, '100');
    await user.click(within(controls).getByRole('button', { name: 'Start canary' }));
    expect(share).toHaveAccessibleDescription('Enter a whole percentage from 1 to 99.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(share);
    await user.type(share, '5');
    await user.type(within(controls).getByRole('textbox', { name: 'Roll back by itself above failure rate (%, optional)' }), '10');
    await user.click(within(controls).getByRole('button', { name: 'Start canary' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, start the canary' }));
    await waitFor(() => expect(posts(api.requests)).toHaveLength(1));
    expect(posts(api.requests)[0]!.body).toEqual({ version: v2, percent: 5, auto_rollback: { failure_rate: 0.1, min_browsers: 20 } });
  });

  it('rolls a running canary back once confirmed; a state changed meanwhile is said in the dialog', async () => {
    const { api, user, notices } = openReleases(['admin'], {
      'GET admin/releases?minutes=60': ok(overview([bookingCanary])),
      'POST admin/releases/remote-booking/promote': failed(409, 'remote-booking has no canary to promote.'),
    });
    const canary = await screen.findByRole('form', { name: 'The canary of remote-booking' });

    await user.click(within(canary).getByRole('button', { name: 'Promote' }));
    const promote = screen.getByRole('dialog', { name: `Promote remote-booking ${v2} to every browser?` });
    await user.click(within(promote).getByRole('button', { name: 'Yes, promote' }));
    expect(await within(promote).findByText('remote-booking has no canary to promote.')).toBeInTheDocument();
    await user.click(within(promote).getByRole('button', { name: 'Cancel' }));

    await user.click(within(canary).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: `Roll back remote-booking’s canary ${v2}?` });
    expect(within(dialog).getByText(`The 20 % of browsers on it get ${v1} again; open pages keep what they loaded.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, roll back' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api.requests).map((request) => [request.url, request.body])).toEqual([
      ['admin/releases/remote-booking/promote', { version: v2 }],
      ['admin/releases/remote-booking/rollback', {}],
    ]);
    expect(notices).toEqual([{ kind: 'success', message: `remote-booking's canary ${v2} ended: every browser gets ${v1}.` }]);
  });

  it('changes the share of a running canary', async () => {
    const { api, user } = openReleases(['releases'], { 'GET admin/releases?minutes=60': ok(overview([bookingCanary])), 'POST admin/releases/remote-booking/canary/share': ok(null, 'Changed.') });
    const canary = await screen.findByRole('form', { name: 'The canary of remote-booking' });
    const share = within(canary).getByRole('textbox', { name: 'Share of browsers (%)' });
    await user.clear(share);
    await user.type(share, '50');
    await user.click(within(canary).getByRole('button', { name: 'Change share' }));
    await user.click(within(screen.getByRole('dialog', { name: `Serve remote-booking ${v2} to 50 % of browsers?` })).getByRole('button', { name: 'Yes, change the share' }));
    await waitFor(() => expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/releases/remote-booking/canary/share', body: { percent: 50, version: v2 } }]));
  });

  it('is not in a support person’s console, and says so at its address', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/releases' });

    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });

  it('shows the server’s refusal when the roles changed meanwhile', async () => {
    fakeApi({ 'GET admin/me': meReply(['releases']), 'GET admin/releases?minutes=60': failed(403, 'You are not allowed to do this.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/releases' });
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
