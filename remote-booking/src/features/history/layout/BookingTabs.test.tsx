import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { findRoute } from '@servenear/shared/routes';
import { fakeApi, ok } from '@servenear/shared/testing';
import { BookingTabs } from './BookingTabs';
import { bookingTabs } from './tabs';
import { renderBookingPage } from '../../../test/renderBookingPage';

describe('the booking tabs menu', () => {
  it('shows only the tabs whose pages are built, in the spec order', () => {
    const built = new Set(['/instand-booking', '/complete-booking', '/service-enquiry']);
    render(
      <MemoryRouter initialEntries={['/complete-booking']}>
        <BookingTabs isBuilt={(path) => built.has(path)} />
      </MemoryRouter>,
    );

    const links = within(screen.getByRole('navigation', { name: 'Booking history tabs' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instant Booking', '/instand-booking'],
      ['Completed', '/complete-booking'],
      ['Service Enquiry', '/service-enquiry'],
    ]);
  });

  it("on a history page, links the route table's built tabs and marks the open one", async () => {
    fakeApi({ 'GET user/canceledbookings': ok([]) });
    renderBookingPage('/cancel-booking');

    const nav = await screen.findByRole('navigation', { name: 'Booking history tabs' });
    const shown = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(shown).toEqual(bookingTabs.filter((tab) => findRoute(tab.path)?.built).map((tab) => tab.path));
    expect(shown).toEqual(expect.arrayContaining(['/instand-booking', '/scheduled-booking', '/complete-booking', '/cancel-booking']));
    expect(within(nav).getByRole('link', { name: 'Canceled' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Instant Booking' })).not.toHaveAttribute('aria-current');
  });
});
