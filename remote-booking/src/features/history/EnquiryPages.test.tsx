import { screen, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { pdEnquiryWire, serviceEnquiryWire } from '../../test/wires';

type User = ReturnType<typeof renderBookingPage>['user'];

async function openCard(user: User, name: RegExp) {
  const toggle = await screen.findByRole('button', { name });
  await user.click(toggle);
  return toggle.closest('article') as HTMLElement;
}

describe('/pd-enquiry', () => {
  it('lists each request with its route, day and distance, and opens to its details, photos, video and status', async () => {
    fakeApi({ 'GET user/pdenquiry/list': ok([pdEnquiryWire()]) });
    const { user } = renderBookingPage('/pd-enquiry');

    expect(await screen.findByRole('link', { name: 'Pass Fast Express' })).toHaveAttribute('aria-current', 'page');
    const toggle = await screen.findByRole('button', { name: /Shivaji Nagar, Pune → Andheri East, Mumbai/ });
    expect(toggle).toHaveTextContent('Pending');
    expect(toggle).toHaveTextContent('Move on 28 Nov 2026 · 148.6 km');
    const card = await openCard(user, /Shivaji Nagar/);
    expect(card).toHaveTextContent('9876543210');
    expect(card).toHaveTextContent('Two cartons of books and a study table.');
    expect(card).toHaveTextContent('We will answer soon.');
    const gallery = within(card).getByRole('region', { name: 'Photos of the items to move from Shivaji Nagar, Pune to Andheri East, Mumbai' });
    expect(within(gallery).getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))).toEqual(['Item photo 1', 'Item photo 2', 'Item photo 3']);
    expect(gallery.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', expect.stringContaining('61-1-320.webp 320w'));
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/api/files/pd-videos/61.mp4');
    expect(within(gallery).getAllByRole('button', { name: /^Show item/ })).toHaveLength(4);
  });

  it("shows ops' answer with the quote, or the reason of a refusal", async () => {
    fakeApi({
      'GET user/pdenquiry/list': ok([
        pdEnquiryWire({ status: 'enquired', answer: 'A tempo can take this on the day.', quote: 4500, answered_at: '2026-11-21T05:00:00.000Z' }),
        pdEnquiryWire({ id: 62, fromaddress: 'Kothrud, Pune', status: 'rejected', answer: 'We do not move across states yet.', distance_km: null, answered_at: '2026-11-21T05:00:00.000Z' }),
      ]),
    });
    const { user } = renderBookingPage('/pd-enquiry');
    expect(await screen.findByRole('button', { name: /Shivaji Nagar/ })).toHaveTextContent('Answered');
    expect(screen.getByRole('button', { name: /Kothrud/ })).toHaveTextContent('Rejected');
    expect(screen.getByRole('button', { name: /Kothrud/ })).toHaveTextContent('Not known yet');

    const answered = await openCard(user, /Shivaji Nagar/);
    expect(answered).toHaveTextContent('A tempo can take this on the day.');
    expect(answered).toHaveTextContent('Quote: ₹4,500');
    const rejected = await openCard(user, /Kothrud/);
    expect(rejected).toHaveTextContent('Why we declined');
    expect(rejected).toHaveTextContent('We do not move across states yet.');
    expect(rejected).not.toHaveTextContent('Quote');
  });

  it('shows a tile in place of each of my photos still processing or failed, and a note in place of the video (issue 37)', async () => {
    const [ready, waiting, broken] = ['a', 'b', 'c'].map((letter) => letter.repeat(32));
    const photo = (stem: string) => `/api/files/pd-photos/${stem}-640.jpg?e=1&s=x`;
    const video = `${'d'.repeat(32)}.mp4`;
    fakeApi({
      'GET user/pdenquiry/list': ok([
        pdEnquiryWire({
          images: [ready!, waiting!, broken!].map(photo),
          video: `/api/files/pd-videos/${video}?e=1&s=x`,
          media_status: [
            { name: waiting!, status: 'processing' },
            { name: broken!, status: 'failed' },
            { name: video, status: 'processing' },
          ],
        }),
      ]),
    });
    const { user } = renderBookingPage('/pd-enquiry');
    const card = await openCard(user, /Shivaji Nagar/);
    const gallery = within(card).getByRole('region', { name: /Photos of the items to move/ });
    // Only the ready photo is asked for; the others are tiles of the same size.
    expect(within(gallery).getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))).toEqual(['Item photo 1']);
    expect(gallery).toHaveTextContent('Processing…');
    expect(gallery).toHaveTextContent('This photo could not be processed.');
    expect(gallery.querySelector('video')).toBeNull();
    expect(card).toHaveTextContent('Your video is processing…');
  });

  it("says 'no enquiry available' when there are none, and 'Failed to fetch data.' when the list cannot be read", async () => {
    fakeApi({ 'GET user/pdenquiry/list': ok([]) });
    const { unmount } = renderBookingPage('/pd-enquiry');
    expect(await screen.findByText('no enquiry available')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET user/pdenquiry/list': failed(500, 'Internal Server Error') });
    renderBookingPage('/pd-enquiry');
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/service-enquiry', () => {
  it('lists each enquiry with the service, when it was asked and its status, and opens to the slot, address and description', async () => {
    fakeApi({ 'GET user/service/enquiry/list': ok([serviceEnquiryWire()]) });
    const { user } = renderBookingPage('/service-enquiry');
    expect(await screen.findByRole('link', { name: 'Service Enquiry' })).toHaveAttribute('aria-current', 'page');
    const toggle = await screen.findByRole('button', { name: /Warehouse racking installation/ });
    expect(toggle).toHaveTextContent('Asked on 20 Nov 2026 at 12:00 PM');
    expect(toggle).toHaveTextContent('Pending');
    const card = await openCard(user, /Warehouse racking/);
    expect(within(card).getByRole('img', { name: 'Warehouse racking installation' })).toHaveAttribute('src', '/api/images/services/21.svg');
    expect(card).toHaveTextContent('Per day · 2 days');
    expect(card).toHaveTextContent('27 Nov 2026');
    expect(card).toHaveTextContent('10:00 AM');
    expect(card).toHaveTextContent('12 MG Road, Pune');
    expect(card).toHaveTextContent('Racking for a 2,000 sq ft store room.');
    expect(within(card).queryByRole('button', { name: /Book at/ })).not.toBeInTheDocument();
  });

  it("books an answered quote with 'Book at ₹4,500' and goes to the booking's summary to pay", async () => {
    const { requests } = fakeApi({
      'GET user/service/enquiry/list': ok([serviceEnquiryWire({ status: 'enquired', answer: 'Two fitters for two days.', quote: 4500, answered_at: '2026-11-21T05:00:00.000Z' })]),
      'POST user/service/enquiry/71/book': ok({ id: 91 }),
    });
    const { user } = renderBookingPage('/service-enquiry');
    const card = await openCard(user, /Warehouse racking/);
    expect(card).toHaveTextContent('Two fitters for two days.');
    expect(card).toHaveTextContent('Quote: ₹4,500');
    await user.click(within(card).getByRole('button', { name: 'Book at ₹4,500' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/picker-service-booking?booking_id=91');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['user/service/enquiry/71/book']);
  });

  it('links a booked quote to its booking, says why a refusal was made, and tells when booking the quote fails', async () => {
    fakeApi({
      'GET user/service/enquiry/list': ok([
        serviceEnquiryWire({ status: 'enquired', answer: 'Booked.', quote: 4500, booking_id: 91 }),
        serviceEnquiryWire({ id: 72, name: 'Shop signage', status: 'rejected', answer: 'Not offered in your area.' }),
        serviceEnquiryWire({ id: 73, name: 'Cold room repair', status: 'enquired', answer: 'Possible.', quote: 1200 }),
      ]),
      'POST user/service/enquiry/73/book': failed(409, 'This quote has already been booked.'),
    });
    const { user, notices } = renderBookingPage('/service-enquiry');
    const booked = await openCard(user, /Warehouse racking/);
    expect(within(booked).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/picker-service-booking?booking_id=91');
    expect(within(booked).queryByRole('button', { name: /Book at/ })).not.toBeInTheDocument();
    const rejected = await openCard(user, /Shop signage/);
    expect(screen.getByRole('button', { name: /Shop signage/ })).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Not offered in your area.');
    const open = await openCard(user, /Cold room repair/);
    await user.click(within(open).getByRole('button', { name: 'Book at ₹1,200' }));
    await screen.findByRole('button', { name: 'Book at ₹1,200' });
    expect(notices).toContainEqual({ kind: 'error', message: 'This quote has already been booked.' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("says 'No enquiries available' when there are none, and 'Failed to fetch data.' when the list cannot be read", async () => {
    fakeApi({ 'GET user/service/enquiry/list': ok([]) });
    const { unmount } = renderBookingPage('/service-enquiry');
    expect(await screen.findByText('No enquiries available')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET user/service/enquiry/list': failed(500, 'Internal Server Error') });
    renderBookingPage('/service-enquiry');
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
  });
});
