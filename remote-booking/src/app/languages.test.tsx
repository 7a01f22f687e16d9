/**
 * Issue 41: the booking pages speak the tab's language. Each page's texts come from its
 * catalogues (texts.hi.json, texts.ta.json); names ('Pass Fast Express') stay as they are.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { fakeApi, ok } from '@servenear/shared/testing';
import { fixToday, renderBookingPage } from '../test/renderBookingPage';
import { bookingWire, cartItemWire, lineWire, profileWire } from '../test/wires';
// The pages' modules first, so their texts are defined when the catalogues load.
import '../features/cart/CartPage';
import '../features/history/InstantBookingPage';

afterEach(() => jest.useRealTimers());

describe('in Hindi', () => {
  beforeAll(async () => {
    await loadTexts('hi');
    setTabLanguage('hi');
  });
  afterAll(() => setTabLanguage('en'));

  it('shows the cart, its slot controls, the order summary and the booking form in Hindi, and its toasts too', async () => {
    fixToday();
    fakeApi({
      'GET user/cartlist': ok([cartItemWire(), cartItemWire({ cart_id: 32, service_id: 12, name: 'Shelf picking crew' })]),
      'GET user/userprofile': ok(profileWire),
      'DELETE user/deletecart/31': { status: 200, body: { status: 200, message: 'Service deleted successfully', cartCount: 1 } },
    });
    const { user, notices } = renderBookingPage('/service-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tap and leak repair' });
    expect(within(item).getByText('₹1,800 प्रति दिन')).toBeInTheDocument();
    expect(within(item).getByLabelText('सर्विस का तरीका')).toBeInTheDocument();
    expect(within(item).getByLabelText('पसंदीदा तारीख')).toBeInTheDocument();
    expect(within(item).getByRole('option', { name: 'तरीका चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ऑर्डर सारांश' })).toHaveTextContent('कोई फ़ीस या टैक्स नहीं');
    expect(screen.getByRole('form', { name: 'आपकी जानकारी' })).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.queryByText('Your cart')).not.toBeInTheDocument();

    // The button names its item in the language's own order, and the toast is Hindi.
    await user.click(within(item).getByRole('button', { name: 'Tap and leak repair हटाएं' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'सर्विस हटा दी गई' }]));
  });
});

describe('in Tamil', () => {
  beforeAll(async () => {
    await loadTexts('ta');
    setTabLanguage('ta');
  });
  afterAll(() => setTabLanguage('en'));

  it("shows the booking history's tabs, cards and counts in Tamil, keeping Pass Fast Express as it is named", async () => {
    fakeApi({
      'GET user/getbookings': ok([
        bookingWire(),
        bookingWire({ id: 42, booking_id: 'SN-000042', payment_status: 1, details: [lineWire({ id: 102 }), lineWire({ id: 103, service_name: 'Fan repair' })] }),
      ]),
    });
    const { user } = renderBookingPage('/instand-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'புக்கிங் வரலாறு' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'புக்கிங் வரலாறு டேப்கள்' });
    expect(within(tabs).getByRole('link', { name: 'உடனடி புக்கிங்' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'ரத்தானவை' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Pass Fast Express' })).toHaveAttribute('href', '/pd-enquiry');
    expect(within(tabs).getByRole('link', { name: 'சேவை விசாரணை' })).toHaveAttribute('href', '/service-enquiry');

    // The count follows Tamil's plural: one service, two services.
    const first = await screen.findByRole('button', { name: /SN-000041/ });
    expect(first).toHaveTextContent('1 சேவை');
    expect(first).toHaveTextContent('பேமெண்ட் நிலுவையில்');
    const second = screen.getByRole('button', { name: /SN-000042/ });
    expect(second).toHaveTextContent('2 சேவைகள்');
    expect(second).toHaveTextContent('செலுத்தப்பட்டது');

    await user.click(first);
    expect(screen.getByRole('heading', { name: 'தொடர்பு விவரங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'புக்கிங்கை ரத்துசெய்' })).toBeEnabled();
  });
});
