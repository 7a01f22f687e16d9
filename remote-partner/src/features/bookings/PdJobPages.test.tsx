import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi, renderRemotePage, type FakeReply, type FakeRoute } from '@servenear/shared/testing';
import App from '../../App';
import { profileReply } from '../../test/profiles';
import { partnerSession } from '../../test/renderPage';

function job(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'Asha Verma',
    mobile: '9876500001',
    fromaddress: '12 Anna Nagar 2nd Avenue, Chennai',
    toaddress: 'Plot 4, Ponneri High Road, Ponneri',
    date: '2026-11-28',
    description: 'Two cartons of books and a study table.',
    images: ['/api/files/pd-photos/7/1-640.jpg', '/api/files/pd-photos/7/2-640.jpg', '/api/files/pd-photos/7/3-640.jpg'],
    image_sources: [1, 2, 3].map((n) => ({
      webp: `/api/files/pd-photos/7/${n}-320.webp 320w, /api/files/pd-photos/7/${n}-640.webp 640w`,
      jpeg: `/api/files/pd-photos/7/${n}-320.jpg 320w, /api/files/pd-photos/7/${n}-640.jpg 640w`,
    })),
    video: '/api/files/pd-videos/7/video.mp4',
    distance_km: 31.62,
    status: 'enquired',
    answer: 'A partner will collect on Saturday morning.',
    quote: 1800,
    allocated_at: '2026-11-24T10:00:00.000Z',
    stage: 'quoted',
    picked_up_at: null,
    pickup_photo: null,
    delivered_at: null,
    delivery_photo: null,
    ...overrides,
  };
}

const ok = (data: unknown): FakeRoute => ({ status: 200, body: { status: 200, data } });
const notFound: FakeRoute = { status: 404, body: { status: 404, errors: {}, message: 'Not found' } };

function Probe() {
  const location = useLocation();
  return <pre aria-label="probe">{`${location.pathname}|${JSON.stringify(location.state ?? null)}`}</pre>;
}
const where = () => screen.getByLabelText('probe').textContent;

function open(route: string, routes: Record<string, FakeRoute>, options: { path?: string; state?: unknown } = {}) {
  const api = fakeApi({ 'GET employee/userprofile': profileReply(), ...routes });
  return { api, ...renderRemotePage(App, route, { session: partnerSession, probe: <Probe />, elsewhere: <p>Somewhere else</p>, ...options }) };
}

describe('/employee-booking-pdenquiery', () => {
  it('shows the booking tab menu with the Pick & Drop tab current, and each allocated job', async () => {
    open('/employee-booking-pdenquiery', {
      'GET employee/pdenquiry/list': ok([job(), job({ id: 8, name: 'Karthik Raja', status: 'pending', quote: null, answer: null, distance_km: null })]),
    });
    const nav = await screen.findByRole('navigation', { name: 'Bookings' });
    expect(within(nav).getByRole('link', { name: 'Pick & Drop' })).toHaveAttribute('aria-current', 'page');

    const first = await screen.findByRole('article', { name: 'Pass Fast Express for Asha Verma on 28 Nov 2026' });
    expect(within(first).getByText('12 Anna Nagar 2nd Avenue, Chennai')).toBeInTheDocument();
    expect(within(first).getByText('Plot 4, Ponneri High Road, Ponneri')).toBeInTheDocument();
    expect(within(first).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('32 km')).toBeInTheDocument();
    expect(within(first).getByText('Answered')).toBeInTheDocument();
    expect(within(first).getByText('₹1,800')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: /Karthik Raja/ });
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Not known')).toBeInTheDocument();
    expect(within(second).queryByText('Quote')).not.toBeInTheDocument();
  });

  it('says "Loading bookings..." and then "No data..." when nothing is allocated', async () => {
    open('/employee-booking-pdenquiery', { 'GET employee/pdenquiry/list': ok([]) });
    expect(await screen.findByText('Loading bookings...')).toBeInTheDocument();
    expect(await screen.findByText('No data...')).toBeInTheDocument();
  });

  it('says when the jobs could not be read', async () => {
    open('/employee-booking-pdenquiery', { 'GET employee/pdenquiry/list': { status: 500, body: { status: 500, errors: {}, message: 'Something went wrong' } } });
    expect(await screen.findByText('Failed to load bookings. Please try again.')).toBeInTheDocument();
  });

  it('opens /pd-delivery-popup with the job id from View Details', async () => {
    const { user } = open('/employee-booking-pdenquiery', { 'GET employee/pdenquiry/list': ok([job()]) });
    const card = await screen.findByRole('article', { name: /Asha Verma/ });
    await user.click(within(card).getByRole('link', { name: 'View Details' }));
    expect(where()).toBe('/pd-delivery-popup|{"id":7}');
  });
});

describe('/pd-delivery-popup', () => {
  it('shows the addresses with map links, the date, the mobile to call, the distance and what ops agreed', async () => {
    const { api } = open('/pd-delivery-popup', { 'GET employee/pdenquiry/7': ok(job()) }, { state: { id: 7 } });
    expect(await screen.findByRole('heading', { name: 'Pass Fast Express' })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain('employee/pdenquiry/7');

    const from = screen.getByRole('link', { name: /^Open in map: From 12 Anna Nagar/ });
    expect(from).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12%20Anna%20Nagar%202nd%20Avenue%2C%20Chennai');
    expect(from).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^Open in map: To Plot 4/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Plot%204%2C%20Ponneri%20High%20Road%2C%20Ponneri',
    );
    expect(screen.getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:+919876500001');
    expect(screen.getByText('28 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('32 km')).toBeInTheDocument();
    expect(screen.getByText('Two cartons of books and a study table.')).toBeInTheDocument();
    expect(screen.getByText('A partner will collect on Saturday morning.')).toBeInTheDocument();
    expect(screen.getByText('₹1,800')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Pick & Drop/ })).toHaveAttribute('href', '/employee-booking-pdenquiery');
  });

  it('reads the id from ?id= too (the notification and a reloaded page)', async () => {
    open('/pd-delivery-popup', { 'GET employee/pdenquiry/9': ok(job({ id: 9, fromaddress: 'T Nagar, Chennai' })) }, { path: '/pd-delivery-popup?id=9' });
    expect(await screen.findByText('T Nagar, Chennai')).toBeInTheDocument();
  });

  it('says the job was not found when it is not allocated to this partner, with a way back', async () => {
    open('/pd-delivery-popup', { 'GET employee/pdenquiry/5': notFound }, { state: { id: 5 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job was not found. It may have been given to another partner.');
    expect(within(alert).getByRole('link', { name: 'Back to Pick & Drop' })).toHaveAttribute('href', '/employee-booking-pdenquiery');
  });

  it('goes to /error without a job id', async () => {
    const { api } = open('/pd-delivery-popup', {});
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(where()).toBe('/error|null');
    expect(api.requests.some((request) => request.url.startsWith('employee/pdenquiry'))).toBe(false);
  });
});

describe('/pd-delivery-popup: the mover’s steps (issue 37)', () => {
  const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'goods.jpg', { type: 'image/jpeg' });

  it('tells the mover to wait until the customer has paid', async () => {
    open('/pd-delivery-popup', { 'GET employee/pdenquiry/7': ok(job({ stage: 'accepted' })) }, { state: { id: 7 } });
    expect(await screen.findByText(/once the customer has paid the quote/)).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
  });

  it('marks a paid move picked up with a photo, and asks for the photo first', async () => {
    let stage = 'paid';
    const { api, user } = open('/pd-delivery-popup', {
      'GET employee/pdenquiry/7': (): FakeReply => ({
        status: 200,
        body: {
          status: 200,
          data: job(stage === 'paid' ? { stage } : { stage, picked_up_at: '2026-11-28T04:00:00.000Z', pickup_photo: '/api/files/pd-photos/up-640.jpg?expires=1&signature=x' }),
        },
      }),
      'POST employee/pdenquiry/7/picked-up': () => {
        stage = 'picked_up';
        return { status: 200, body: { status: 200, message: 'Marked as picked up.', data: { id: 7 } } };
      },
    }, { state: { id: 7 } });
    await user.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add a photo of the goods.');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.upload(screen.getByLabelText('Photo of the goods at pick-up'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const sent = await waitFor(() => {
      const request = api.requests.find((candidate) => candidate.url === 'employee/pdenquiry/7/picked-up');
      if (!request) throw new Error('not sent yet');
      return request;
    });
    expect((sent.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picked up on 28 Nov 2026' })).toHaveAttribute('src', expect.stringContaining('up-640.jpg'));
    // The delivery's field is empty: the pick-up's photo is not offered again.
    expect((screen.getByLabelText('Photo of the goods at delivery') as HTMLInputElement).files).toHaveLength(0);
  });

  it('shows the server’s refusal under the form', async () => {
    const { user } = open('/pd-delivery-popup', {
      'GET employee/pdenquiry/7': ok(job({ stage: 'picked_up', picked_up_at: '2026-11-28T04:00:00.000Z', pickup_photo: '/api/files/pd-photos/up-640.jpg' })),
      'POST employee/pdenquiry/7/delivered': { status: 409, body: { status: 409, errors: {}, message: 'This move has already been delivered.' } },
    }, { state: { id: 7 } });
    await user.upload(await screen.findByLabelText('Photo of the goods at delivery'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This move has already been delivered.');
  });

  describe('his step photo while it is processing, or after it failed', () => {
    const stem = 'e'.repeat(32);
    const pickedUp = (status?: 'processing' | 'failed') =>
      job({
        stage: 'picked_up',
        picked_up_at: '2026-11-28T04:00:00.000Z',
        pickup_photo: `/api/files/pd-photos/${stem}-640.jpg?expires=1&signature=x`,
        ...(status ? { media_status: [{ name: stem, status }] } : {}),
      });

    it('shows "Processing…" in its place, asks again, and shows the photo once it is ready', async () => {
      let status: 'processing' | undefined = 'processing';
      const { api } = open('/pd-delivery-popup', { 'GET employee/pdenquiry/7': (): FakeReply => ({ status: 200, body: { status: 200, data: pickedUp(status) } }) }, { state: { id: 7 } });
      expect(await screen.findByText('Picked up on 28 Nov 2026')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Processing…');
      expect(screen.queryByRole('img', { name: 'Picked up on 28 Nov 2026' })).not.toBeInTheDocument();
      status = undefined;
      expect(await screen.findByRole('img', { name: 'Picked up on 28 Nov 2026' }, { timeout: 5000 })).toHaveAttribute('src', expect.stringContaining(`${stem}-640.jpg`));
      expect(api.requests.filter((request) => request.url === 'employee/pdenquiry/7').length).toBeGreaterThanOrEqual(2);
    }, 10_000);

    it('says a photo that could not be processed, and that the step is saved', async () => {
      open('/pd-delivery-popup', { 'GET employee/pdenquiry/7': ok(pickedUp('failed')) }, { state: { id: 7 } });
      expect(await screen.findByText('This photo could not be processed. The step is saved.')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Picked up on 28 Nov 2026' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    });
  });
});
