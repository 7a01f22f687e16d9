import { addLanguageSource, currentLanguage, currentLocale, defineTexts, loadTexts, localiseMessage, setTabLanguage, textsReady, withLanguage } from './runtime';

const texts = defineTexts(
  { title: 'Your cart', nested: { remove: 'Remove', onlyEnglish: 'Only in English' } },
  {
    hi: async () => ({ default: { title: 'आपका कार्ट', nested: { remove: 'हटाएँ' } } }),
    ta: async () => ({ title: 'உங்கள் கார்ட்', nested: { remove: 'நீக்கு', onlyEnglish: '' } }),
  },
);

afterEach(() => setTabLanguage('en'));

test('texts read in English until a language is loaded and chosen', async () => {
  expect(texts.title).toBe('Your cart');
  expect(textsReady('hi')).toBe(false);
  await loadTexts('hi');
  expect(textsReady('hi')).toBe(true);
  expect(texts.title).toBe('Your cart');
  setTabLanguage('hi');
  expect(texts.title).toBe('आपका कार्ट');
  expect(texts.nested.remove).toBe('हटाएँ');
  expect(currentLocale()).toBe('hi-IN');
});

test('a text a catalogue lacks, or leaves empty, falls back to English', async () => {
  await loadTexts('ta');
  setTabLanguage('ta');
  expect(texts.nested.onlyEnglish).toBe('Only in English');
  setTabLanguage('hi');
  expect(texts.nested.onlyEnglish).toBe('Only in English');
});

test('a group keeps reading live: an alias made before the switch follows it', async () => {
  const group = texts.nested;
  await loadTexts('ta');
  setTabLanguage('ta');
  expect(group.remove).toBe('நீக்கு');
});

test('localiseMessage translates an English text a catalogue knows and leaves others alone', async () => {
  await loadTexts('hi');
  setTabLanguage('hi');
  expect(localiseMessage('Remove')).toBe('हटाएँ');
  expect(localiseMessage('Something the catalogues never had')).toBe('Something the catalogues never had');
  setTabLanguage('en');
  expect(localiseMessage('Remove')).toBe('Remove');
});

test('a server’s source names the language of the work at hand; withLanguage wins over it', async () => {
  await loadTexts('hi');
  await loadTexts('ta');
  let requestLanguage: 'hi' | 'ta' | undefined = 'ta';
  addLanguageSource(() => requestLanguage);
  expect(currentLanguage()).toBe('ta');
  expect(texts.title).toBe('உங்கள் கார்ட்');
  expect(withLanguage('hi', () => texts.title)).toBe('आपका कार्ट');
  expect(currentLanguage()).toBe('ta');
  requestLanguage = undefined;
  expect(currentLanguage()).toBe('en');
});
