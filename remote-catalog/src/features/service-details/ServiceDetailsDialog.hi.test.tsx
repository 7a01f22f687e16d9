import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { detailsWire, renderPage } from '../../test/renderPage';
// The page's module first, so its texts are defined when the Hindi catalogues load.
import './ServicePopupPage';

beforeAll(async () => {
  await loadTexts('hi');
  setTabLanguage('hi');
});
afterAll(() => setTabLanguage('en'));

describe('the service details overlay in Hindi (issue 41)', () => {
  it('shows its buttons, headings, review count, dates and histogram in Hindi, the service’s own words as they are', async () => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire()) });
    renderPage('/service-popup', '/service-popup?id=11');

    const dialog = await screen.findByRole('dialog', { name: 'Tap and leak repair' });
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(within(dialog).getByText('प्रति दिन का काम')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,800')).toBeInTheDocument();
    expect(within(dialog).getByText('3 रिव्यू')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'सर्विस बुक करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'इस सर्विस के बारे में' })).toHaveTextContent('Fixes leaking taps and pipes');
    expect(within(dialog).getByText('बैकग्राउंड वेरिफाइड')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeInTheDocument();

    const ratings = within(dialog).getByRole('region', { name: 'रेटिंग' });
    expect(within(ratings).getAllByRole('listitem')[0]).toHaveAccessibleName('5 स्टार: 1 (33%)');
    const reviews = within(dialog).getByRole('region', { name: 'रिव्यू' });
    expect(within(reviews).getByText('2 मार्च 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'फ़ोटो सेट 2 दिखाएं' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, in Hindi, when they add it to the cart', async () => {
    fakeApi({ 'GET user/getservice/11': ok(detailsWire()) });
    const { user, notices } = renderPage('/service-popup', '/service-popup?id=11');

    await user.click(await screen.findByRole('button', { name: 'कार्ट में जोड़ें' }));
    expect(notices).toEqual([{ kind: 'error', message: 'कार्ट में सर्विस जोड़ने के लिए कृपया लॉग इन करें।' }]);
  });
});
