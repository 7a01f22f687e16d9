import { fill, placeholdersOf } from './format';
import { setTabLanguage } from './runtime';

afterEach(() => setTabLanguage('en'));

test('fills named values and writes numbers in the Indian grouping', () => {
  expect(fill('Booking {reference} for {amount} paise', { reference: 'SN-12', amount: 123456 })).toBe('Booking SN-12 for 1,23,456 paise');
});

test('picks the plural by the language’s rules, with # as the number', () => {
  const template = '{count, plural, one {# job done} other {# jobs done}}';
  expect(fill(template, { count: 1 })).toBe('1 job done');
  expect(fill(template, { count: 1200 })).toBe('1,200 jobs done');
  expect(fill('{count, plural, =0 {No jobs} other {# jobs}}', { count: 0 })).toBe('No jobs');
});

test('a Hindi plural reads Hindi’s rules (0 and 1 are “one”)', () => {
  setTabLanguage('hi');
  const template = '{count, plural, one {# सेवा} other {# सेवाएँ}}';
  expect(fill(template, { count: 0 })).toBe('0 सेवा');
  expect(fill(template, { count: 3 })).toBe('3 सेवाएँ');
});

test('an unknown placeholder stays as written, so a missing value shows instead of vanishing', () => {
  expect(fill('Hello {name}, see {place}', { name: 'Asha' })).toBe('Hello Asha, see {place}');
});

test('placeholdersOf names what a translation must keep', () => {
  expect(placeholdersOf('{count, plural, one {# in {city}} other {# in {city}}} by {date}')).toEqual(['city', 'count', 'date']);
  expect(placeholdersOf('No values here')).toEqual([]);
});
