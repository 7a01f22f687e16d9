/**
 * Issue 41: the shared areas in Hindi and Tamil. Each module is imported first, so its texts are
 * defined before the language's catalogues load.
 */
import { render, screen, within } from '@testing-library/react';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { PartnerCard } from '@servenear/shared/partner-card';
import { FormAlert } from '@servenear/shared/forms';
import { Stars } from '@servenear/shared/ui';
import { dateLabel, durationLabel, timeAgo, timeLabel } from '@servenear/shared/domain';
import { bookingWindowHint, reportSchema } from '@servenear/shared/schemas';
import { disputeOutcomeText } from '@servenear/shared/dispute-texts';
import { pageHeadFor } from '@servenear/shared/page-heads';
import { partnerBookingRequestMessages } from './endpoints/partnerBookings';

const ravi = {
  id: 7,
  name: 'Ravi Kumar',
  image_url: null,
  average_rating: 4.5,
  total_reviews: 12,
  jobs_done: 31,
  verified: true,
  mobile: '9876500002',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

afterAll(() => setTabLanguage('en'));

describe('in Hindi', () => {
  beforeAll(async () => {
    await loadTexts('hi');
    setTabLanguage('hi');
  });

  it('draws the partner card in Hindi, names and numbers kept', () => {
    render(<PartnerCard partner={ravi} title="आपके पार्टनर" level={4} />);
    const card = screen.getByRole('region', { name: 'आपके पार्टनर' });
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Ravi Kumar✓ वेरिफ़ाइड');
    expect(within(card).getByRole('img', { name: '12 रेटिंग के आधार पर 5 में से 4.5 रेटिंग' })).toHaveTextContent('4.5 (12 रेटिंग)');
    expect(card).toHaveTextContent('31 काम पूरे किए');
    expect(within(card).getByRole('link', { name: 'Ravi Kumar को कॉल करें' })).toHaveAttribute('href', 'tel:+919876500002');
  });

  it('shows an English message from the server in Hindi, and one it has no words for as it came', () => {
    const { rerender } = render(<FormAlert message={partnerBookingRequestMessages.invalidCode} />);
    expect(screen.getByRole('alert')).toHaveTextContent('OTP सही नहीं है। कृपया फिर से कोशिश करें।');
    rerender(<FormAlert message="Invalid OTP. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('OTP सही नहीं है। कृपया फिर से कोशिश करें।');
    rerender(<FormAlert message="Something only the server says" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something only the server says');
  });

  it('reads the stars out in Hindi', () => {
    render(<Stars rating={3.6} />);
    expect(screen.getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeInTheDocument();
  });

  it('says times, dates and durations in Hindi', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(timeAgo(new Date(now.getTime() - 5 * 60 * 60_000).toISOString(), now)).toBe('5 घंटे पहले');
    expect(timeAgo(new Date(now.getTime() - 60 * 60_000).toISOString(), now)).toBe('1 घंटा पहले');
    expect(timeAgo(new Date(now.getTime() - 30_000).toISOString(), now)).toBe('अभी-अभी');
    expect(dateLabel('2026-12-20')).toBe('20 दिस॰ 2026');
    expect(timeLabel('21:05')).toBe(new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, 21, 5)));
    expect(durationLabel('hour', 3)).toBe('3 घंटे');
    expect(bookingWindowHint('2026-12-20')).toBe('*बुकिंग ज़्यादा से ज़्यादा एक महीना पहले तक हो सकती है (20 दिस॰ 2026 तक)।');
  });

  it('titles a page in Hindi, the brand kept', () => {
    expect(pageHeadFor('/login').title).toBe('लॉग इन · ServeNear');
    expect(pageHeadFor('/no-such-page').title).toBe('पेज नहीं मिला · ServeNear');
  });
});

describe('in Tamil', () => {
  beforeAll(async () => {
    await loadTexts('ta');
    setTabLanguage('ta');
  });

  it('refuses with a schema built at import in the language of the moment, its own messages and zod’s alike', () => {
    const refused = messagesOf(reportSchema.safeParse({ name: ' ', email: 'asha', mobile: '98', service: '', description: 'Late', user_id: true }));
    expect(refused).toEqual({
      name: 'பெயர் அவசியம்.',
      email: 'சரியான இமெயில் முகவரியை உள்ளிடவும்',
      mobile: 'சரியான மொபைல் எண்ணை உள்ளிடவும்.',
      service: 'ஒரு சேவையைத் தேர்ந்தெடுக்கவும்.',
      user_id: 'தவறான உள்ளீடு',
    });
  });

  it('words a dispute’s outcome in Tamil, the amount in rupees', () => {
    expect(disputeOutcomeText('part_refund', { refundAmount: 1250, waivedAmount: 0 }, 'customer')).toBe('₹1,250 பகுதி ரீஃபண்ட்.');
  });

  it('goes back to English words when the tab does', () => {
    setTabLanguage('en');
    expect(messagesOf(reportSchema.safeParse({ name: 'Asha', email: 'asha@example.com', mobile: '9876543210', service: '', description: 'Late' }))).toEqual({
      service: 'Please select a service.',
    });
  });
});
