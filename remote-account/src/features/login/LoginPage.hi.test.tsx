import { screen } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { renderPage } from '../../test/renderPage';
// The page's module first, so its texts are defined when the Hindi catalogues load.
import './LoginPage';

beforeAll(async () => {
  await loadTexts('hi');
  setTabLanguage('hi');
});
afterAll(() => setTabLanguage('en'));

describe('/login in Hindi (issue 41)', () => {
  it('shows /login in Hindi: heading, fields, links, and ServeNear kept as it is', async () => {
    fakeApi({});
    renderPage('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'लॉगिन' })).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText(/ServeNear पर नए हैं\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'पार्टनर लॉगिन' })).toHaveAttribute('href', '/employee-login');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeInTheDocument();
  });
});
