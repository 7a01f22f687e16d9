import { screen } from '@testing-library/react';
import type { Session } from '@servenear/shared/host';
import { fakeApi, type FakeReply } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { renderPage } from '../../test/renderPage';
// The page's module first, so its texts are defined when the Tamil catalogues load.
import './OtpVerificationPage';

const unverified: Session = { role: 'user', name: 'Neha Iyer', userId: 12, phoneNumber: '9876543210', verified: false };
const sent: FakeReply = { status: 200, body: { status: 200, message: 'OTP has been resent successfully!', data: { expires_in: 300, resend_in: 30 } } };
const noOpenCode: FakeReply = { status: 200, body: { status: 200, data: { expires_in: 0, resend_in: 0 } } };

beforeAll(async () => {
  await loadTexts('ta');
  setTabLanguage('ta');
});
afterAll(() => setTabLanguage('en'));

it('shows /otp-verification in Tamil (issue 41), the number and the countdown where Tamil puts them', async () => {
  fakeApi({ 'GET user/otp-status': noOpenCode, 'POST user/resend-otp': sent });
  renderPage('/otp-verification', { session: unverified });

  expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் எண்ணைச் சரிபார்க்கவும்' })).toBeInTheDocument();
  const number = screen.getByText('******3210');
  expect(number.parentElement).toHaveTextContent('******3210 எண்ணுக்கு 4 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். தொடர அதைக் கீழே உள்ளிடவும்.');
  expect(await screen.findByText(/^குறியீடு .*-இல் காலாவதியாகும்$/)).toContainElement(screen.getByText(/^\d:\d\d$/));
  expect(screen.getByRole('button', { name: 'சரிபார்க்கவும்' })).toBeInTheDocument();
});
