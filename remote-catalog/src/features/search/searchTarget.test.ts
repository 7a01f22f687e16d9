import type { SearchMatch } from '@servenear/shared/api';
import { searchTarget } from './searchTarget';

const match = (overrides: Partial<SearchMatch> = {}): SearchMatch => ({
  id: 11,
  name: 'Tap and leak repair',
  categoryId: 3,
  subcategoryId: 9,
  categoryName: 'Home & Personal',
  subcategoryName: 'Plumbing',
  ...overrides,
});

describe('searchTarget', () => {
  it('is the service list of the first match when it has both ids', () => {
    expect(searchTarget([match(), match({ id: 12, categoryId: 1, subcategoryId: 2 })])).toBe('/list-of-services?category=3&subcategory=9');
  });

  it('is null when the first match lacks its subcategory or its category, whatever follows', () => {
    expect(searchTarget([match({ subcategoryId: null }), match({ id: 12 })])).toBeNull();
    expect(searchTarget([match({ categoryId: null }), match({ id: 12 })])).toBeNull();
  });

  it('is null without matches', () => {
    expect(searchTarget([])).toBeNull();
  });
});
