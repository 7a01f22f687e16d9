import { act, screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { categoriesWire, customer, noRatings, renderPage, serviceWire, subcategoryWire } from '../../test/renderPage';
import { stubIntersectionObserver } from '../../test/intersectionObserverStub';
import { NEAR_VIEWPORT_MARGIN } from '../../components/viewport/useNearViewport';

const route = '/user-home';
const located = { latitude: 12.9716, longitude: 77.5946, address: 'MG Road, Bengaluru' };
const near = '?latitude=12.9716&longitude=77.5946';
const banners = [
  { id: 1, image_url: '/api/images/banners/1.svg', title: 'Deep cleaning', description: 'Homes and offices', color: '#0f6e78' },
  { id: 2, image_url: '', title: 'Tutors', description: 'Maths and science', color: '#b4490f' },
];

function homeRoutes(extra: Record<string, FakeRoute> = {}, query = ''): Record<string, FakeRoute> {
  return {
    'GET user/sliderimage': ok(banners),
    'GET category': ok(categoriesWire),
    'GET subcategory/3': ok([subcategoryWire(8, 3, 'Electrician'), subcategoryWire(9, 3, 'Plumbing')]),
    'GET subcategory/4': failed(500, 'Internal Server Error'),
    [`GET user/industryservices${query}`]: ok([serviceWire({ id: 21, name: 'Lathe repair', category_id: 1 })]),
    [`GET user/retailservices${query}`]: ok([]),
    [`GET user/homeandpersonal${query}`]: ok([serviceWire()]),
    [`GET user/gettutoringandconsulting${query}`]: failed(500, 'Internal Server Error'),
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
/** The cards side by side now in a section's carousel, as it lays them out. */
const perView = (region: HTMLElement) => (region.querySelector('[style*="--per-view"]') as HTMLElement).style.getPropertyValue('--per-view');
/** Whether a section's carousel can move: arrows, a bullet per card, copies to loop. */
const moves = (region: HTMLElement) => within(region).queryByRole('button', { name: 'Next slide' }) !== null;

describe('/user-home at a place we do not serve (issue 37)', () => {
  const shimla = { latitude: 31.1048, longitude: 77.1734, address: 'Mall Road, Shimla' };
  const there = '?latitude=31.1048&longitude=77.1734';

  it('names the cities we serve under No Service available, and stores a request to be told when we arrive', async () => {
    const { requests } = fakeApi(
      homeRoutes({
        [`GET user/mostpopulerservice${there}`]: ok([]),
        [`GET served-cities${there}`]: ok({ cities: ['Chennai', 'Pune', 'Vellore'], served: false }),
        'POST arrival-requests': ok(undefined, 'Thank you. We will text you when we start serving there.'),
      }, there),
    );
    const { user } = renderPage(route, route, { session: customer, location: shimla });
    const panel = await screen.findByRole('region', { name: 'We do not serve Mall Road, Shimla yet' });
    expect(within(section('Most popular')).getByText('No Service available')).toBeInTheDocument();
    expect(panel).toHaveTextContent('We serve: Chennai, Pune and Vellore.');
    await user.click(within(panel).getByRole('button', { name: 'Text me when you arrive' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Thank you. We will text you when we start serving there.');
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ url: 'arrival-requests', body: { place: 'Mall Road, Shimla', latitude: 31.1048, longitude: 77.1734 } });
  });

  it('says nothing more where partners do work and a row is just empty', async () => {
    fakeApi(homeRoutes({ [`GET user/mostpopulerservice${near}`]: ok([]), [`GET served-cities${near}`]: ok({ cities: ['Bengaluru'], served: true }) }, near));
    renderPage(route, route, { session: customer, location: located });
    expect(await within(section('Most popular')).findByText('No Service available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /We do not serve/ })).not.toBeInTheDocument();
  });
});

describe('/user-home', () => {
  it('shows the banners, the categories and every service section with its cards', async () => {
    fakeApi(homeRoutes({ [`GET user/mostpopulerservice${near}`]: ok([serviceWire({ id: 31, name: 'AC service' })]) }, near));
    renderPage(route, route, { session: customer, location: located });

    expect(await screen.findByRole('heading', { name: 'Deep cleaning' })).toBeInTheDocument();
    // Issue 37: not the partner's /employee-booking-list, which sent customers to /unauthorized.
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/list-of-services?category=1');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Top rated', 'Categories', 'Most popular', 'Industry & Factory', 'Retail & Shop', 'Home & Personal', 'Tutor/Consultancies']);

    const popular = section('Most popular');
    expect(await within(popular).findByRole('article', { name: 'AC service' })).toBeInTheDocument();
    const industry = section('Industry & Factory');
    expect(await within(industry).findByRole('article', { name: 'Lathe repair' })).toBeInTheDocument();
    expect(await within(section('Retail & Shop')).findByText('No Service available')).toBeInTheDocument();
    const home = section('Home & Personal');
    const card = await within(home).findByRole('article', { name: 'Tap and leak repair' });
    // The first cards are above the fold: their images load at once (Lighthouse's LCP element).
    expect(within(card).getByRole('img', { name: 'Tap and leak repair' })).toHaveAttribute('loading', 'eager');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(3)')).toBeInTheDocument();
    expect(within(card).getByText('₹1,800')).toBeInTheDocument();
    expect(within(card).getByText('₹299')).toBeInTheDocument();
    expect(await within(section('Tutor/Consultancies')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch data.',
    );
  });

  it('asks for a location and sends no most-popular request without both coordinates', async () => {
    const { requests } = fakeApi(homeRoutes());
    renderPage(route, route, { session: customer, location: { latitude: 12.9716, longitude: null, address: null } });

    expect(await screen.findByRole('article', { name: 'Lathe repair' })).toBeInTheDocument();
    expect(within(section('Most popular')).getByText(/Set your location/)).toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('user/mostpopulerservice'))).toBe(false);
    expect(requests.map((request) => request.url)).toContain('user/industryservices');
  });

  it("asks for a section's services only once it comes near the viewport, its heading and room shown meanwhile", async () => {
    const viewport = stubIntersectionObserver();
    try {
      const { requests } = fakeApi(homeRoutes());
      renderPage(route, route, { session: customer });
      const asked = (url: string) => requests.filter((request) => request.url === url).length;

      // The first screen is in (banners and categories); no section has come near the viewport yet.
      await screen.findByRole('heading', { name: 'Deep cleaning' });
      await screen.findByRole('button', { name: 'Tutor/Consultancies' });
      expect(viewport.margins).toContain(NEAR_VIEWPORT_MARGIN);
      const tutoring = section('Tutor/Consultancies');
      expect(asked('user/gettutoringandconsulting')).toBe(0);
      expect(asked('user/industryservices')).toBe(0);
      expect(tutoring.querySelector('[aria-roledescription="carousel"], [role="alert"], [role="status"]')).toBeNull();
      expect(tutoring.querySelector('[aria-hidden="true"]')).not.toBeNull();

      // Scrolling brings the first category section near: only it asks.
      viewport.scrollNear(section('Industry & Factory'));
      expect(await within(section('Industry & Factory')).findByRole('article', { name: 'Lathe repair' })).toBeInTheDocument();
      expect(asked('user/industryservices')).toBe(1);
      expect(asked('user/gettutoringandconsulting')).toBe(0);

      // Then the last one, far below.
      viewport.scrollNear(tutoring);
      expect(await within(tutoring).findByRole('alert')).toHaveTextContent('Failed to fetch data.');
      expect(asked('user/gettutoringandconsulting')).toBe(1);
    } finally {
      viewport.restore();
    }
  });

  it('cuts a card description at 90 characters with an ellipsis', async () => {
    const about = `${'b'.repeat(90)}cdef`;
    fakeApi(homeRoutes({ 'GET user/homeandpersonal': ok([serviceWire({ about_us: about })]) }));
    renderPage(route, route, { session: customer });

    expect(await screen.findByText(`${'b'.repeat(90)}...`)).toBeInTheDocument();
  });

  it('opens the service details overlay from a card', async () => {
    fakeApi(homeRoutes({ 'GET user/getservice/11': ok({ ...serviceWire(), media_urls: [], reviews: [], rating_counts: noRatings }) }));
    const { user } = renderPage(route, route, { session: customer });

    await user.click(await screen.findByRole('button', { name: 'Tap and leak repair' }));
    expect(await screen.findByRole('dialog', { name: 'Tap and leak repair' })).toBeInTheDocument();
  });

  it('reads a service opened again once while its details are fresh', async () => {
    const { requests } = fakeApi(homeRoutes({ 'GET user/getservice/11': ok({ ...serviceWire(), media_urls: [], reviews: [], rating_counts: noRatings }) }));
    const { user } = renderPage(route, route, { session: customer });

    await user.click(await screen.findByRole('button', { name: 'Tap and leak repair' }));
    await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tap and leak repair' }));

    expect(await screen.findByRole('dialog', { name: 'Tap and leak repair' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === 'user/getservice/11')).toHaveLength(1);
  });

  it("opens the Pass Fast Express popup from the first category card ('P & D Enquiry')", async () => {
    fakeApi(homeRoutes());
    const { user } = renderPage(route, route, { session: customer });

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    const categories = section('Categories');
    const slides = within(categories).getAllByRole('group');
    const first = within(slides[0] as HTMLElement).getByRole('button');
    expect(within(first).getByRole('img', { name: 'P & D Enquiry' })).toBeInTheDocument();
    expect(within(first).getByText('Pass Fast Express')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    expect(within(dialog).getByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
  });

  it('opens the category popup with that category selected and its subcategory links', async () => {
    fakeApi(homeRoutes());
    const { user } = renderPage(route, route, { session: customer });

    await user.click(await screen.findByRole('button', { name: 'Home & Personal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('button', { name: 'Home & Personal' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/list-of-services?category=3&subcategory=9');
    expect(within(dialog).getByRole('link', { name: 'Electrician' })).toHaveAttribute('href', '/list-of-services?category=3&subcategory=8');

    await user.click(within(dialog).getByRole('button', { name: 'Tutor/Consultancies' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch subcategories');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Home & Personal' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only logs a failed banner or category list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(homeRoutes({ 'GET user/sliderimage': failed(500, 'Internal Server Error'), 'GET category': failed(500, 'Internal Server Error') }));
    renderPage(route, route, { session: customer });

    expect(await screen.findByRole('article', { name: 'Lathe repair' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load the banners', expect.anything());
    expect(log).toHaveBeenCalledWith('Failed to load the categories', expect.anything());
    expect(within(section('Top rated')).queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('gives every carousel the settings of customer §2 and §9', async () => {
    const many = [21, 22, 23, 24, 25].map((id) => serviceWire({ id, name: `Service ${id}` }));
    fakeApi(homeRoutes({ 'GET user/industryservices': ok(many) }));
    renderPage(route, route, { session: customer });

    const industry = section('Industry & Factory');
    await within(industry).findByRole('article', { name: 'Service 21' });
    // Three cards on jsdom's 1024 px window: 1, then 2, 3 and 4 from 600, 998 and 1300 px.
    expect(perView(industry)).toBe('3');
    const width = window.innerWidth;
    try {
      for (const [newWidth, shown] of [[375, 1], [600, 2], [1300, 4]] as const) {
        window.innerWidth = newWidth;
        act(() => void window.dispatchEvent(new Event('resize')));
        expect(perView(section('Industry & Factory'))).toBe(String(shown));
      }
    } finally {
      window.innerWidth = width;
      act(() => void window.dispatchEvent(new Event('resize')));
    }
    // Five services, three in view: it loops, a bullet per card.
    expect(moves(industry)).toBe(true);
    expect(within(industry).getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(5);

    // One service has nothing to move.
    const home = section('Home & Personal');
    await within(home).findByRole('article', { name: 'Tap and leak repair' });
    expect(moves(home)).toBe(false);

    // Banners: 1, then 2 and 3 from 768 and 1024 px; two banners all fit.
    await screen.findByRole('heading', { name: 'Deep cleaning' });
    expect(perView(section('Top rated'))).toBe('3');
    expect(moves(section('Top rated'))).toBe(false);

    await screen.findByRole('button', { name: 'Tutor/Consultancies' });
    expect(perView(section('Categories'))).toBe('5');
    expect(moves(section('Categories'))).toBe(true);
  });
});
