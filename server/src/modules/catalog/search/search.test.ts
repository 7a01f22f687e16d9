import { createTestApp, type TestApp } from '../../../../test/testApp';
import { normaliseSearchText, searchAlternatives } from './synonyms';
import { afterPrefix, namesStartingWith, searchRows } from './searchQuery';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The names the search answers, best first (no point: every offered service counts). */
async function searchNames(query: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/services/search?query=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Array<{ name: string }> }).data.map((service) => service.name);
}

/**
 * What customers type, misspelt, in Hindi or in Indian English, and the service they meant
 * (a part of its name): each must be among the first three answers.
 */
const typedQueries: Array<[string, string]> = [
  ['plumbr', 'Plumber'],
  ['plumer', 'Plumber'],
  ['electrision', 'Electrician'],
  ['elctrician', 'Electrician'],
  ['electrican', 'Electrician'],
  ['carpanter', 'Carpenter'],
  ['carpentor', 'Carpenter'],
  ['paintr', 'Painter'],
  ['ac repair', 'AC Repair'],
  ['air conditioner', 'AC Repair'],
  ['ac servicing', 'AC Repair'],
  ['AC', 'AC Repair'],
  ['maid', 'Maid for Household Work'],
  ['bai', 'Maid for Household Work'],
  ['kaamwali', 'Maid for Household Work'],
  ['kaamwali bai', 'Maid for Household Work'],
  ['house help', 'Maid for Household Work'],
  ['mistri', 'Carpenter'],
  ['bijli mistri', 'Electrician'],
  ['washing machin', 'Washing Machine Repair'],
  ['fridge repair', 'Refrigerator & Visi-cooler Repair'],
  ['beutician', 'Beautician at Home'],
  ['mehndi', 'Mehendi Artist'],
  ['pest controll', 'Pest Control'],
  ['cockroach', 'Pest Control'],
  ['sofa cleaning', 'Sofa & Carpet Shampooing'],
  ['tuition', 'Tutor'],
  ['yoga teacher', 'Yoga Trainer at Home'],
  ['babysitter', 'Nanny & Babysitter'],
  ['khana banane wala', 'Cook'],
  ['security gaurd', 'Security Guard'],
  ['chowkidar', 'Security Guard'],
  ['cctv instalation', 'CCTV Installation'],
  ['laptop repiar', 'Laptop Repair'],
  ['packers and movers', 'Packers & Movers'],
  ['aquaguard', 'RO Water Purifier Service'],
  ['lawyer', 'Legal Consultation'],
  ['elderly care', 'Elderly Caretaker'],
  ['makeup artist', 'Bridal Makeup'],
  ['watter tank cleaning', 'Water Tank Cleaning'],
];

describe('search finds what people type, misspelt or in other words', () => {
  it.each(typedQueries)('"%s" finds %s in the first three', async (query, meant) => {
    const firstThree = (await searchNames(query)).slice(0, 3);
    expect(firstThree.some((name) => name.includes(meant))).toBe(true);
  });

  it('still puts names that start with the text first', async () => {
    const found = await searchNames('ele');
    const firstOther = found.findIndex((name) => !name.toLowerCase().startsWith('ele'));
    expect(found[0]).toBe('Electrician');
    expect(found.slice(firstOther).some((name) => name.toLowerCase().startsWith('ele'))).toBe(false);
    // Then names holding a word that starts with it.
    expect(found.slice(firstOther)).toContain('Industrial Electrician');
  });

  it('finds nothing for text that resembles no service', async () => {
    expect(await searchNames('qzxv')).toEqual([]);
  });
});

describe('synonym rewrites', () => {
  const table = new Map([
    ['ac', ['air conditioner']],
    ['kaamwali bai', ['maid']],
    ['bai', ['maid']],
  ]);

  it('searches the typed text first, then each rewrite, longest phrase first', () => {
    expect(searchAlternatives('  AC   Repair ', table)).toEqual(['ac repair', 'air conditioner repair']);
    expect(searchAlternatives('kaamwali bai', table)).toEqual(['kaamwali bai', 'maid', 'kaamwali maid']);
    expect(searchAlternatives('plumber', table)).toEqual(['plumber']);
  });

  it('compares phrases in lower case with single spaces', () => {
    expect(normaliseSearchText(' Kaamwali\tBAI ')).toBe('kaamwali bai');
  });
});

describe('the range of names that start with a text', () => {
  /** Every text that starts with the prefix sorts below afterPrefix, in code point order. */
  const below = (text: string, bound: string) => Buffer.compare(Buffer.from(text), Buffer.from(bound)) < 0;

  it('ends just after the last name that starts with the text', () => {
    expect(afterPrefix('elec')).toBe('eled');
    expect(afterPrefix('a')).toBe('b');
    for (const [prefix, name] of [['elec', 'electrician'], ['elec', 'elec\u{10FFFF}'], ['बा', 'बाई'], ['ac ', 'ac repair'], ['%', '%off']]) {
      expect(below(name!, afterPrefix(prefix!))).toBe(true);
    }
    expect(below('eled', afterPrefix('elec'))).toBe(false);
  });

  it('steps over the surrogates, which no UTF-8 text holds', () => {
    expect(afterPrefix('x\u{D7FF}')).toBe('x\u{E000}');
  });

  it('matches the typed characters as they are, % and _ included', async () => {
    const anywhere = { point: null, radiusKm: 25 };
    const names = async (text: string) => (await searchRows(testApp.db, await namesStartingWith(testApp.db, [text], anywhere, 10))).map((row) => row.name);
    expect(await names('plumb')).toContain('Plumber');
    expect(await names('plumber%')).toEqual([]);
    expect(await names('p_umb')).toEqual([]);
    expect(await names('')).toHaveLength(10);
  });
});
