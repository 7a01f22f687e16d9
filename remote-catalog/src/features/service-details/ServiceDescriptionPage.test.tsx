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
