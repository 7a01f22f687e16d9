import { screen } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
// The page's module first: its texts are then defined, and loadTexts brings their catalogues.
import './PartnerLoginPage';
import { renderPage } from '../../test/renderPage';

beforeAll(async () => {
  await loadTexts('hi');
  setTabLanguage('hi');
});
afterAll(() => setTabLanguage('en'));

describe('partner login in Hindi (issue 41)', () => {
  it('shows the page, its fields and its links in Hindi, the brand in Latin letters', async () => {
    fakeApi({});
    renderPage('/employee-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'पार्टनर लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText('ServeNear पार्टनर')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/employee-forgot');
    expect(screen.getByRole('link', { name: 'पार्टनर के रूप में जुड़ें' })).toHaveAttribute('href', '/employee-register');
    expect(screen.getByText('ServeNear पर नए हैं?')).toBeInTheDocument();
    expect(screen.queryByText('Partner login')).not.toBeInTheDocument();
  });

  it('says a dropped network in Hindi', async () => {
    fakeApi({ 'POST employee/login': 'network-error' });
    const { user } = renderPage('/employee-login');
    await user.type(await screen.findByLabelText('मोबाइल नंबर'), '9876500003');
    await user.type(screen.getByLabelText('पासवर्ड'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('नेटवर्क में दिक्कत है। कृपया फिर से कोशिश करें।');
  });
});
