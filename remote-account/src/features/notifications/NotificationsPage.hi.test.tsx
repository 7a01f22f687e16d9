import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { customer, renderPage } from '../../test/renderPage';
// The page's module first, so its texts (and the sidebar's) are defined when the Hindi catalogues load.
import './NotificationsPage';

beforeAll(async () => {
  await loadTexts('hi');
  setTabLanguage('hi');
});
afterAll(() => setTabLanguage('en'));

describe('/notification in Hindi (issue 41)', () => {
  it('shows the account sidebar and an empty /notification in Hindi', async () => {
    fakeApi({
      'GET user/userprofile': ok({ id: 7, name: 'Asha Verma', mobile: '9876500001', email: '', address: '', image_url: null, is_verified: 1, role: 'user' }),
      'GET user/notifications': ok({ unread: 0, notifications: [] }),
    });
    renderPage('/notification', { session: customer });

    expect(await screen.findByRole('heading', { level: 1, name: 'ताज़ा नोटिफ़िकेशन' })).toBeInTheDocument();
    expect(await screen.findByText('अभी तक कोई नोटिफ़िकेशन नहीं।')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'अकाउंट मेन्यू' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['प्रोफ़ाइल', 'पासवर्ड बदलें', 'नोटिफ़िकेशन', 'शिकायत और सवाल', 'प्राइवेसी पॉलिसी']);
    expect(within(menu).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'अकाउंट' })).toHaveTextContent('नमस्ते,');
  });
});
