import { isLanguage, languageFromAcceptLanguage } from './languages';

test.each([
  ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
  ['en-US,en;q=0.9,hi;q=0.8', 'en'],
  ['fr-FR,hi;q=0.5,ta;q=0.7', 'ta'],
  ['hi', 'hi'],
  ['fr, de;q=0.5', null],
  ['ta;q=0, hi;q=0.1', 'hi'],
  ['', null],
])('Accept-Language %j → %j', (header, expected) => {
  expect(languageFromAcceptLanguage(header)).toBe(expected);
});

test('only our three languages are languages', () => {
  expect(['en', 'hi', 'ta'].every(isLanguage)).toBe(true);
  expect(isLanguage('fr')).toBe(false);
  expect(isLanguage(undefined)).toBe(false);
});
