import { screen, within } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { searchReply } from '../../test/bookings';
import { enquiriesReply } from '../../test/enquiries';
import { reportPage } from '../../test/inbox';
import { listPage } from '../../test/money';
import { servicesReply } from '../../test/opsData';
import { partnersReply } from '../../test/partners';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

/** Each queue's first page as the overview reads it, with `total` items waiting in all. */
const waiting = (totals: { bookings: number; enquiries: number; partners: number; services: number; queries: number; disputes: number; refunds: number }) => ({
  'GET admin/bookings/search?status=pending&sort=-booked_at&page=1': searchReply([], totals.bookings),
  'GET admin/enquiries?status=pending&page=1': enquiriesReply([], totals.enquiries),
  'GET admin/partners?status=pending&page=1': partnersReply([], totals.partners),
  'GET admin/partner-services?approval=pending&page=1': servicesReply([], { total: totals.services }),
  'GET admin/reports?status=open&sort=received&order=desc&page=1': reportPage([], totals.queries),
  'GET admin/disputes?status=open&page=1': listPage([], totals.disputes),
  'GET admin/refunds?status=failed&page=1': listPage([], totals.refunds),
});

const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('li')!;

describe('the overview', () => {
  it('counts the work waiting in every queue an admin may open, each linking to its queue', async () => {
    fakeApi({ 'GET admin/me': meReply(['admin']), ...waiting({ bookings: 4, enquiries: 2, partners: 3, services: 0, queries: 5, disputes: 1, refunds: 6 }) });
    renderPage('/ops/*', { session: opsSession, path: '/ops' });

    const expected: Array<[string, string, string]> = [
      ['Bookings waiting for a partner', '4', '/ops/bookings?status=pending'],
      ['Enquiries waiting for an answer', '2', '/ops/enquiries'],
      ['Partners waiting for verification', '3', '/ops/partners'],
      ['Queries waiting for an answer', '5', '/ops/queries'],
      ['Open disputes', '1', '/ops/disputes'],
      ['Refunds that failed', '6', '/ops/money?refunds=failed'],
    ];
    for (const [title, count, to] of expected) {
      const shown = await card(title);
      expect(await within(shown).findByText(count)).toBeInTheDocument();
      expect(within(shown).getByRole('link')).toHaveAttribute('href', to);
    }
    const services = await card('Services waiting for approval');
    expect(await within(services).findByText('No service is waiting for approval.')).toBeInTheDocument();
    expect(within(services).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows support only the queues support works: bookings, enquiries, queries and disputes', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), ...waiting({ bookings: 0, enquiries: 1, partners: 9, services: 9, queries: 0, disputes: 2, refunds: 9 }) });
    renderPage('/ops/*', { session: opsSession, path: '/ops' });

    await card('Open disputes');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Bookings waiting for a partner', 'Enquiries waiting for an answer', 'Queries waiting for an answer', 'Open disputes']);
    expect(await within(await card('Bookings waiting for a partner')).findByText('Every booking has a partner.')).toBeInTheDocument();
  });
});
