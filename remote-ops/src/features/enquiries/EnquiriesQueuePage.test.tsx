import { act, screen, within } from '@testing-library/react';
import { failed, fakeApi } from '@servenear/shared/testing';
import { enquiriesReply, moveRow, serviceRow } from '../../test/enquiries';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine (CI runs the journeys beside these) they outlast jest's default 5 s.
jest.setTimeout(20_000);

describe('the Enquiries queue', () => {
  it('lists the enquiries waiting for an answer, oldest first, each linking to its page', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/enquiries?status=pending&page=1': enquiriesReply([serviceRow, moveRow]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries' });

    const table = await screen.findByRole('table', { name: 'Enquiries, waiting for an answer: 2, oldest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Enquiry 51: Bridal Makeup from Asha Verma' })).toHaveAttribute('href', '/ops/enquiries/51');
    expect(first).toHaveTextContent('Service enquiry');
    expect(first).toHaveTextContent('9876511111');
    expect(second).toHaveTextContent('Pass Fast Express move');
    expect(second).toHaveTextContent('Requested');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me', 'admin/enquiries?status=pending&page=1']);
  });

  it('filters by status and kind, kept in the address, and pages on the server', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/enquiries?status=enquired&kind=pd&page=2': enquiriesReply([{ ...moveRow, status: 'enquired', quote: 4500, move_stage: 'quoted' }], 25, 2),
      'GET admin/enquiries?status=enquired&kind=pd&page=1': enquiriesReply([moveRow], 25, 1),
      'GET admin/enquiries?status=rejected&kind=pd&page=1': enquiriesReply([]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries?status=enquired&kind=pd&page=2' });

    const table = await screen.findByRole('table', { name: 'Pass Fast Express moves, answered: 25, oldest first' });
    expect(table).toHaveTextContent('₹4,500');
    expect(table).toHaveTextContent('Quoted, waiting for the customer');
    expect(screen.getByLabelText('Status')).toHaveValue('enquired');
    expect(screen.getByLabelText('Kind')).toHaveValue('pd');
    const pager = screen.getByRole('navigation', { name: 'Enquiry pages' });
    expect(pager).toHaveTextContent('21–25 of 25 · page 2 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–20 of 25 · page 1 of 2', { exact: false })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('No enquiries here: nothing is rejected.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual([
      'admin/me',
      'admin/enquiries?status=enquired&kind=pd&page=2',
      'admin/enquiries?status=enquired&kind=pd&page=1',
      'admin/enquiries?status=rejected&kind=pd&page=1',
    ]);
  });

  it('asks again every 30 seconds, so new enquiries show without a reload', async () => {
    jest.useFakeTimers();
    try {
      let rows = [serviceRow];
      const api = fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/enquiries?status=pending&page=1': () => enquiriesReply(rows) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries' });
      await screen.findByRole('table', { name: 'Enquiries, waiting for an answer: 1, oldest first' });

      rows = [serviceRow, moveRow];
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('table', { name: 'Enquiries, waiting for an answer: 2, oldest first' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === 'admin/enquiries?status=pending&page=1')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not in the navigation of a role without it, and an address kept says so', async () => {
    fakeApi({ 'GET admin/me': meReply(['finance']), 'GET admin/enquiries?status=pending&page=1': failed(403, 'You may not do this.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Enquiries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
