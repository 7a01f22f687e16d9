import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { loadTexts, setTabLanguage } from '@servenear/shared/i18n';
import { categoriesWire, renderPage, servicePage, serviceWire, subcategoryWire } from '../../test/renderPage';
// The page's module first, so its texts are defined when the Tamil catalogues load.
import './ServiceListPage';

beforeAll(async () => {
  await loadTexts('ta');
  setTabLanguage('ta');
});
afterAll(() => setTabLanguage('en'));

it('shows the service list in Tamil (issue 41): its navigation, cards, prices and carousel controls', async () => {
  fakeApi({
    'GET category': ok(categoriesWire),
    'GET subcategory/1': ok([subcategoryWire(1, 1, 'Welding')]),
    'GET subcategory/2': ok([subcategoryWire(5, 2, 'Shop fitting')]),
    'GET subcategory/3': ok([subcategoryWire(9, 3, 'Plumbing')]),
    'GET subcategory/4': ok([]),
    'GET sublist/service/3/9': servicePage([serviceWire(), serviceWire({ id: 12, name: 'Drain cleaning', servicetype: 'enquiry' })], 2),
  });
  renderPage('/list-of-services', '/list-of-services?category=3&subcategory=9');

  const card = await screen.findByRole('article', { name: 'Tap and leak repair' });
  expect(within(card).getByRole('button', { name: 'விவரங்களைப் பார்க்கவும்' })).toBeInTheDocument();
  expect(card).toHaveTextContent('₹1,800 நாளுக்கு');
  expect(within(screen.getByRole('article', { name: 'Drain cleaning' })).getByText('விசாரணை')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'மேலும் சேவைகளைக் காட்டவும்' })).toBeInTheDocument();

  const categories = screen.getByRole('navigation', { name: 'பிரிவுகள்' });
  const carousel = within(categories).getByRole('region', { name: 'பிரிவுகள்' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'கரோசல்');
  expect(within(carousel).getByRole('button', { name: 'அடுத்த ஸ்லைடு' })).toBeInTheDocument();
  expect(within(carousel).getByRole('button', { name: 'ஸ்லைடு 3-க்குச் செல்லவும்' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('navigation', { name: 'துணைப் பிரிவுகள்' })).toBeInTheDocument();
});
