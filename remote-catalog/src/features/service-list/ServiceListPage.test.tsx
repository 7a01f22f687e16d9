import { screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, pendingReply, type FakeRoute } from '@servenear/shared/testing';
import { categoriesWire, noRatings, renderPage, servicePage, serviceWire, subcategoryWire } from '../../test/renderPage';

const route = '/list-of-services';

function catalogRoutes(extra: Record<string, FakeRoute>): Record<string, FakeRoute> {
  return {
    'GET category': ok(categoriesWire),
    'GET subcategory/1': ok([subcategoryWire(1, 1, 'Welding'), subcategoryWire(2, 1, 'Machine repair')]),
    'GET subcategory/2': ok([subcategoryWire(5, 2, 'Shop fitting')]),
    'GET subcategory/3': ok([subcategoryWire(8, 3, 'Electrician'), subcategoryWire(9, 3, 'Plumbing')]),
    'GET subcategory/4': failed(404, 'No subcategory exist'),
    ...extra,
  };
}

describe('/list-of-services', () => {
  it("shows 'Loading...' and then the subcategory's service cards", async () => {
    const reply = pendingReply();
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': reply }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    reply.resolve(servicePage([serviceWire(), serviceWire({ id: 12, name: 'Drain cleaning', servicetype: 'enquiry' })]));

    const card = (await screen.findByRole('article', { name: 'Tap and leak repair' })) as HTMLElement;
    // The first cards are above the fold: their images load at once (Lighthouse's LCP element).
    expect(within(card).getByRole('img', { name: 'Tap and leak repair' })).toHaveAttribute('loading', 'eager');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(3)')).toBeInTheDocument();
    expect(within(card).getByText('₹1,800')).toBeInTheDocument();
    expect(within(card).getByText('₹299')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View details' })).toBeInTheDocument();

    const enquiry = screen.getByRole('article', { name: 'Drain cleaning' });
    expect(within(enquiry).getByText('Enquiry')).toBeInTheDocument();
    expect(within(enquiry).queryByText('₹1,800')).not.toBeInTheDocument();
  });

  it('highlights the current category and subcategory and links each tile to its first subcategory', async () => {
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': servicePage([]) }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');

    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    const current = within(categories).getByRole('link', { name: 'Home & Personal' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Industry & Factory' })).toHaveAttribute(
      'href',
      '/list-of-services?category=1&subcategory=1',
    );
    expect(within(categories).getByRole('link', { name: 'Tutor/Consultancies' })).toHaveAttribute('href', '/list-of-services?category=4');

    const subcategories = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(subcategories).getByRole('link', { name: 'Plumbing' })).toHaveAttribute('aria-current', 'page');
    expect(within(subcategories).getByRole('link', { name: 'Electrician' })).toHaveAttribute(
      'href',
      '/list-of-services?category=3&subcategory=8',
    );
  });

  it('shows the categories in the category carousel (customer §2), each once, with arrows and a bullet per card', async () => {
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': servicePage([]) }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');

    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    const carousel = within(categories).getByRole('region', { name: 'Categories' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // The carousel draws copies of the tiles to loop; assistive technology meets each once, from
    // the current category on (the row starts there, so a phone shows it first), numbered as listed.
    expect(within(carousel).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home & Personal',
      'Tutor/Consultancies',
      'Industry & Factory',
      'Retail & Shop',
    ]);
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['3 / 4', '4 / 4', '1 / 4', '2 / 4']);
    expect(within(carousel).getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(4);
    // It loops with all four in view (jsdom's 1024 px): each drawn again after the last.
    expect(carousel.querySelectorAll('div[aria-hidden="true"]')).toHaveLength(4);
  });

  it("shows 'No Service available' and 'No subcategory exist' when there are none", async () => {
    fakeApi(catalogRoutes({ 'GET catlist/service/4': servicePage([]) }));
    renderPage(route, '/list-of-services?category=4');

    expect(await screen.findByText('No Service available')).toBeInTheDocument();
    expect(await screen.findByText('No subcategory exist')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data.' when the services cannot be loaded", async () => {
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': failed(500, 'Internal Server Error') }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
  });

  it("cuts the description at 126 characters with '...'", async () => {
    const about = `${'a'.repeat(126)}bcdef`;
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': servicePage([serviceWire({ about_us: about })]) }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');

    expect(await screen.findByText(`${'a'.repeat(126)}...`)).toBeInTheDocument();
  });

  it('sends the stored coordinates only when both are set', async () => {
    const { requests } = fakeApi(
      catalogRoutes({
        'GET sublist/service/3/9?latitude=12.9716&longitude=77.5946': servicePage([serviceWire()]),
        'GET sublist/service/3/9': servicePage([]),
      }),
    );
    const near = renderPage(route, '/list-of-services?category=3&subcategory=9', {
      location: { latitude: 12.9716, longitude: 77.5946, address: 'MG Road, Bengaluru' },
    });
    expect(await screen.findByRole('article', { name: 'Tap and leak repair' })).toBeInTheDocument();
    near.unmount();

    renderPage(route, '/list-of-services?category=3&subcategory=9', {
      location: { latitude: 12.9716, longitude: null, address: null },
    });
    expect(await screen.findByText('No Service available')).toBeInTheDocument();

    expect(requests.filter((request) => request.url.startsWith('sublist')).map((request) => request.url)).toEqual([
      'sublist/service/3/9?latitude=12.9716&longitude=77.5946',
      'sublist/service/3/9',
    ]);
  });

  it('adds the next page of cards under the others with Load more services, until the last page', async () => {
    const page = (next: number | null, ...ids: number[]) => ({
      status: 200,
      body: { status: 200, data: ids.map((id) => serviceWire({ id, name: `Service ${id}` })), next_page: next },
    });
    const secondPage = pendingReply();
    fakeApi(
      catalogRoutes({
        'GET sublist/service/3/9': page(2, 1, 2),
        'GET sublist/service/3/9?page=2': secondPage,
        'GET sublist/service/3/9?page=3': failed(500, 'Server error'),
      }),
    );
    const { user } = renderPage(route, '/list-of-services?category=3&subcategory=9');

    await screen.findByRole('article', { name: 'Service 2' });
    await user.click(screen.getByRole('button', { name: 'Load more services' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    secondPage.resolve(page(3, 3));
    await screen.findByRole('article', { name: 'Service 3' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(3);

    // A failed page keeps the cards shown and lets the customer try again.
    await user.click(screen.getByRole('button', { name: 'Load more services' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Load more services' })).toBeEnabled();
  });

  it('shows no Load more on the last page', async () => {
    fakeApi(catalogRoutes({ 'GET sublist/service/3/9': { status: 200, body: { status: 200, data: [serviceWire()], next_page: null } } }));
    renderPage(route, '/list-of-services?category=3&subcategory=9');
    await screen.findByRole('article', { name: 'Tap and leak repair' });
    expect(screen.queryByRole('button', { name: 'Load more services' })).not.toBeInTheDocument();
  });

  it('reads a list visited again once while it is fresh, and asks for another subcategory’s or category’s', async () => {
    const { requests } = fakeApi(
      catalogRoutes({
        'GET sublist/service/3/9': servicePage([serviceWire()]),
        'GET sublist/service/3/8': servicePage([serviceWire({ id: 12, name: 'Wiring', subcategory_id: 8 })]),
        'GET sublist/service/2/5': servicePage([serviceWire({ id: 13, name: 'Shelving', category_id: 2, subcategory_id: 5 })]),
      }),
    );
    const { user } = renderPage(route, '/list-of-services?category=3&subcategory=9');
    await screen.findByRole('article', { name: 'Tap and leak repair' });
    const subcategories = () => screen.getByRole('navigation', { name: 'Subcategories' });

    await user.click(within(subcategories()).getByRole('link', { name: 'Electrician' }));
    expect(await screen.findByRole('article', { name: 'Wiring' })).toBeInTheDocument();
    await user.click(within(subcategories()).getByRole('link', { name: 'Plumbing' }));
    expect(await screen.findByRole('article', { name: 'Tap and leak repair' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Retail & Shop' }));
    expect(await screen.findByRole('article', { name: 'Shelving' })).toBeInTheDocument();

    expect(requests.filter((request) => request.url.startsWith('sublist')).map((request) => request.url)).toEqual([
      'sublist/service/3/9',
      'sublist/service/3/8',
      'sublist/service/2/5',
    ]);
    expect(requests.filter((request) => request.url === 'category')).toHaveLength(1);
  });

  it('without a category in the address, says when the categories fail and asks again on Retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    fakeApi(
      catalogRoutes({
        'GET category': () => (++calls === 1 ? failed(500, 'Internal Server Error') : ok(categoriesWire)),
        'GET catlist/service/1': servicePage([serviceWire({ id: 21, name: 'Lathe repair', category_id: 1 })]),
      }),
    );
    const { user } = renderPage(route, route);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    expect(log).toHaveBeenCalledWith('Failed to load categories', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lathe repair' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('opens the details overlay from View details', async () => {
    fakeApi(
      catalogRoutes({
        'GET sublist/service/3/9': servicePage([serviceWire()]),
        'GET user/getservice/11': ok({ ...serviceWire(), media_urls: [], reviews: [], rating_counts: noRatings }),
      }),
    );
    const { user } = renderPage(route, '/list-of-services?category=3&subcategory=9');

    await user.click(await screen.findByRole('button', { name: 'View details' }));
    expect(await screen.findByRole('dialog', { name: 'Tap and leak repair' })).toBeInTheDocument();
  });
});
