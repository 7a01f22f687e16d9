/**
 * Issue 41 (decision 0064): every text of a customer's or partner's screen, and every message the
 * server writes for them, has its Hindi and Tamil in the catalogue files beside its English, with
 * the same placeholders. A missing translation falls back to English at run time; here it fails,
 * naming the file and the key, so a translator knows what to write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueSources, compareCatalogue, textFiles } from './catalogueFiles';

const root = path.resolve(__dirname, '..', '..');
const files = textFiles(root);

test('the catalogues are found where the apps keep their texts', () => {
  // Guards the search itself: a changed layout that found nothing would pass every check below.
  expect(files.length).toBeGreaterThan(40);
  for (const folder of ['shell/src', 'remote-catalog/src', 'remote-booking/src', 'remote-account/src', 'remote-partner/src', 'shared/src', 'server/src']) {
    expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
  }
});

describe.each(files)('%s', (file) => {
  const sources = catalogueSources(root, file);

  test('defines its texts with their catalogues beside it, one per language', () => {
    expect(sources).toHaveLength(1);
    const base = path.basename(file).replace(/\.tsx?$/, '');
    expect(String(sources[0]!.loaders.ta)).toContain(`./${base}.ta.json`);
  });

  test.each(['hi', 'ta'] as const)('has every text in %s, with the same placeholders', async (language) => {
    const problems: string[] = [];
    for (const { english, loaders } of sources) {
      const module = (await loaders[language]()) as Record<string, unknown>;
      const catalogue = (module.default ?? module) as Record<string, unknown>;
      problems.push(...compareCatalogue(english, catalogue));
    }
    const base = path.join(root, file).replace(/\.tsx?$/, '');
    if (problems.length > 0) {
      throw new Error(`${path.relative(root, `${base}.${language}.json`)}:\n  ${problems.join('\n  ')}`);
    }
    // The file a translator edits is JSON a tool can read.
    expect(() => JSON.parse(readFileSync(`${base}.${language}.json`, 'utf8'))).not.toThrow();
  });
});
