import { screen, within } from '@testing-library/react';
import { fakeApi, type FakeReply } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
// The page's module first: its texts (and the layout's) are then defined, and loadTexts brings their catalogues.
import './BookingListPage';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';

function booking(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    action_id: 41,
    completed_status: 0,
    service_name: 'Electrician',
    reviews_count: 3,
    rating: 4.3,
    image_url: null,
    total_reviews: 3,
    avergae_ratting: 4.3,
    work_type: 'hour',
    day_hours: 2,
    service_date: '2026-11-24',
    service_time: '23:59',
    mobile: '9876500001',
    email: 'asha.verma@example.in',
    address: '12 Anna Nagar 2nd Avenue, Chennai',
    status: 'assigned',
    description: 'Ceiling fan hums.',
    customer_name: 'Asha Verma',
    ...overrides,
  };
}

const list = (data: unknown[]): FakeReply => ({ status: 200, body: { status: 200, data } });

beforeAll(async () => {
  await loadTexts('ta');
  setTabLanguage('ta');
});
afterAll(() => setTabLanguage('en'));

describe('booking list in Tamil (issue 41)', () => {
  it('shows the layout, the tabs and each card in Tamil', async () => {
    fakeApi({
      'GET employee/userprofile': profileReply(),
      'GET employee/yourbookings': list([booking(), booking({ id: 42, status: 'confirmed', service_name: 'Plumber', work_type: 'day', day_hours: 1, reviews_count: 1, total_reviews: 1 })]),
    });
    renderPage('/employee-booking-list', { session: partnerSession });

    expect(await screen.findByRole('heading', { level: 1, name: 'புக்கிங் பட்டியல்' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'புக்கிங்குகள்' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['புக்கிங் பட்டியல்', 'முடிந்தவை', 'ரத்தானவை', 'பிக் & டிராப்']);
    expect(screen.getByRole('navigation', { name: 'அக்கவுண்ட்' })).toBeInTheDocument();

    const assigned = await screen.findByRole('article', { name: 'Electrician' });
    expect(within(assigned).getByRole('button', { name: 'OTP அனுப்பு' })).toBeInTheDocument();
    expect(within(assigned).getByRole('button', { name: 'புக்கிங்கை ரத்து செய்' })).toBeInTheDocument();
    expect(within(assigned).getByText('3 ரிவ்யூக்கள்')).toBeInTheDocument();
    expect(within(assigned).getByText('ஒரு மணி நேரத்திற்கு')).toBeInTheDocument();
    expect(within(assigned).getByText('2 மணி நேரம்')).toBeInTheDocument();
    expect(within(assigned).getByText('விரும்பிய தேதி')).toBeInTheDocument();

    const started = screen.getByRole('article', { name: 'Plumber' });
    expect(within(started).getByText('வேலை தொடங்கியது')).toBeInTheDocument();
    expect(within(started).getByRole('button', { name: 'வேலை முடிந்தது' })).toBeInTheDocument();
    expect(within(started).getByText('1 நாள்')).toBeInTheDocument();
    expect(within(started).getByText('1 ரிவ்யூ')).toBeInTheDocument();
  });
});
