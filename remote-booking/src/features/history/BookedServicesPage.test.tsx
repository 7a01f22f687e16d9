import { screen, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { renderBookingPage } from '../../test/renderBookingPage';
import { bookingWire, lineWire } from '../../test/wires';

describe('/list-of-service-booking', () => {
  it("lists every booked service of the open bookings, soonest first, with its slot, price, status and a link to its booking's summary", async () => {
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire({ details: [lineWire({ service_date: '2026-12-02' }), lineWire({ id: 102, service_name: 'Sofa cleaning', work_type: 'day', day_hours: 1, price: 1800, status: 'confirmed', service_date: '2026-12-01' })] }),
        bookingWire({ id: 42, booking_id: 'SN-000042', details: [lineWire({ id: 103, service_name: 'Fan installation', service_date: '2026-12-03', partner_name: 'Ravi Kumar', partner_mobile: '9000000001' })] }),
      ]),
    });
    renderBookingPage('/list-of-service-booking');
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual(['Sofa cleaning', 'Tap and leak repair', 'Fan installation']);

    const sofa = names[0]!.closest('li') as HTMLElement;
    expect(sofa).toHaveTextContent('Booking SN-000041');
    expect(sofa).toHaveTextContent('Per day · 1 day');
    expect(sofa).toHaveTextContent('1 Dec 2026');
    expect(sofa).toHaveTextContent('9:30 AM');
    expect(sofa).toHaveTextContent('₹1,800');
    expect(sofa).toHaveTextContent('work started');
    expect(within(sofa).getByRole('img', { name: 'Sofa cleaning' })).toBeInTheDocument();
    expect(within(sofa).getByRole('link', { name: 'View booking summary' })).toHaveAttribute('href', '/picker-service-booking?booking_id=41');

    expect(names[1]!.closest('li')).toHaveTextContent('Pending');
    const fan = names[2]!.closest('li') as HTMLElement;
    expect(fan).toHaveTextContent('Partner assigned');
    expect(within(fan).getByRole('link', { name: 'View booking summary' })).toHaveAttribute('href', '/picker-service-booking?booking_id=42');
  });

  it("says 'No bookings available' when nothing is booked, and 'Failed to fetch data.' when the list cannot be read", async () => {
    fakeApi({ 'GET user/getbookings': ok([]) });
    const { unmount } = renderBookingPage('/list-of-service-booking');
    expect(await screen.findByText('No bookings available')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET user/getbookings': failed(500, 'Internal Server Error') });
    renderBookingPage('/list-of-service-booking');
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
  });
});
