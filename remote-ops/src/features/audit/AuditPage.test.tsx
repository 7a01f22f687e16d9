import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok } from '@servenear/shared/testing';
import { auditReply, auditRows, members } from '../../test/opsData';
import { meReply, opsSession, probe, renderPage } from '../../test/renderPage';

const openAudit = (path: string, routes: Parameters<typeof fakeApi>[0] = {}) => {
  const api = fakeApi({ 'GET admin/me': meReply(['admin']), 'GET admin/ops-members': ok(members), ...routes });
  return { api, ...renderPage('/ops/*', { session: opsSession, path }) };
};
const auditCalls = (requests: { url: string }[]) => requests.map((request) => request.url).filter((url) => url.startsWith('admin/audit'));

describe('the audit log', () => {
  it('shows the newest actions: when in India, who, what, on what, why and the status', async () => {
    openAudit('/ops/audit', { 'GET admin/audit': auditReply(auditRows, { total: 2 }) });
    const table = await screen.findByRole('table', { name: 'All actions: 2, newest first' });
    // The closed details rows are hidden, so not rows here.
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('30 Nov 2026, 14:45:20');
    expect(within(first!).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/ops/audit?actor=3');
    expect(within(first!).getByRole('link', { name: 'partner:14' })).toHaveAttribute('href', '/ops/audit?subject=partner%3A14');
    expect(first).toHaveTextContent('partner.reject');
    expect(first).toHaveTextContent('The ID proof is unreadable.');
    expect(first).toHaveTextContent('200');
    // The CLI on the database is no member: no link.
    expect(second).toHaveTextContent('cli:ops@host');
    expect(within(second!).queryByRole('link', { name: 'cli:ops@host' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('opens a row’s recorded details', async () => {
    const { user } = openAudit('/ops/audit', { 'GET admin/audit': auditReply(auditRows) });
    const show = await screen.findByRole('button', { name: 'Show details of partner.reject at 30 Nov 2026, 14:45:20' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('"reason": "The ID proof is unreadable."');
    await user.click(show);
    expect(details).not.toBeVisible();
  });

  it('filters on the server, keeping the filters in the address', async () => {
    const { api, user } = openAudit('/ops/audit', {
      'GET admin/audit': auditReply(auditRows),
      'GET admin/audit?actor=3&action=partner.reject&from=2026-11-01&to=2026-11-30': auditReply([auditRows[0]!]),
    });
    const form = await screen.findByRole('search', { name: 'Filter the audit log' });
    await screen.findByRole('table');
    await user.selectOptions(within(form).getByLabelText('Who'), 'Meera Iyer');
    await user.type(within(form).getByLabelText('Action'), 'partner.reject');
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.type(within(form).getByLabelText('To'), '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByRole('table', { name: 'Matching actions: 1, newest first' })).toBeInTheDocument();
    expect(probe()).toMatch(/^\/ops\/audit\|/);
    expect(auditCalls(api.requests)).toEqual(['admin/audit', 'admin/audit?actor=3&action=partner.reject&from=2026-11-01&to=2026-11-30']);
    // The fields say what is listed.
    expect(within(screen.getByRole('search')).getByLabelText('Action')).toHaveValue('partner.reject');

    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('table', { name: 'All actions: 2, newest first' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByLabelText('Action')).toHaveValue('');
  });

  it('reads filters and the page from the address, and pages through', async () => {
    const { api, user } = openAudit('/ops/audit?subject=partner%3A14&page=2', {
      'GET admin/audit?subject=partner%3A14&page=2': auditReply([auditRows[1]!], { total: 120, page: 2 }),
      'GET admin/audit?subject=partner%3A14&page=3': auditReply([auditRows[0]!], { total: 120, page: 3 }),
      'GET admin/audit?subject=partner%3A14': auditReply([auditRows[0]!], { total: 120, page: 1 }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(pager).toHaveTextContent('51–100 of 120 · page 2 of 3');
    expect(within(screen.getByRole('search')).getByLabelText('Subject')).toHaveValue('partner:14');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('101–120 of 120 · page 3 of 3'));
    expect(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('1–50 of 120 · page 1 of 3'));
    expect(auditCalls(api.requests)).toEqual(['admin/audit?subject=partner%3A14&page=2', 'admin/audit?subject=partner%3A14&page=3', 'admin/audit?subject=partner%3A14']);
  });

  it('says when nothing matches the filters', async () => {
    openAudit('/ops/audit?action=nothing.such', { 'GET admin/audit?action=nothing.such': auditReply([], { total: 0 }) });
    expect(await screen.findByText('No actions match these filters.')).toBeInTheDocument();
  });

  it('says what is wrong with filters the server refuses', async () => {
    openAudit('/ops/audit?from=2026-02-31', { 'GET admin/audit?from=2026-02-31': failed(422, 'The given data was invalid.', { from: ['Dates look like 2026-11-30.'] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('These filters cannot be used: Dates look like 2026-11-30.');
  });

  it('is not open to a person who is not an admin', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support', 'finance', 'verification', 'releases']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/audit' });
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });
});
