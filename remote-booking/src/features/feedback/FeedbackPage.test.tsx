import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { CurrentLocation, fakeApi, failed, ok, pendingReply, type FakeRoute } from '@servenear/shared/testing';
import { customer, renderBookingPage } from '../../test/renderBookingPage';
import { FeedbackModal } from '../../components/feedback';

function openFeedback(path = '/feedback?service_id=11&line_id=101', reply: FakeRoute = ok(null, 'Thanks for rating Tap and leak repair!')) {
  const api = fakeApi({ 'POST user/service/feedback': reply });
  return { api, ...renderBookingPage('/feedback', path) };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'POST');

describe('/feedback', () => {
  it("refuses to send without a rating: 'Please select a rating before submitting'", async () => {
    const { api, user } = openFeedback();

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a rating before submitting');
    expect(posts(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rate 2 out of 5' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the chosen face as pressed, one at a time', async () => {
    const { user } = openFeedback();
    const faces = within(await screen.findByRole('group', { name: 'Your rating' })).getAllByRole('button');
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual(['Rate 1 out of 5', 'Rate 2 out of 5', 'Rate 3 out of 5', 'Rate 4 out of 5', 'Rate 5 out of 5']);

    await user.click(faces[4]!);
    await user.click(faces[2]!);
    expect(faces.map((face) => face.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false', 'false']);
  });

  it("sends the service, rating, comment and line, toasts the server's message and goes home", async () => {
    const { api, user, notices } = openFeedback();

    await user.click(await screen.findByRole('button', { name: 'Rate 5 out of 5' }));
    await user.type(screen.getByLabelText('Comment (optional)'), '  On time and tidy.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(posts(api)).toEqual([
      expect.objectContaining({ url: 'user/service/feedback', body: { service_id: 11, rating: 5, description: 'On time and tidy.', line_id: 101 } }),
    ]);
    expect(notices).toEqual([{ kind: 'success', message: 'Thanks for rating Tap and leak repair!' }]);
  });

  it('sends no line when the link names none, and an empty comment is fine', async () => {
    const { api, user } = openFeedback('/feedback?service_id=11');

    await user.click(await screen.findByRole('button', { name: 'Rate 3 out of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByTestId('location');
    expect(posts(api)[0]?.body).toEqual({ service_id: 11, rating: 3, description: '' });
  });

  it("says 'Error submitting feedback. Please try again.' and keeps the form when sending fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = pendingReply();
    const { user, notices } = openFeedback(undefined, reply);

    await user.click(await screen.findByRole('button', { name: 'Rate 4 out of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    reply.resolve(failed(409, 'You have already rated this service.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting feedback. Please try again.');
    expect(screen.getByRole('button', { name: 'Rate 4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
    logged.mockRestore();
  });

  it('goes home on Cancel without sending anything', async () => {
    const { api, user } = openFeedback();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(posts(api)).toEqual([]);
  });

  it('says so when the link does not name a service, and leads to the completed bookings to rate from', async () => {
    openFeedback('/feedback?line_id=101');
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback link does not say which service to rate.');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate from your completed bookings' })).toHaveAttribute('href', '/complete-booking');
  });
});

describe('FeedbackModal', () => {
  function renderModal() {
    const notices: Notice[] = [];
    render(
      <TestHost notices={notices} session={customer}>
        <MemoryRouter initialEntries={['/complete-booking']}>
          <Routes>
            <Route path="/complete-booking" element={<FeedbackModal serviceId={11} lineId={101} serviceName="Tap and leak repair" />} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
      </TestHost>,
    );
    return userEvent.setup();
  }

  it('is a dialog named by its title, about the service', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Rate your experience' })).toHaveTextContent('How was Tap and leak repair?');
  });

  it.each(['Cancel', 'Close'])('goes home on %s', async (button) => {
    const api = fakeApi({});
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: button }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
