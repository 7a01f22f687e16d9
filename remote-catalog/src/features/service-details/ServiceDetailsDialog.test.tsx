import { act, screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeReply } from '@servenear/shared/testing';
import { customer, detailsWire, renderPage } from '../../test/renderPage';
import { queryKeys } from '@servenear/shared/host';

const route = '/service-popup';

function open(reply: FakeReply, options: Parameters<typeof renderPage>[2] = {}) {
  fakeApi({ 'GET user/getservice/11': reply });
  return renderPage(route, '/service-popup?id=11', options);
}

describe('service details overlay', () => {
  it('shows a bookable service: prices, Book Service, Add to Cart, bullets, trust points, share links', async () => {
    const { user } = open(ok(detailsWire()));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const dialog = await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByText('Working per day')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,800')).toBeInTheDocument();
    expect(within(dialog).getByText('Working per hour')).toBeInTheDocument();
    expect(within(dialog).getByText('₹299')).toBeInTheDocument();
    expect(within(dialog).getByText('3 reviews')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enquiry Now' })).not.toBeInTheDocument();

    const about = within(dialog).getByRole('region', { name: 'About this service' });
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fixes leaking taps and pipes',
      'Replaces worn washers and cartridges',
      'Checks the water pressure',
    ]);
    for (const point of ['Trained Professional', 'Background Verified', 'Service-specific options']) {
      expect(within(dialog).getByText(point)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('heading', { name: 'Please note' })).toBeInTheDocument();
    const whatsApp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/service-popup?id=11')}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/service-book {"serviceId":11}');
  });

  it('renders the histogram 5 to 1 with counts and percentages, and every review', async () => {
    open(ok(detailsWire()));
    const dialog = await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    const ratings = within(dialog).getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '5 ★1 (33%)',
      '4 ★2 (67%)',
      '3 ★0 (0%)',
      '2 ★0 (0%)',
      '1 ★0 (0%)',
    ]);
    const reviews = within(dialog).getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(reviews).getByText('Quick and tidy.')).toBeInTheDocument();
    expect(within(reviews).getByText('2 Mar 2025')).toBeInTheDocument();
  });

  it('offers only Enquiry Now for an enquiry-type service', async () => {
    const { user } = open(ok(detailsWire({ servicetype: 'enquiry' })));
    const dialog = await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    expect(within(dialog).queryByRole('button', { name: 'Book Service' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Working per day')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Enquiry Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/enquiry-service-booking {"serviceId":11}');
  });

  it("shows 'Failed to load product data' for an unknown service", async () => {
    open(failed(404, 'Failed to load product data'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product data');
  });

  it("shows 'Failed to load product data' without an id in the address, asking nothing", async () => {
    const { requests } = fakeApi({});
    renderPage(route, '/service-popup');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product data');
    expect(requests).toEqual([]);
  });

  it("Escape closes it and goes to the service's list, unlocking the page", async () => {
    const { user } = open(ok(detailsWire()));
    await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    await user.keyboard('{Escape}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('advances the image groups every 3 s and loops', async () => {
    jest.useFakeTimers();
    try {
      open(ok(detailsWire()), { fakeTimers: true });
      await screen.findByRole('dialog', { name: 'Tap and leak repair' });
      const first = screen.getByRole('button', { name: 'Show images 1' });
      const second = screen.getByRole('button', { name: 'Show images 2' });
      expect(first).toHaveAttribute('aria-pressed', 'true');

      act(() => jest.advanceTimersByTime(2999));
      expect(second).toHaveAttribute('aria-pressed', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(second).toHaveAttribute('aria-pressed', 'true');
      act(() => jest.advanceTimersByTime(3000));
      expect(first).toHaveAttribute('aria-pressed', 'true');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Add to Cart', () => {
  it('asks a visitor without a session to log in, without calling the server', async () => {
    const { requests } = fakeApi({ 'GET user/getservice/11': ok(detailsWire()) });
    const { user, notices } = renderPage(route, '/service-popup?id=11');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to add service to your cart.' }]);
    expect(requests.some((request) => request.url === 'user/addtocart')).toBe(false);
  });

  it('on 200 shows the server message and gives the page the new cart count', async () => {
    fakeApi({
      'GET user/getservice/11': ok(detailsWire()),
      'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart', cartCount: 2 } },
    });
    const { user, notices, queryClient } = renderPage(route, '/service-popup?id=11', { session: customer });
    // The header's badge as it read the count before the add.
    queryClient.setQueryData(queryKeys.cart.count(), 1);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(notices).toEqual([{ kind: 'success', message: 'Service added to cart' }]);
    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(2);
    expect(queryClient.getQueryState(queryKeys.cart.count())?.isInvalidated).toBe(true);
  });

  it.each([
    [failed(401, 'Please log in to continue.'), 'error', 'Please log in to continue.'],
    [failed(404, 'Service not found'), 'warning', 'Service not found'],
    [failed(409, 'Service already in cart'), 'info', 'Service already in cart'],
    [failed(500, 'Internal Server Error'), 'error', 'Failed to add to cart'],
    ['network-error' as const, 'error', 'An error occurred while adding the product to the cart.'],
  ])('shows the notice for %j', async (reply, kind, message) => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire()), 'POST user/addtocart': reply });
    const { user, notices, queryClient } = renderPage(route, '/service-popup?id=11', { session: customer });
    queryClient.setQueryData(queryKeys.cart.count(), 1);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(notices).toEqual([{ kind, message }]);
    expect(queryClient.getQueryState(queryKeys.cart.count())?.isInvalidated).toBe(false);
  });
});
