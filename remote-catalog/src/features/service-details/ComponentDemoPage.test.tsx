import { screen, within } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

describe('/component, the static demo overlay (customer §2)', () => {
  it('shows a sample service with sample reviews in the overlay, asking the server nothing', async () => {
    const { requests } = fakeApi({});
    const { user } = renderPage('/component', '/component');

    const dialog = await screen.findByRole('dialog', { name: 'AC Service and Repair (sample)' });
    expect(within(dialog).getByText('₹2,400')).toBeInTheDocument();
    expect(within(dialog).getByText('4 reviews')).toBeInTheDocument();
    expect(within(dialog).getByText('This is a sample service to show the layout: it cannot be booked.')).toBeInTheDocument();
    const reviews = within(dialog).getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(4);
    expect(within(reviews).getByText('Priya R')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Ratings' })).toBeInTheDocument();
    // Sample data books nothing.
    expect(within(dialog).getByRole('button', { name: 'Book Service' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
