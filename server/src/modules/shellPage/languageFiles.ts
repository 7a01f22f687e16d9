/**
 * A page's scripts in its language (issue 41, decision 0067): a build writes each file that holds
 * texts once per language (`page-x.js`, `page-x.hi.js`, `page-x.ta.js`), and a page drawn in Hindi
 * loads the Hindi files, from its HTML's main script to its preloads. The build's own runtime picks
 * the same files for the chunks it loads later (it reads `<html lang>`).
 */
import type { Language } from '@servenear/shared/i18n';
import type { BuildFiles } from './releaseFiles';

/** `file` as a page in `language` loads it: its variant where one of `builds` wrote it. */
export function fileInLanguage(file: string, language: Language, builds: readonly (BuildFiles | null)[]): string {
  if (language === 'en') return file;
  const build = builds.find((candidate) => candidate?.textsVariants.files.has(file));
  return build?.textsVariants.languages.includes(language) ? file.replace(/\.js$/, `.${language}.js`) : file;
}

/** The shell's HTML with its main script (preloaded and named by the boot script) in `language`. */
export function mainScriptInLanguage(html: string, shell: BuildFiles | null, language: Language): string {
  if (language === 'en' || !shell) return html;
  let result = html;
  for (const file of shell.chunks.main?.files ?? []) {
    const variant = fileInLanguage(file, language, [shell]);
    if (variant !== file) result = result.replaceAll(`"${file}"`, () => `"${variant}"`);
  }
  return result;
}
