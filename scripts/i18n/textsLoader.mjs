/**
 * The browser build's loader for a texts file (issue 41, decision 0067): its
 * `defineTexts(english, loaders)` becomes `defineTexts(__SN_TEXTS__("<file>#<hash>"), null)`.
 * TextsVariantsPlugin writes the texts in place of that name once per language, into `page-x.js`
 * (English) and its variants `page-x.hi.js` and `page-x.ta.js`, so a page carries its texts in its
 * language only and loads no catalogue. The hash covers every language's texts: a new translation
 * changes the chunk's content hash as a change to its code does. Plain JavaScript: rspack loads
 * loaders with Node's require, which reads no TypeScript.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { objectLiteral, TEXTS_LANGUAGES, TEXTS_PLACEHOLDER, textsCallOf, textsIn } from './textsSource.mjs';

/**
 * @this {import('@rspack/core').LoaderContext<{ root: string }>} `root`: the repository's, so
 *   placeholders name files from it and every checkout builds the same.
 * @param {string} source
 */
export default function textsLoader(source) {
  const file = this.resourcePath;
  const call = textsCallOf(file, source);
  if (!call) return source;
  for (const dependency of [...Object.values(call.catalogues), ...call.dependencies]) this.addDependency(dependency);
  const hash = createHash('sha256');
  for (const language of TEXTS_LANGUAGES) hash.update(objectLiteral(textsIn(call, language)));
  const key = `${path.relative(this.getOptions().root, file).split(path.sep).join('/')}#${hash.digest('hex').slice(0, 8)}`;
  const [englishStart, englishEnd] = call.englishSpan;
  const [loadersStart, loadersEnd] = call.loadersSpan;
  return `${source.slice(0, englishStart)}${TEXTS_PLACEHOLDER}(${JSON.stringify(key)})${source.slice(englishEnd, loadersStart)}null${source.slice(loadersEnd)}`;
}
