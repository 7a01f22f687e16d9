import { act, screen, within } from '@testing-library/react';
import { fakeApi, failed } from '@servenear/shared/testing';
import { openReportRow, reportPage } from '../../test/inbox';
import { meReply, opsSession, probe, renderPage } from '../../test/renderPage';

const openFirstPage = 'admin/reports?status=open&sort=received&order=desc&page=1';

describe('the queries queue', () => {
  it('lists the open queries newest first, each linking to its page', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), [`GET ${openFirstPage}`]: reportPage([openReportRow]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries' });

    const table = await screen.findByRole('table', { name: 'Open queries: 1' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/ops/queries/41');
    expect(row).toHaveTextContent('Electrician');
    expect(row).toHaveTextContent('The electrician left before fixing the second switchboard.');
    expect(row).toHaveTextContent('29 Nov 2026');
    expect(within(table).getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
  });

  it('filters, searches, sorts and pages on the server, keeping the state in the address', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ ...openReportRow, id: 100 + index, name: `Reporter ${index}` }));
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      [`GET ${openFirstPage}`]: reportPage([openReportRow]),
      'GET admin/reports?sort=received&order=desc&page=1': reportPage(rows, 30),
      'GET admin/reports?q=priya&sort=received&order=desc&page=1': reportPage([openReportRow]),
      'GET admin/reports?q=priya&sort=status&order=desc&page=1': reportPage([openReportRow]),
      'GET admin/reports?q=priya&sort=status&order=asc&page=1': reportPage([openReportRow]),
      'GET admin/reports?sort=received&order=desc&page=2': reportPage(rows.slice(0, 5), 30, 2),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/queries' });
    await screen.findByRole('table', { name: 'Open queries: 1' });

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await screen.findByRole('table', { name: 'All queries: 30' });
    expect(probe()).toMatch(/^\/ops\/queries\|/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/page 2 of 2/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search name, e-mail, mobile or message'), 'priya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'All queries: 1' });

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await act(async () => undefined);
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');

    expect(api.requests.map((request) => request.url)).toEqual([
      'admin/me',
      openFirstPage,
      'admin/reports?sort=received&order=desc&page=1',
      'admin/reports?sort=received&order=desc&page=2',
      'admin/reports?q=priya&sort=received&order=desc&page=1',
      'admin/reports?q=priya&sort=status&order=desc&page=1',
      'admin/reports?q=priya&sort=status&order=asc&page=1',
    ]);
  });

  it('reads its state from the address, and says when nothing matches', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/reports?status=closed&q=zubin&sort=status&order=asc&page=1': reportPage([]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries?status=closed&q=zubin&sort=status&order=asc' });

    expect(await screen.findByText('No closed queries match “zubin”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    expect(screen.getByLabelText('Search name, e-mail, mobile or message')).toHaveValue('zubin');
  });

  it('asks again every 30 seconds, so new queries show without a reload', async () => {
    jest.useFakeTimers();
    try {
      let rows = [openReportRow];
      const api = fakeApi({ 'GET admin/me': meReply(['support']), [`GET ${openFirstPage}`]: () => reportPage(rows) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/queries' });
      await screen.findByRole('table', { name: 'Open queries: 1' });

      rows = [{ ...openReportRow, id: 42, name: 'Kiran Das' }, openReportRow];
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === openFirstPage)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not offered to a person without reports.manage, and shows the server’s refusal', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['verification']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries' });

    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });

  it('says the server’s words when it refuses the list', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), [`GET ${openFirstPage}`]: failed(403, 'Your ops access has been disabled.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries' });

    expect(await screen.findByText('Your ops access has been disabled.')).toBeInTheDocument();
  });
});
