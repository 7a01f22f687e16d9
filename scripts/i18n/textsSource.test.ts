/**
 * Decision 0067: the build reads each texts file's English from the source and writes the texts of
 * one language into each variant of a page's files. What it cannot read must fail the build, not
 * ship a page without its words.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { objectLiteral, textsCallOf, textsIn } from './textsSource.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'texts-'));
writeFileSync(path.join(folder, 'limits.ts'), 'export const MIN = 8;\n');
writeFileSync(path.join(folder, 'texts.hi.json'), JSON.stringify({ title: 'कार्ट', rules: { short: '' } }));
writeFileSync(path.join(folder, 'texts.ta.json'), JSON.stringify({ title: 'கார்ட்' }));
const file = path.join(folder, 'texts.ts');
const source = [
  "import { defineTexts } from '@servenear/shared/i18n';",
  "import { MIN } from './limits';",
  "const WINDOW = 'one month';",
  'export const cartTexts = defineTexts(',
  "  { title: 'Cart', rules: { short: `At least ${MIN} characters.`, window: 'Within ' + WINDOW }, 'a-key': \"It's here\" } as const,",
  "  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },",
  ');',
].join('\n');

test('reads the English from literals, templates and constants of its own file or one it imports', () => {
  const call = textsCallOf(file, source)!;
  expect(call.english).toEqual({ title: 'Cart', rules: { short: 'At least 8 characters.', window: 'Within one month' }, 'a-key': "It's here" });
  expect(call.catalogues).toEqual({ hi: path.join(folder, 'texts.hi.json'), ta: path.join(folder, 'texts.ta.json') });
  expect(call.dependencies).toEqual([path.join(folder, 'limits.ts')]);
  expect(source.slice(...call.loadersSpan)).toBe("{ hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') }");
});

test("a language's texts are its catalogue over the English: a text not translated yet stays English", () => {
  const call = textsCallOf(file, source)!;
  expect(textsIn(call, 'hi')).toEqual({ title: 'कार्ट', rules: { short: 'At least 8 characters.', window: 'Within one month' }, 'a-key': "It's here" });
  expect(textsIn(call, 'ta').title).toBe('கார்ட்');
  expect(objectLiteral(textsIn(call, 'en'))).toBe('{title:"Cart",rules:{short:"At least 8 characters.",window:"Within one month"},"a-key":"It\'s here"}');
});

test('a file without texts is left alone, and English the build cannot read fails naming the file and line', () => {
  expect(textsCallOf(file, 'export const x = 1;')).toBeUndefined();
  expect(() => textsCallOf(file, "import { defineTexts } from 'x';\nexport const t = defineTexts({ title: label() }, {});")).toThrow(`${file}:2: cannot read CallExpression`);
  expect(() => textsCallOf(file, "export const t = defineTexts({ title: MISSING }, {});")).toThrow("'MISSING' is not a constant of this file");
});
