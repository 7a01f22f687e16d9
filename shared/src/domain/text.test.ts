import { aboutBullets, truncateDescription } from '@servenear/shared/domain';

describe('truncateDescription', () => {
  it('keeps a text of at most max characters as it is', () => {
    expect(truncateDescription('a'.repeat(90), 90)).toBe('a'.repeat(90));
    expect(truncateDescription('Short.', 126)).toBe('Short.');
  });

  it("cuts a longer text at max characters and adds '...'", () => {
    expect(truncateDescription('b'.repeat(91), 90)).toBe(`${'b'.repeat(90)}...`);
    expect(truncateDescription('c'.repeat(200), 126)).toBe(`${'c'.repeat(126)}...`);
  });

  it('reads a missing text as empty', () => {
    expect(truncateDescription(null, 90)).toBe('');
  });
});

describe('aboutBullets', () => {
  it('splits at each full stop into trimmed sentences, dropping empty ones', () => {
    expect(aboutBullets(' Fixes leaks.  Installs taps. . Cleans drains.')).toEqual(['Fixes leaks', 'Installs taps', 'Cleans drains']);
  });

  it('keeps a text without a full stop as one bullet and gives none for empty text', () => {
    expect(aboutBullets('Same-day visits')).toEqual(['Same-day visits']);
    expect(aboutBullets('')).toEqual([]);
    expect(aboutBullets(undefined)).toEqual([]);
  });
});
