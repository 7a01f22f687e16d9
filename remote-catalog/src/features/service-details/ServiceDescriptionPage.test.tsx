import { screen, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { customer, detailsWire, renderPage } from '../../test/renderPage';

describe('/description and /enquiry-product-description (customer §2)', () => {
  it('shows the bookable service named in the navigation state, with Book Service and Add to Cart', async () => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire()) });
    const { user } = renderPage('/description', '/description', { session: customer, state: { serviceId: 11 } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tap and leak repair' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('₹1,800')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About this service' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/service-book {"serviceId":11}');
  });

  it('shows the photos and video of verified partners near the customer under each partner’s card, and nothing of them when none is near (issue 37)', async () => {
    const partnerWork = [
      {
        partner: { id: 7, name: 'Ravi Kumar', image_url: null, average_rating: 4.6, total_reviews: 5, jobs_done: 12, verified: true, mobile: null },
        photos: [1, 2, 3].map((n) => ({ url: `/api/files/service-photos/r${n}-640.jpg`, sources: { webp: `/api/files/service-photos/r${n}-320.webp 320w`, jpeg: `/api/files/service-photos/r${n}-320.jpg 320w` } })),
        video_url: '/api/files/service-videos/r.mp4',
      },
    ];
    fakeApi({ 'GET user/getservice/11': ok(detailsWire({ partner_work: partnerWork })) });
    renderPage('/description', '/description', { session: customer, state: { serviceId: 11 } });

    const section = await screen.findByRole('region', { name: 'Work by partners near you' });
    const card = within(section).getByRole('region', { name: 'Ravi Kumar' });
    expect(card).toHaveTextContent('✓ Verified');
    expect(card).toHaveTextContent('4.6 (5 ratings)');
    expect(card).toHaveTextContent('12 jobs done');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    const gallery = within(section).getByRole('region', { name: 'Photos of Tap and leak repair by Ravi Kumar' });
    expect(within(gallery).getByRole('img', { name: "Ravi Kumar's work, photo 1" })).toHaveAttribute('src', '/api/files/service-photos/r1-640.jpg');
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/api/files/service-videos/r.mp4');
  });

  it('draws no partners’ section when nobody near has uploaded work', async () => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire({ partner_work: [] })) });
    renderPage('/description', '/description', { session: customer, state: { serviceId: 11 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tap and leak repair' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Work by partners near you' })).not.toBeInTheDocument();
  });

  it('shows an enquiry-type service from ?id= with only Enquiry Now, which opens the enquiry booking', async () => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire({ servicetype: 'enquiry' })) });
    const { user } = renderPage('/enquiry-product-description', '/enquiry-product-description?id=11', { session: customer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tap and leak repair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Service' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/enquiry-service-booking {"serviceId":11}');
  });

  it("says 'No product data available' without a service id, and asks nothing", async () => {
    const { requests } = fakeApi({});
    renderPage('/enquiry-product-description', '/enquiry-product-description', { session: customer });

    expect(screen.getByRole('heading', { level: 1, name: 'No product data available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });

  it("says 'No product data available' for a service that does not exist", async () => {
    fakeApi({ 'GET user/getservice/99': failed(404, 'Service not found') });
    renderPage('/description', '/description', { session: customer, state: { serviceId: 99 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No product data available' })).toBeInTheDocument();
  });

  it("says 'Failed to load product data' with Retry when the server fails", async () => {
    fakeApi({ 'GET user/getservice/11': failed(500, 'Internal Server Error') });
    renderPage('/description', '/description', { session: customer, state: { serviceId: 11 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
