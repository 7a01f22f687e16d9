import { render, screen, within } from '@testing-library/react';
import { PartnerCard } from './PartnerCard';

const ravi = {
  id: 7,
  name: 'Ravi Kumar',
  image_url: '/api/files/profile/ravi.jpg?expires=1&signature=abc',
  average_rating: 4.5,
  total_reviews: 12,
  jobs_done: 31,
  verified: true,
  mobile: '9876500002',
};

describe('PartnerCard', () => {
  it('shows the photo, name, verified badge, rating, jobs done and a call link while he is coming', () => {
    render(<PartnerCard partner={ravi} title="Your partner" level={4} />);
    const card = screen.getByRole('region', { name: 'Your partner' });
    expect(within(card).getByRole('img', { name: 'Photo of Ravi Kumar' })).toHaveAttribute('src', '/api/files/profile/ravi.jpg?expires=1&signature=abc');
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Ravi Kumar✓ Verified');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 ratings' })).toHaveTextContent('4.5 (12 ratings)');
    expect(card).toHaveTextContent('31 jobs done');
    expect(within(card).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute('href', 'tel:+919876500002');
  });

  it('has no badge, no call link and no photo when he is unverified, done or without one; "No ratings yet" before his first', () => {
    render(<PartnerCard partner={{ ...ravi, image_url: null, verified: false, mobile: null, total_reviews: 0, average_rating: 0, jobs_done: 1 }} />);
    const card = screen.getByRole('region', { name: 'Ravi Kumar' });
    expect(within(card).queryByText(/Verified/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    // Initials keep the card's shape, hidden from screen readers.
    expect(card).toHaveTextContent('RK');
    expect(card).toHaveTextContent('No ratings yet');
    expect(card).toHaveTextContent('1 job done');
  });
});
