import { screen, waitFor, within } from '@testing-library/react';
import type { OpsRole } from '@servenear/shared/ops-roles';
import { failed, fakeApi, ok, type FakeRequest } from '@servenear/shared/testing';
import type { OpsEnquiry } from '@servenear/shared/ops-api';
import { moveEnquiry, serviceEnquiry } from '../../test/enquiries';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine (CI runs the journeys beside these) they outlast jest's default 5 s.
jest.setTimeout(20_000);

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

/** Enquiry 51 (a service enquiry) as the server keeps it: answering or rejecting changes it. */
function openService(roles: OpsRole[] = ['support'], overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  let enquiry: OpsEnquiry = serviceEnquiry;
  const api = fakeApi({
    'GET admin/me': meReply(roles),
    'GET admin/enquiries/51': () => ok(enquiry),
    'POST admin/enquiries/51/answer': (request) => {
      const body = request.body as { message: string; quote?: number };
      enquiry = { ...enquiry, status: 'enquired', answer: body.message, quote: body.quote ?? null, answered_at: '2026-11-30T06:00:00.000Z' };
      return ok(null, 'Enquiry answered');
    },
    'POST admin/enquiries/51/reject': (request) => {
      enquiry = { ...enquiry, status: 'rejected', answer: (request.body as { reason: string }).reason, answered_at: '2026-11-30T06:00:00.000Z' };
      return ok(null, 'Enquiry rejected');
    },
    ...overrides,
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries/51' }) };
}

describe('one enquiry', () => {
  it('shows what the customer asked: contact, address, the slot and their words', async () => {
    openService();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry #51: Bridal Makeup' })).toBeInTheDocument();
    const asked = screen.getByRole('region', { name: 'What the customer asked' });
    expect(asked).toHaveTextContent('asha@example.com');
    expect(asked).toHaveTextContent('12 Gandhi Street, Chennai');
    expect(asked).toHaveTextContent('12 Dec 2026 at 10:00, 4 hours');
    expect(asked).toHaveTextContent('“Makeup for a wedding on the 12th');
    expect(screen.getByRole('region', { name: 'Our reply' })).toHaveTextContent('Not answered yet.');
  });

  it('answers with a quote after the confirmation, says so, and shows the answer', async () => {
    const { api, user, notices } = openService();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer Asha Verma’s enquiry?' });

    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Answer the customer reads')).toHaveAccessibleDescription('Write the answer the customer will read.'));
    await user.type(within(dialog).getByLabelText('Answer the customer reads'), 'Available on the 12th.');
    await user.type(within(dialog).getByLabelText('Quote in rupees (optional)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Quote in rupees (optional)')).toHaveAccessibleDescription('The quote is a whole number of rupees from 1 to 10,00,000.'));
    expect(posts(api.requests)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Quote in rupees (optional)'));
    await user.type(within(dialog).getByLabelText('Quote in rupees (optional)'), '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Enquiry answered' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/enquiries/51/answer', body: { message: 'Available on the 12th.', quote: 4500 } }]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Our reply' })).toHaveTextContent('quoting ₹4,500'));
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('rejects with a reason, and a 409 (decided meanwhile) stays in the dialog', async () => {
    const { api, user } = openService(['support'], { 'POST admin/enquiries/51/reject': failed(409, 'This enquiry has already been answered or rejected.') });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Asha Verma’s enquiry?' });
    await user.type(within(dialog).getByLabelText('Reason the customer reads'), 'No artist is free that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This enquiry has already been answered or rejected.')).toBeInTheDocument();
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/enquiries/51/reject', body: { reason: 'No artist is free that day.' } }]);
  });

  it('shows a move’s pick-up, drop, day and photos, and allocates it to a partner near the pick-up', async () => {
    let partnerName: string | null = null;
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/enquiries/52': () => ok({ ...moveEnquiry, partner_id: partnerName ? 9 : null, partner_name: partnerName }),
      'GET admin/enquiries/52/partners': ok([
        { partner_id: 9, name: 'Selvi Murugan', mobile: '9876500009', distance_km: 1.4 },
        { partner_id: 4, name: 'Ravi Kumar', mobile: '9876500002', distance_km: 3.2 },
      ]),
      'POST admin/enquiries/52/allocate': () => ((partnerName = 'Selvi Murugan'), ok(null, 'Request allocated')),
    });
    const { user, notices } = renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries/52' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry #52: Pass Fast Express' })).toBeInTheDocument();
    const asked = screen.getByRole('region', { name: 'What the customer asked' });
    expect(asked).toHaveTextContent('Pick up from12 Gandhi Street, Chennai');
    expect(asked).toHaveTextContent('Deliver to4 Lake View Road, Chennai');
    expect(asked).toHaveTextContent('5 Dec 2026');
    expect(within(asked).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Photo 1 of the goods', 'Photo 2 of the goods']);

    const table = await screen.findByRole('table', { name: 'Partners who may take it: 2, nearest first' });
    await user.click(within(table).getByRole('button', { name: 'Allocate to Selvi Murugan' }));
    const dialog = screen.getByRole('dialog', { name: 'Allocate this move to Selvi Murugan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Request allocated' }));
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/enquiries/52/allocate', body: { partner_id: 9 } }]);
    expect(await screen.findByText('Has it now')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What the customer asked' })).toHaveTextContent('MoverSelvi Murugan');
  });

  it('says so for an id of no enquiry', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/enquiries/77': failed(404, 'Enquiry not found') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/enquiries/77' });
    expect(await screen.findByText('There is no such enquiry.')).toBeInTheDocument();
  });
});
