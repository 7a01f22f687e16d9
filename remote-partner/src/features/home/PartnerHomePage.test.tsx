import { act, screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { profileReply } from '../../test/profiles';
import { partnerSession, probe, renderPage } from '../../test/renderPage';
import { areaOf } from './JobsCarousel';
import { homeTexts } from './texts';

function booking(overrides: Record<string, unknown> = {}) {
  const row = {
    id: 41,
    completed_status: 0,
    service_name: 'Electrician',
    reviews_count: 3,
    rating: 4.3,
    image_url: null,
    work_type: 'hour',
    day_hours: 2,
    service_date: '2026-11-25',
    service_time: '10:30',
    mobile: '9876500001',
    email: 'asha.verma@example.in',
    address: 'Flat 4, 12 Anna Nagar 2nd Avenue, Anna Nagar, Chennai',
    status: 'assigned',
    description: 'Ceiling fan hums.',
    customer_name: 'Asha Verma',
    ...overrides,
  };
  // As the server sends it (partner §3): action_id is the line too, and the rating comes twice.
  return { ...row, action_id: row.id, total_reviews: row.reviews_count, avergae_ratting: row.rating };
}

function serviceCard(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    action_id: 71,
    name: 'Fan repair',
    servicetype: 'service',
    category_name: 'Home Repairs',
    subcategory_name: 'Electrician',
    employee_type: 'part_time',
    image_url: ['/uploads/services/71-640.jpg'],
    image_sources: [{ webp: '/uploads/services/71-320.webp 320w, /uploads/services/71-640.webp 640w', jpeg: '/uploads/services/71-320.jpg 320w, /uploads/services/71-640.jpg 640w' }],
    video_url: null,
    approval: 'approved',
    rejection_reason: null,
    ...overrides,
  };
}

const serverError: FakeRoute = failed(500, 'Something went wrong');
const verifiedRoutes: Record<string, FakeRoute> = {
  'GET employee/userprofile': profileReply(),
  'GET employee/yourbookings': ok([booking({ id: 42, service_name: 'Plumber', service_date: '2026-11-26', status: 'confirmed' }), booking()]),
  'GET employee/getservice': ok([serviceCard()]),
  'GET employee/newservice': ok([serviceCard({ id: null, action_id: 90, name: 'Inverter battery check', servicetype: 'other', approval: 'pending', employee_type: 'full_time' })]),
};

function openHome(routes: Record<string, FakeRoute> = {}, { route = '/employee-home', verified = true } = {}) {
  const api = fakeApi({ ...verifiedRoutes, ...routes });
  return { api, ...renderPage(route, { session: { ...partnerSession, verified } }) };
}

const section = (name: string) => screen.findByRole('region', { name });
const pendingProfile = profileReply({ is_verified: 0, verification_status: 'pending' });

describe('partner home', () => {
  it('greets a verified partner and leads to their bookings', async () => {
    openHome();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeTexts.seeBookings })).toHaveAttribute('href', '/employee-booking-list');
    expect(screen.getByText(homeTexts.nextVerified)).toBeInTheDocument();
  });

  it('shows the jobs carousel, the next job first, with service, date, time, status and area; See all goes to the booking list', async () => {
    openHome();
    const jobs = await section(homeTexts.bookingsHeading);
    const carousel = await within(jobs).findByRole('region', { name: homeTexts.bookingsCarousel });
    const cards = within(carousel).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Electrician', 'Plumber']);
    const [electrician, plumber] = cards as [HTMLElement, HTMLElement];
    expect(electrician).toHaveTextContent('25 Nov 2026');
    expect(electrician).toHaveTextContent('10:30 AM');
    expect(electrician).toHaveTextContent('Assigned');
    expect(electrician).toHaveTextContent('Anna Nagar, Chennai');
    expect(electrician).not.toHaveTextContent('Flat 4');
    expect(plumber).toHaveTextContent('Work Started');
    expect(within(jobs).getByRole('link', { name: 'See all bookings' })).toHaveAttribute('href', '/employee-booking-list');
  });

  it('shows both lists of services, a pending one marked as waiting for approval; See all goes to the service list', async () => {
    openHome();
    const services = await section(homeTexts.servicesHeading);
    const fan = await within(services).findByRole('article', { name: 'Fan repair' });
    expect(fan).toHaveTextContent('Home Repairs › Electrician');
    expect(fan).toHaveTextContent('Part time');
    expect(fan).not.toHaveTextContent(serviceFormMessages.waitingForApproval);
    const own = within(services).getByRole('article', { name: 'Inverter battery check' });
    expect(own).toHaveTextContent(serviceFormMessages.waitingForApproval);
    expect(own).toHaveTextContent('Full time');
    expect(within(services).getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/employee-service-edit');
  });

  it("marks a pending service with the service pages' own words", () => {
    expect(homeTexts.waitingForApproval).toBe(serviceFormMessages.waitingForApproval);
  });

  it('is also /employee-index', async () => {
    openHome({}, { route: '/employee-index' });
    expect(await section(homeTexts.bookingsHeading)).toBeInTheDocument();
    expect(await section(homeTexts.servicesHeading)).toBeInTheDocument();
  });

  it('shows a partner waiting for verification the note, what to prepare and their services, and no jobs', async () => {
    const { api } = openHome({ 'GET employee/userprofile': pendingProfile }, { verified: false });
    expect(await screen.findByText('Your account is waiting for verification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeTexts.addServices })).toHaveAttribute('href', '/service-upload');
    const prepare = screen.getByRole('region', { name: homeTexts.prepareHeading });
    expect(within(prepare).getByRole('link', { name: homeTexts.prepareServicesLink })).toHaveAttribute('href', '/service-upload');
    expect(within(prepare).getByRole('link', { name: homeTexts.prepareAreaLink })).toHaveAttribute('href', '/employee-work-area');
    expect(await within(await section(homeTexts.servicesHeading)).findByRole('article', { name: 'Fan repair' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: homeTexts.bookingsHeading })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.url === 'employee/yourbookings')).toBe(false);
  });

  it('follows the profile when ops verified the partner after they signed in', async () => {
    openHome({}, { verified: false });
    expect(await section(homeTexts.bookingsHeading)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: homeTexts.prepareHeading })).not.toBeInTheDocument();
  });

  it('says so when there are no jobs and no services yet', async () => {
    openHome({ 'GET employee/yourbookings': ok([]), 'GET employee/getservice': ok([]), 'GET employee/newservice': ok([]) });
    expect(await screen.findByText(homeTexts.bookingsEmpty)).toBeInTheDocument();
    const services = await section(homeTexts.servicesHeading);
    expect(await within(services).findByText(/You have not added any services yet\./)).toBeInTheDocument();
    expect(within(services).getByRole('link', { name: homeTexts.uploadService })).toHaveAttribute('href', '/service-upload');
    expect(screen.queryByRole('region', { name: homeTexts.bookingsCarousel })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: homeTexts.servicesCarousel })).not.toBeInTheDocument();
  });

  it('shows loading cards while the lists are on their way', async () => {
    openHome();
    expect(screen.getByText(homeTexts.bookingsLoading)).toBeInTheDocument();
    expect(screen.getByText(homeTexts.servicesLoading)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fan repair' })).toBeInTheDocument();
  });

  it('a failing bookings call shows its failure and leaves the services carousel', async () => {
    openHome({ 'GET employee/yourbookings': serverError });
    const jobs = await section(homeTexts.bookingsHeading);
    expect(await within(jobs).findByRole('alert')).toHaveTextContent(homeTexts.bookingsFailed);
    expect(within(jobs).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fan repair' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ravi Kumar' })).toBeInTheDocument();
  });

  it('a failing services call shows its failure and leaves the jobs carousel', async () => {
    openHome({ 'GET employee/newservice': serverError });
    const services = await section(homeTexts.servicesHeading);
    expect(await within(services).findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    expect(await screen.findByRole('article', { name: 'Electrician' })).toBeInTheDocument();
  });

  it('a failing profile leaves the page: the greeting from the session, both carousels', async () => {
    openHome({ 'GET employee/userprofile': serverError });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ravi Kumar' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Electrician' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fan repair' })).toBeInTheDocument();
  });

  it('keeps the partner on the page (nothing redirects)', async () => {
    openHome();
    await screen.findByRole('article', { name: 'Fan repair' });
    await act(async () => undefined);
    expect(probe()).toMatch(/^\/employee-home\|/);
  });
});

describe('areaOf', () => {
  it.each([
    ['Flat 4, 12 Anna Nagar 2nd Avenue, Anna Nagar, Chennai', 'Anna Nagar, Chennai'],
    ['12 Anna Nagar 2nd Avenue, Chennai', '12 Anna Nagar 2nd Avenue, Chennai'],
    ['Chennai', 'Chennai'],
    [' Velachery ,  Chennai , ', 'Velachery, Chennai'],
    ['', ''],
  ])('%j → %j', (address, area) => {
    expect(areaOf(address)).toBe(area);
  });
});
